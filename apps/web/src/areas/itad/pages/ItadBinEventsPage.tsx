import { AssetEvents } from "../../assets/components/AssetEvents";
import { ItadBinFrame } from "../components/ItadBinFrame";

/** `itad/:slug/bins/:barcode/events`: the bin's chain of custody. */
export default function ItadBinEventsPage() {
  return <ItadBinFrame>{(bin) => <AssetEvents barcode={bin.barcode} />}</ItadBinFrame>;
}
