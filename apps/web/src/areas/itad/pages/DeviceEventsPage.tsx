import { AssetEvents } from "../../assets/components/AssetEvents";
import { DeviceFrame } from "../components/DeviceFrame";

/** A device's chain of custody (tests, locks, routing, packing, harvests). */
export default function DeviceEventsPage() {
  return <DeviceFrame>{(device) => <AssetEvents barcode={device.barcode} />}</DeviceFrame>;
}
