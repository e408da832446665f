import { Select } from "@mantine/core";
import { listUsers } from "@ops/domain";
import { useCan } from "../../../shared/permissions";
import { useSite } from "../../../shared/session";
import { useCoordinatorOptions } from "../../activities/inbound-api";

export const ANYONE = "anyone";

/**
 * Whose pick list an order released to picking goes on: anyone in the warehouse, or one operator
 * (without users.view, only oneself). Mounted only in the release dialog, so clients never ask.
 */
export function ReleasePicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const can = useCan();
  const me = useSite().data?.user;
  const operators = useCoordinatorOptions();
  const people = can(listUsers)
    ? (operators.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))
    : me
      ? [{ value: String(me.id), label: `${me.name} (me)` }]
      : [];
  return (
    <Select
      label="Picker"
      data={[{ value: ANYONE, label: "Anyone in the warehouse" }, ...people]}
      value={value}
      onChange={(v) => onChange(v ?? ANYONE)}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
