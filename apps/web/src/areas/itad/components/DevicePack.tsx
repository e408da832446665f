import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type Asset, packLpn } from "@ops/domain";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { usePackLpn } from "../itad-api";
import type { DevicePlace } from "../itad-paths";

/** The reason a pack was refused, as the server gave it for the LPN or the device. */
function packRefusalOf(error: ApiError): string {
  const fields = error.fieldErrors();
  return fields.lpnBarcode ?? fields["barcodes.0"] ?? fields.barcodes ?? error.message;
}

/**
 * Packing the device into an LPN (a container of the order whose barcode is the licence plate
 * number): scan an LPN (an existing pallet of the order, or a new LPN barcode) and press Enter,
 * or start a new LPN with a generated barcode. A refusal stays beside the box with the barcode.
 */
export function DevicePack({ device, place }: { device: Asset; place: DevicePlace }) {
  const can = useCan();
  const fail = useFailure("DevicePack");
  const pack = usePackLpn(place.slug);
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();

  const send = async (lpnBarcode?: string) => {
    try {
      const lpn = await pack.mutateAsync({
        barcodes: [device.barcode],
        ...(lpnBarcode ? { lpnBarcode } : {}),
      });
      setText("");
      setRefusal(undefined);
      showSnackbar(`${device.barcode} packed into ${lpn.barcode} (${lpn.count} in it)`, "success");
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) setRefusal(packRefusalOf(error));
      else fail(error);
    }
  };

  return (
    <Stack gap="sm" maw={640}>
      <Paper withBorder p="sm">
        <Stack gap={4}>
          <Title order={2} size="h5">
            Packed in
          </Title>
          {device.parentBarcode ? (
            <Text size="sm">
              <Anchor component={Link} to={`/assets/${encodeURIComponent(device.parentBarcode)}`} inherit>
                {device.parentBarcode}
              </Anchor>
              {device.packedAt ? ` · packed ${formatWhen(device.packedAt)}` : ""}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Not packed yet.
            </Text>
          )}
        </Stack>
      </Paper>
      {!can(packLpn) ? null : place.slug === "" ? (
        <Alert color="gray">Devices are packed on their shop order or ITAD job.</Alert>
      ) : (
        <Paper withBorder p="sm">
          <Stack gap="xs">
            <BarcodeInput
              id="device-pack-lpn"
              label="LPN"
              description="Scan the LPN label (a pallet of this order or a new LPN) and press Enter."
              value={text}
              onChange={(v) => {
                setText(v);
                if (refusal) setRefusal(undefined);
              }}
              onSubmit={(lpn) => void send(lpn)}
              clearOnSubmit={false}
              autoFocus
              disabled={pack.isPending}
              error={refusal}
            />
            <Group>
              <Button variant="default" onClick={() => void send()} loading={pack.isPending}>
                Pack into a new LPN
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
