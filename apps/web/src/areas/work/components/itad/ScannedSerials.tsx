import { CloseButton, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { BarcodeInput } from "../../../../shared/BarcodeInput";
import { addPackLine, type PackLine, removePackLine } from "./scan-lists";

type Props = {
  /** The serial field's id, for focusing it from elsewhere (the LPN's Enter). */
  fieldId: string;
  lines: readonly PackLine[];
  onChange: (lines: readonly PackLine[]) => void;
  /** Most serials the list may hold (the call's limit). */
  max: number;
  /** The list's accessible name ("Serials to pack"). */
  label: string;
  autoFocus?: boolean;
};

/**
 * A list built by scanning: Enter adds each serial (a repeat is refused beside the box, selected
 * for the next scan), each line can be removed, and a line the server refused shows why.
 */
export function ScannedSerials({ fieldId, lines, onChange, max, label, autoFocus }: Props) {
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  return (
    <Stack gap="xs">
      <BarcodeInput
        id={fieldId}
        label="Serial barcode"
        description="Scan each serial and press Enter to add it to the list"
        value={text}
        onChange={(value) => {
          setText(value);
          setRefusal(undefined);
        }}
        onSubmit={(scanned) => {
          const next = addPackLine(lines, scanned, max);
          setRefusal(next.refusal);
          if (!next.refusal) {
            setText("");
            onChange(next.lines);
          }
        }}
        clearOnSubmit={false}
        error={refusal}
        autoFocus={autoFocus}
      />
      {lines.length > 0 ? (
        <Table striped verticalSpacing={4} aria-label={label}>
          <Table.Tbody>
            {lines.map((l, i) => (
              <Table.Tr key={l.barcode}>
                <Table.Td w={40} c="dimmed">
                  {i + 1}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {l.barcode}
                  </Text>
                  {l.error ? (
                    <Text size="xs" c="red">
                      {l.error}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td w={40}>
                  <CloseButton
                    aria-label={`Remove ${l.barcode}`}
                    onClick={() => onChange(removePackLine(lines, l.barcode))}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          No serial scanned yet.
        </Text>
      )}
    </Stack>
  );
}
