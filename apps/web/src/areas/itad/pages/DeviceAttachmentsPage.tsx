import { Stack, Title } from "@mantine/core";
import { Documents } from "../../../shared/attachments/Documents";
import { Photos } from "../../../shared/attachments/Photos";
import { DeviceFrame } from "../components/DeviceFrame";

/** A device's photos and documents (the asset's own, as on its asset page). */
export default function DeviceAttachmentsPage() {
  return (
    <DeviceFrame>
      {(device) => (
        <Stack>
          <Title order={2} size="h4">
            Photos
          </Title>
          <Photos owner={{ kind: "asset", ref: device.barcode }} />
          <Title order={2} size="h4">
            Documents
          </Title>
          <Documents owner={{ kind: "asset", ref: device.barcode }} />
        </Stack>
      )}
    </DeviceFrame>
  );
}
