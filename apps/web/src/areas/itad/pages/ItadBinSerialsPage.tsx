import { AssetSerialsTab } from "../../assets/components/AssetSerials";
import { ItadBinFrame } from "../components/ItadBinFrame";

/** `itad/:slug/bins/:barcode/serials`: what is inside the bin. */
export default function ItadBinSerialsPage() {
  return <ItadBinFrame>{(bin) => <AssetSerialsTab asset={bin} />}</ItadBinFrame>;
}
