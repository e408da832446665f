import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from "@mantine/core";
import { type ErasureRecorded, recordErasure, SANITIZATION_RULES } from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../../shared/permissions";
import { showSnackbar } from "../../../../shared/snackbar";
import { useAssetSanitization, useRecordErasure } from "../../sanitization-api";
import { ErasureForm, localNow } from "./ErasureForm";
import { SanitizationRecords } from "./SanitizationRecords";
import { STATE_COLORS, stateLabel } from "./sanitization-labels";

/** What recording an erasure came to, in words: the new state, and the rule's routing when it routed. */
export function recordedText(recorded: ErasureRecorded): string {
  const routed = recorded.routed
    ? ` The device was routed to destruction (R2 ${recorded.routed.r2Classification}, rule ${recorded.routed.rule}: ${SANITIZATION_RULES.failedErasureToDestruction.label.toLowerCase()}).`
    : "";
  return `Erasure recorded. Data: ${stateLabel(recorded.state)}.${routed}`;
}

/** The records, or why there are none; loading and failure states. */
function SanitizationBody({ barcode, staff }: { barcode: string; staff: boolean }) {
  const sanitization = useAssetSanitization(barcode);
  if (sanitization.isPending) return <Loader size="sm" aria-label="Loading sanitization" />;
  if (sanitization.error)
    return (
      <Text c="red" size="sm">
        The sanitization records could not be loaded: {sanitization.error.message}
      </Text>
    );
  const data = sanitization.data;
  if (!data.dataBearing && data.records.length === 0)
    return (
      <Text size="sm" c="dimmed">
        This asset bears no data (its product's class is not a data-bearing material), so it needs no erasure
        or destruction.
      </Text>
    );
  return <SanitizationRecords records={data.records} linkBatches={staff} />;
}

/**
 * Where an asset's data stands (a badge), its sanitization records, and for those who may record
 * sanitization a "Record erasure" dialog (not once the media is destroyed: that state is final,
 * a later erasure would change nothing). What the last recording came to stays shown until
 * the next.
 */
export function SanitizationPanel({ barcode, staff }: { barcode: string; staff: boolean }) {
  const can = useCan();
  const sanitization = useAssetSanitization(barcode);
  const record = useRecordErasure(barcode);
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState<ErasureRecorded | null>(null);
  const mayRecord = staff && can(recordErasure);
  const data = sanitization.data;

  const onRecorded = (result: ErasureRecorded) => {
    setOpen(false);
    setRecorded(result);
    showSnackbar(
      result.routed ? "Erasure recorded; the device was routed to destruction" : "Erasure recorded",
      "success",
    );
  };

  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h4">
              Sanitization
            </Title>
            {data ? (
              <Badge
                size="lg"
                variant="light"
                color={STATE_COLORS[data.state]}
                aria-label={`Data: ${stateLabel(data.state)}`}
              >
                {stateLabel(data.state)}
              </Badge>
            ) : null}
          </Group>
          {mayRecord && data?.dataBearing && data.state !== "destroyed" ? (
            <Button size="xs" onClick={() => setOpen(true)}>
              Record erasure
            </Button>
          ) : null}
        </Group>
        {recorded ? (
          <Alert
            color={recorded.routed ? "orange" : "green"}
            role="status"
            p="xs"
            withCloseButton
            onClose={() => setRecorded(null)}
          >
            {recordedText(recorded)}
          </Alert>
        ) : null}
        <SanitizationBody barcode={barcode} staff={staff} />
      </Stack>
      {open ? (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={`Record erasure of ${barcode}`}
          centered
          size="lg"
        >
          <ErasureForm
            send={(body) => record.mutateAsync(body)}
            onRecorded={onRecorded}
            onCancel={() => setOpen(false)}
            finishedAt={localNow()}
          />
        </Modal>
      ) : null}
    </Card>
  );
}
