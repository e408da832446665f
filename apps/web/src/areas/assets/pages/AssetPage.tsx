import { AssetFrame } from "../components/AssetFrame";
import { AssetFrameMain } from "../components/AssetFrameMain";

/** `assets/:barcode`: what the asset is, where it is, its contents, photos, source, documents, tests. */
export default function AssetPage() {
  return <AssetFrame>{(asset) => <AssetFrameMain asset={asset} />}</AssetFrame>;
}
