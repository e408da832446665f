import { Title } from "@mantine/core";
import { useLocation, useNavigate } from "react-router";
import { ComponentsForm } from "../components/ComponentsForm";
import { DeviceFrame } from "../components/DeviceFrame";
import { devicePath } from "../itad-paths";

/** `components/new` (one part) and `components/bulk/new` (many, one serial a line). */
export default function DeviceComponentNewPage() {
  const navigate = useNavigate();
  const bulk = useLocation().pathname.includes("/components/bulk/");
  return (
    <DeviceFrame>
      {(device, place) => (
        <>
          <Title order={2} size="h4">
            {bulk ? "Harvest parts" : "Harvest a part"}
          </Title>
          <ComponentsForm
            device={device}
            place={place}
            bulk={bulk}
            onDone={() => navigate(devicePath(place, device.barcode, "components"))}
          />
        </>
      )}
    </DeviceFrame>
  );
}
