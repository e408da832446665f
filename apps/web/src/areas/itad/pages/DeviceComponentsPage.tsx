import { DeviceComponents } from "../components/DeviceComponents";
import { DeviceFrame } from "../components/DeviceFrame";

/** The parts harvested from a device. */
export default function DeviceComponentsPage() {
  return <DeviceFrame>{(device, place) => <DeviceComponents device={device} place={place} />}</DeviceFrame>;
}
