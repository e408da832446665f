import { Select, TextInput } from "@mantine/core";
import { STOCK_TYPES } from "@ops/domain";

const STOCK_OPTIONS = STOCK_TYPES.map((s) => ({ value: s.id as string, label: s.label as string }));

type ReceivedRange = { receivedFrom?: string; receivedTo?: string };

/**
 * "Received from" and "Received to" date filters; a last day before the first shows `message`
 * beside "Received to". Each change applies at once (an emptied field unsets its filter).
 */
export function ReceivedRangeFields({
  filter,
  set,
  message,
}: {
  filter: ReceivedRange;
  set: (next: ReceivedRange) => void;
  message: string;
}) {
  const rangeError =
    filter.receivedFrom && filter.receivedTo && filter.receivedTo < filter.receivedFrom ? message : undefined;
  return (
    <>
      <TextInput
        type="date"
        label="Received from"
        value={filter.receivedFrom ?? ""}
        onChange={(e) => set({ receivedFrom: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label="Received to"
        value={filter.receivedTo ?? ""}
        error={rangeError}
        onChange={(e) => set({ receivedTo: e.currentTarget.value || undefined })}
      />
    </>
  );
}

/** The "Stock type" filter (any when cleared). */
export function StockTypeFilter<T extends string>({
  value,
  onChange,
}: {
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <Select
      label="Stock type"
      placeholder="Any stock type"
      clearable
      data={STOCK_OPTIONS}
      value={value ?? null}
      onChange={(next) => onChange((next as T | null) ?? undefined)}
    />
  );
}
