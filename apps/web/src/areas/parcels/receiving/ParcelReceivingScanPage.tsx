import { Paper, Stack, Text } from "@mantine/core";
import { PageHeader } from "../../../shared/PageHeader";
import { ParcelScanBox } from "./ParcelScanBox";

/** `parcel/receiving`: scan a parcel to open its request and receive its devices. */
export default function ParcelReceivingScanPage() {
  return (
    <Stack maw={640}>
      <PageHeader
        title="Parcel receiving"
        description="Parcels of mail-back projects: scan the label to see who sent it and what was expected."
      />
      <Paper withBorder p="md">
        <ParcelScanBox label="Parcel" autoFocus />
      </Paper>
      <Text size="sm" c="dimmed">
        The devices are received into assets of the project's inbound load. Many parcels at once can be
        uploaded as a spreadsheet from the project's page.
      </Text>
    </Stack>
  );
}
