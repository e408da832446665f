import { DeviceFrame } from "../components/DeviceFrame";
import { DeviceInfo } from "../components/DeviceInfo";

/** A device's info page, at any of its places (shop order, ITAD job, mobility). */
export default function DeviceInfoPage() {
  return <DeviceFrame>{(device, place) => <DeviceInfo device={device} place={place} />}</DeviceFrame>;
}
