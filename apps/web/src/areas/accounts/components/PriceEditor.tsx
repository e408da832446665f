import { Button, Group, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useCallback, useEffect, useRef, useState } from "react";
import { MOBILE_QUERY } from "../../../shared/layout";
import { PRICE_ROW_COLUMNS, PriceEditorRow } from "./PriceEditorRow";
import { emptyRow, type PriceRow, type PriceRowErrors, type PriceRowField } from "./price-editor-rows";

const FIELD_OF_PATCH: Record<keyof PriceRow, PriceRowField | null> = {
  key: null,
  item: "item",
  method: "method",
  customName: "customName",
  unit: "unit",
  price: "price",
};

/** The editor's lines, their errors and the line that should take the focus next. */
export function usePriceRows(initial: PriceRow[]) {
  const [rows, setRows] = useState(initial);
  const [errors, setErrors] = useState<PriceRowErrors>({});
  const [focusKey, setFocusKey] = useState<string | null>(null);

  const update = useCallback((key: string, patch: Partial<PriceRow>) => {
    setRows((current) => current.map((r) => (r.key === key ? { ...r, ...patch } : r)));
    // A changed field no longer shows its old error; a new method can make the name irrelevant.
    setErrors((current) => {
      const rowErrors = current[key];
      if (!rowErrors) return current;
      const next = { ...rowErrors };
      for (const name of Object.keys(patch) as (keyof PriceRow)[]) {
        const field = FIELD_OF_PATCH[name];
        if (field) delete next[field];
        if (name === "method") delete next.customName;
      }
      return { ...current, [key]: next };
    });
  }, []);

  const add = () => {
    const row = emptyRow(rows.at(-1));
    setRows([...rows, row]);
    setFocusKey(row.key);
  };

  const remove = (key: string) => {
    const next = rows.filter((r) => r.key !== key);
    // Keep one line to type into.
    setRows(next.length > 0 ? next : [emptyRow(rows.at(-1))]);
    setErrors((current) => {
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  };

  const reset = useCallback((next: PriceRow[]) => {
    setRows(next);
    setErrors({});
  }, []);

  return { rows, errors, setErrors, update, add, remove, reset, focusKey, setFocusKey };
}

export type PriceRowsState = ReturnType<typeof usePriceRows>;

/**
 * Editable price lines. Keyboard: Tab moves through a line; Enter in a price goes to the next
 * line, or adds one after the last. On phones each line is a card with labels.
 */
export function PriceEditor({ state }: { state: PriceRowsState }) {
  const { rows, errors, update, add, remove, focusKey, setFocusKey } = state;
  const stacked = useMediaQuery(MOBILE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const itemInputs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    if (!focusKey) return;
    itemInputs.current.get(focusKey)?.focus();
    setFocusKey(null);
  }, [focusKey, setFocusKey]);

  return (
    <Stack gap="xs">
      {!stacked ? (
        <div style={{ display: "grid", gridTemplateColumns: PRICE_ROW_COLUMNS, gap: 8 }} aria-hidden="true">
          {["Product or service", "Method", "Unit", "Price"].map((title) => (
            <Text key={title} size="sm" fw={600}>
              {title}
            </Text>
          ))}
        </div>
      ) : null}
      {rows.map((row, index) => (
        <PriceEditorRow
          key={row.key}
          row={row}
          line={index + 1}
          errors={errors[row.key]}
          stacked={stacked}
          onChange={(patch) => update(row.key, patch)}
          onRemove={() => remove(row.key)}
          onPriceEnter={() => {
            const next = rows[index + 1];
            if (next) setFocusKey(next.key);
            else add();
          }}
          itemRef={(input) => {
            if (input) itemInputs.current.set(row.key, input);
            else itemInputs.current.delete(row.key);
          }}
        />
      ))}
      <Group>
        <Button variant="light" onClick={add}>
          Add line
        </Button>
        <Text size="xs" c="dimmed">
          Tip: Enter in the last price adds a line.
        </Text>
      </Group>
    </Stack>
  );
}
