import { AssetFrameMain } from "../../assets/components/AssetFrameMain";
import { ItadBinFrame } from "../components/ItadBinFrame";

/** `itad/:slug/bins/:barcode`: a bin of the ITAD job. */
export default function ItadBinPage() {
  return <ItadBinFrame>{(bin) => <AssetFrameMain asset={bin} />}</ItadBinFrame>;
}
