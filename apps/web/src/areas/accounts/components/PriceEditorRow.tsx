import { CloseButton, Group, NumberInput, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { PRICING_METHODS, selectable, UNITS_OF_MEASURE } from "@ops/domain";
import type { CSSProperties, KeyboardEvent, Ref } from "react";
import { PriceItemPicker } from "./PriceItemPicker";
import type { PriceRow, PriceRowErrors } from "./price-editor-rows";

/** Columns of a row on a wide screen; the header uses the same ones. */
export const PRICE_ROW_COLUMNS =
  "minmax(220px, 3fr) minmax(170px, 2fr) minmax(110px, 1fr) minmax(130px, 1.2fr) 36px";

export const METHOD_OPTIONS = selectable(PRICING_METHODS).map((m) => ({ value: m.id, label: m.label }));
export const UNIT_OPTIONS = selectable(UNITS_OF_MEASURE).map((u) => ({ value: u.id, label: u.label }));

type Props = {
  row: PriceRow;
  /** 1-based, for accessible names ("Price, line 3"). */
  line: number;
  errors: PriceRowErrors[string] | undefined;
  /** Stacked with visible labels (phones). */
  stacked: boolean;
  onChange: (patch: Partial<PriceRow>) => void;
  onRemove: () => void;
  /** Enter in the price: next line, or a new one after the last. */
  onPriceEnter: () => void;
  itemRef: Ref<HTMLInputElement>;
};

/** One editable line of a price list: item, method (custom with its name), unit, price. */
export function PriceEditorRow({
  row,
  line,
  errors,
  stacked,
  onChange,
  onRemove,
  onPriceEnter,
  itemRef,
}: Props) {
  const style: CSSProperties = stacked
    ? { display: "grid", gridTemplateColumns: "1fr 1fr", gap: 8 }
    : { display: "grid", gridTemplateColumns: PRICE_ROW_COLUMNS, gap: 8, alignItems: "start" };
  const label = (text: string) => (stacked ? text : undefined);
  // On a phone the item and method take the whole width, unit and price share a line.
  const wide: CSSProperties | undefined = stacked ? { gridColumn: "1 / -1" } : undefined;

  const handlePriceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter moves on instead of submitting the whole form.
    event.preventDefault();
    onPriceEnter();
  };

  const remove = (
    <CloseButton
      aria-label={`Remove line ${line}`}
      title="Remove line"
      onClick={onRemove}
      mt={stacked ? 0 : 4}
    />
  );

  const fields = (
    <div style={style} data-testid="price-row">
      <div style={wide}>
        <PriceItemPicker
          value={row.item}
          onChange={(item) => onChange({ item })}
          ariaLabel={`Item, line ${line}`}
          label={label("Product or service")}
          error={errors?.item}
          inputRef={itemRef}
        />
      </div>
      <Stack gap={6} style={wide}>
        <Select
          aria-label={`Method, line ${line}`}
          label={label("Method")}
          data={METHOD_OPTIONS}
          value={row.method}
          onChange={(method) => onChange({ method })}
          allowDeselect={false}
          error={errors?.method}
        />
        {row.method === "custom" ? (
          <TextInput
            aria-label={`Custom method name, line ${line}`}
            label={label("Custom method name")}
            placeholder="Name of the method"
            value={row.customName}
            onChange={(event) => onChange({ customName: event.currentTarget.value })}
            error={errors?.customName}
          />
        ) : null}
      </Stack>
      <Select
        aria-label={`Unit, line ${line}`}
        label={label("Unit")}
        data={UNIT_OPTIONS}
        value={row.unit}
        onChange={(unit) => onChange({ unit })}
        allowDeselect={false}
        error={errors?.unit}
      />
      <NumberInput
        aria-label={`Price, line ${line}`}
        label={label("Price")}
        prefix="$"
        decimalScale={2}
        fixedDecimalScale
        thousandSeparator=","
        hideControls
        inputMode="decimal"
        value={row.price}
        onChange={(price) => onChange({ price })}
        onKeyDown={handlePriceKey}
        error={errors?.price}
        styles={{ input: { textAlign: "right" } }}
      />
      {stacked ? null : remove}
    </div>
  );

  return stacked ? (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={4}>
        <Text size="sm" fw={600}>
          Line {line}
        </Text>
        {remove}
      </Group>
      {fields}
    </Paper>
  ) : (
    fields
  );
}
