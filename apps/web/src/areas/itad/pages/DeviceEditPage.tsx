import { useNavigate } from "react-router";
import { DeviceEditForm } from "../components/DeviceEditForm";
import { DeviceFrame } from "../components/DeviceFrame";
import { devicePath } from "../itad-paths";

/** Editing and routing a device by hand, then back to its info page. */
export default function DeviceEditPage() {
  const navigate = useNavigate();
  return (
    <DeviceFrame tabs={false}>
      {(device, place) => (
        <DeviceEditForm
          key={device.updatedAt}
          device={device}
          onSaved={(saved) => navigate(devicePath(place, saved.barcode))}
          onCancel={() => navigate(devicePath(place, device.barcode))}
        />
      )}
    </DeviceFrame>
  );
}
