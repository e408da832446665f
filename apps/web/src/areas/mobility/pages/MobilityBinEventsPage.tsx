import { AssetEvents } from "../../assets/components/AssetEvents";
import { MobilityBinFrame } from "../components/MobilityBinFrame";

/** `mobility/inventory/bins/:barcode/events`: the bin's chain of custody. */
export default function MobilityBinEventsPage() {
  return <MobilityBinFrame>{(bin) => <AssetEvents barcode={bin.barcode} />}</MobilityBinFrame>;
}
