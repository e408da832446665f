import { NumberInput, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { PickupLoadField } from "./PickupLoadField";

/** What a label or bin is edited with: its load, weight and notes. */
export type PickupFieldValues = {
  activitySlug: string | null;
  weight: number | string;
  notes: string;
};

/** The load, weight and notes fields of a pickup form (new bin, label detail). */
export function PickupFields<V extends PickupFieldValues>({
  form: given,
  warehouseId,
  notesOnly = false,
}: {
  form: UseFormReturnType<V>;
  warehouseId: number | null;
  /** A label checked in: only its notes still change. */
  notesOnly?: boolean;
}) {
  // The fields are the same few keys whatever else the form holds.
  const form = given as unknown as UseFormReturnType<PickupFieldValues>;
  const v = form.getValues();
  if (notesOnly) return <Textarea label="Notes" autosize minRows={2} {...form.getInputProps("notes")} />;
  return (
    <>
      <PickupLoadField
        warehouseId={warehouseId}
        value={v.activitySlug}
        onChange={(slug) => form.setFieldValue("activitySlug", slug)}
        error={form.errors.activitySlug}
      />
      <NumberInput
        label="Weight (lbs)"
        min={0}
        decimalScale={3}
        w={{ base: "100%", xs: 180 }}
        {...form.getInputProps("weight")}
      />
      <Textarea label="Notes" autosize minRows={2} {...form.getInputProps("notes")} />
    </>
  );
}

/** A NumberInput's value as the body's weight: empty is none. */
export const weightOf = (value: number | string): number | null =>
  value === "" || value === null ? null : Number(value);
