import { Badge, CloseButton, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { BarcodeInput } from "../../../../shared/BarcodeInput";
import { addScanned, removeScanned, serialCount } from "./batch-serials";

type Props = {
  value: readonly string[];
  onChange: (list: readonly string[]) => void;
  /** The server's refusal of the list (unknown, not data-bearing), shown under the field. */
  error?: string;
};

/**
 * The serials of a destruction run, scanned one per scan: Enter (a keyboard-wedge scanner's end
 * of code) adds the barcode or serial to the running list, newest first; a repeat is refused
 * beside the field. Each row has a remove button; the count says how many are listed.
 */
export function BatchSerialList({ value, onChange, error }: Props) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = (scanned: string) => {
    const next = addScanned(value, scanned);
    setRefusal(next.refusal);
    if (next.list !== value) onChange(next.list);
  };
  return (
    <Stack gap="xs">
      <BarcodeInput
        label="Scan serial"
        description="Scan each drive or device (barcode or serial number); Enter adds it to the list."
        placeholder="Barcode or serial"
        onSubmit={add}
        error={refusal ?? error}
      />
      <Group gap="xs">
        <Text size="sm" fw={600} aria-live="polite" data-testid="batch-count">
          {serialCount(value.length)}
        </Text>
      </Group>
      {value.length > 0 ? (
        <Paper withBorder p={0}>
          <ScrollArea.Autosize mah={320}>
            <Stack gap={0} role="list" aria-label="Serials in this batch">
              {value.map((code, index) => (
                <Group
                  key={code}
                  role="listitem"
                  justify="space-between"
                  wrap="nowrap"
                  px="sm"
                  py={4}
                  style={{
                    borderTop: index === 0 ? undefined : "1px solid var(--mantine-color-default-border)",
                  }}
                >
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <Badge size="sm" variant="light" color="gray" style={{ flexShrink: 0 }}>
                      {value.length - index}
                    </Badge>
                    <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
                      {code}
                    </Text>
                  </Group>
                  <CloseButton
                    aria-label={`Remove ${code}`}
                    onClick={() => {
                      setRefusal(null);
                      onChange(removeScanned(value, code));
                    }}
                  />
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Paper>
      ) : (
        <Text size="sm" c="dimmed">
          Nothing scanned yet.
        </Text>
      )}
    </Stack>
  );
}
