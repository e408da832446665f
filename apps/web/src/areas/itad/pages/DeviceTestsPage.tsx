import { TestFlowPanel } from "../../testing/components/TestFlowPanel";
import { DeviceFrame } from "../components/DeviceFrame";

/** A device's tests: every section of its class's suite, answered and saved (SPEC §4). */
export default function DeviceTestsPage() {
  return (
    <DeviceFrame>
      {(device, place) => (
        <TestFlowPanel
          barcode={device.barcode}
          activitySlug={place.slug || device.activitySlug || undefined}
        />
      )}
    </DeviceFrame>
  );
}
