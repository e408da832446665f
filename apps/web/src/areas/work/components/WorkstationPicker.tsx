import { Loader, Text } from "@mantine/core";
import type { Location } from "@ops/domain";
import { useEffect } from "react";
import { readPreference, writePreference } from "../../../shared/preferences";
import { SelectField } from "../../../shared/SelectField";
import { useWorkstations } from "../labor-api";

/** The preference that remembers the last workstation chosen in a warehouse. */
export const workstationPreference = (warehouseId: number) => `workstation_${warehouseId}`;

const isId = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value);

export const workstationLabel = (l: Pick<Location, "barcode" | "name">) => `${l.barcode} · ${l.name}`;

type Props = {
  /** The warehouse whose active workstations are offered (the work order's). */
  warehouseId: number | undefined;
  value: number | null;
  onChange: (id: number | null) => void;
  error?: string;
  label?: string;
  disabled?: boolean;
  id?: string;
  /** Offer and keep the last choice in this warehouse (the clock-in); off for one-off entries. */
  remember?: boolean;
  required?: boolean;
};

/**
 * Chooses one of a warehouse's active workstations (locations of type workstation), for the
 * labor and scan screens. The last choice in each warehouse is remembered in the browser's
 * preferences and offered again, as long as that workstation is still in the list.
 */
export function WorkstationPicker({
  warehouseId,
  value,
  onChange,
  error,
  label = "Workstation",
  disabled,
  id,
  remember = true,
  required = true,
}: Props) {
  const workstations = useWorkstations(warehouseId);
  const list = workstations.data;

  useEffect(() => {
    if (!remember || value !== null || !list || warehouseId === undefined) return;
    const remembered = readPreference(workstationPreference(warehouseId), undefined, isId);
    if (remembered !== null && list.some((l) => l.id === remembered)) onChange(remembered);
  }, [remember, list, value, warehouseId, onChange]);

  if (workstations.isPending && warehouseId !== undefined)
    return (
      <Text size="sm" c="dimmed">
        <Loader size="xs" mr="xs" />
        Loading workstations…
      </Text>
    );
  if (workstations.isError)
    return (
      <Text size="sm" c="red">
        The workstations could not be loaded: {workstations.error.message}
      </Text>
    );
  const data = (list ?? []).map((l) => ({ value: String(l.id), label: workstationLabel(l) }));
  return (
    <SelectField
      id={id}
      label={label}
      placeholder={
        data.length === 0 ? "This warehouse has no active workstation" : "Choose or type a workstation"
      }
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        const chosen = v === null ? null : Number(v);
        if (remember && chosen !== null && warehouseId !== undefined)
          writePreference(workstationPreference(warehouseId), chosen);
        onChange(chosen);
      }}
      error={error}
      disabled={disabled || data.length === 0}
      required={required}
    />
  );
}
