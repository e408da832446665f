import { AssetFrame } from "../components/AssetFrame";
import { AssetSerialsTab } from "../components/AssetSerials";

/** `assets/:barcode/serials`: the serials inside a bin or on a pallet. */
export default function AssetSerialsPage() {
  return <AssetFrame>{(asset) => <AssetSerialsTab asset={asset} />}</AssetFrame>;
}
