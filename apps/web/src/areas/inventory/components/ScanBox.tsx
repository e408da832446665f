import { Text } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useFailure } from "../../../shared/use-failure";

/**
 * The state of a scan box that answers each scan on one line: the text, the refusal shown beside
 * the box, and the last good scan. `accepted` empties and refocuses the box and says what the scan
 * did; `refused` shows a refusal (a 4xx) beside the box, or reports a fault, and refocuses it.
 */
export function useScanBox(fieldId: string, component: string) {
  const fail = useFailure(component);
  const [text, setText] = useState("");
  const [refusal, setRefusal] = useState<string | undefined>();
  const [last, setLast] = useState<string | null>(null);
  const refocus = () => setTimeout(() => document.getElementById(fieldId)?.focus(), 0);
  return {
    fieldId,
    text,
    setText,
    refusal,
    setRefusal,
    last,
    refocus,
    /** Says what happened without a scan (the last line), the refusal gone. */
    say: (message: string) => {
      setRefusal(undefined);
      setLast(message);
    },
    accepted: (message: string) => {
      setText("");
      setRefusal(undefined);
      setLast(message);
      refocus();
    },
    refused: (error: unknown) => {
      if (error instanceof ApiError && error.status < 500) setRefusal(error.message);
      else fail(error);
      refocus();
    },
  };
}

export type ScanBoxState = ReturnType<typeof useScanBox>;

/**
 * The scan box (autofocused; Enter submits; the refusal beside it, cleared as the user types)
 * and, under it, the last good scan's line.
 */
export function ScanBox({
  box,
  label,
  onSubmit,
  disabled,
}: {
  box: ScanBoxState;
  label: ReactNode;
  onSubmit: (barcode: string) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <BarcodeInput
        id={box.fieldId}
        label={label}
        value={box.text}
        onChange={(v) => {
          box.setText(v);
          if (box.refusal) box.setRefusal(undefined);
        }}
        onSubmit={onSubmit}
        clearOnSubmit={false}
        error={box.refusal}
        disabled={disabled}
        autoFocus
      />
      {box.last && !box.refusal ? (
        <Text size="sm" c="teal" aria-live="polite">
          {box.last}
        </Text>
      ) : null}
    </>
  );
}
