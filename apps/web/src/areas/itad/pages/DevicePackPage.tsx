import { DeviceFrame } from "../components/DeviceFrame";
import { DevicePack } from "../components/DevicePack";

/** Packing a device into an LPN of its order. */
export default function DevicePackPage() {
  return <DeviceFrame>{(device, place) => <DevicePack device={device} place={place} />}</DeviceFrame>;
}
