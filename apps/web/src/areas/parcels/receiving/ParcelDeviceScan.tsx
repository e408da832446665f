import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { type ReceiveParcelResult, receiveParcel } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useEndpointMutation } from "../../../shared/endpoints";
import { markHandled, reportError } from "../../../shared/reporting";
import { useFailure } from "../../../shared/use-failure";

type Device = { barcode: string; serialNumber: string };

const BARCODE_FIELD = "parcel-device-barcode";
const SERIAL_FIELD = "parcel-device-serial";
const focus = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

type Props = {
  referenceId: string;
  /** The tracking number scanned to open the request, set on it if it has none. */
  trackingNumber: string | null;
  disabled: boolean;
  onReceived: (result: ReceiveParcelResult) => void;
};

/**
 * The devices taken out of a parcel, scan by scan: the asset label, then the device's serial
 * number; then Receive sends them all at once. A refused device shows its reason on its row.
 */
export function ParcelDeviceScan({ referenceId, trackingNumber, disabled, onReceived }: Props) {
  const [devices, setDevices] = useState<Device[]>([]);
  const [barcode, setBarcode] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ barcode?: string; serial?: string }>({});
  const [refused, setRefused] = useState<{ message: string; rows: Record<number, string[]> } | null>(null);
  const receive = useEndpointMutation(receiveParcel);
  const fail = useFailure("ParcelDeviceScan");

  const takeBarcode = (code: string) => {
    if (devices.some((d) => d.barcode === code)) {
      setFieldError({ barcode: `${code} is already in the list` });
      return;
    }
    setFieldError({});
    setBarcode(code);
    focus(SERIAL_FIELD);
  };

  const takeSerial = (serial: string) => {
    if (!barcode) {
      setFieldError({ serial: "Scan the asset label first" });
      focus(BARCODE_FIELD);
      return;
    }
    setDevices([...devices, { barcode, serialNumber: serial }]);
    setBarcode(null);
    setFieldError({});
    setRefused(null);
    focus(BARCODE_FIELD);
  };

  const submit = async () => {
    setRefused(null);
    try {
      const result = await receive.mutateAsync({
        params: { referenceId },
        body: { devices, ...(trackingNumber ? { trackingNumber } : {}) },
      });
      setDevices([]);
      onReceived(result);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) {
        fail(error);
        return;
      }
      reportError(error, "ParcelDeviceScan");
      markHandled(error);
      const errors = (error.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
      const rows: Record<number, string[]> = {};
      for (const [key, messages] of Object.entries(errors)) {
        const match = /^devices\.(\d+)\./.exec(key);
        if (match) rows[Number(match[1])] = [...(rows[Number(match[1])] ?? []), ...messages];
      }
      setRefused({ message: error.message, rows });
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Devices in the parcel
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BarcodeInput
            id={BARCODE_FIELD}
            label="Asset label"
            description={
              barcode ? `Label ${barcode}: now its serial number` : "Scan the label stuck on the device"
            }
            onSubmit={takeBarcode}
            autoFocus
            error={fieldError.barcode}
            disabled={disabled}
          />
          <BarcodeInput
            id={SERIAL_FIELD}
            label="Serial number"
            description="Scan or type the device's serial number"
            onSubmit={takeSerial}
            error={fieldError.serial}
            disabled={disabled}
          />
        </SimpleGrid>
        {refused ? (
          <Alert color="red" title="Nothing was received" role="alert">
            {refused.message}
          </Alert>
        ) : null}
        {devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            No device scanned yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table withTableBorder aria-label="Devices to receive">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Asset label</Table.Th>
                  <Table.Th>Serial number</Table.Th>
                  <Table.Th w={40} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {devices.map((d, i) => (
                  <Table.Tr key={d.barcode}>
                    <Table.Td>
                      {d.barcode}
                      {refused?.rows[i]?.map((m) => (
                        <Text key={m} size="xs" c="red">
                          {m}
                        </Text>
                      ))}
                    </Table.Td>
                    <Table.Td>{d.serialNumber}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${d.barcode}`}
                        onClick={() => {
                          setDevices(devices.filter((x) => x.barcode !== d.barcode));
                          setRefused(null);
                        }}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => void submit()}
            disabled={devices.length === 0 || disabled}
            loading={receive.isPending}
          >
            {devices.length > 0
              ? `Receive ${devices.length} ${devices.length === 1 ? "device" : "devices"}`
              : "Receive"}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
