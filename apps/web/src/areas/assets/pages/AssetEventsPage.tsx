import { AssetEvents } from "../components/AssetEvents";
import { AssetFrame } from "../components/AssetFrame";

/** `assets/:barcode/events`: the asset's chain of custody. */
export default function AssetEventsPage() {
  return <AssetFrame>{(asset) => <AssetEvents barcode={asset.barcode} />}</AssetFrame>;
}
