import { Group, Select } from "@mantine/core";
import { INBOUND_STATUSES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import { useParentOptions } from "../../accounts/api";
import { useCoordinatorOptions } from "../inbound-api";
import { ActivityFilters } from "./ActivityFilters";
import {
  activeFilterCount,
  EMPTY_INBOUND_FILTER,
  type InboundListFilter,
  rangeError,
} from "./inbound-filter";

const FLAG_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

type Props = { value: InboundListFilter; onChange: (next: InboundListFilter) => void };

/** The filters of the inbound index (SPEC §3 load filters): the shared ones, coordinator, routine and gate control. */
export function InboundFilters({ value, onChange }: Props) {
  const accounts = useParentOptions();
  const coordinators = useCoordinatorOptions();
  const set = (patch: Partial<InboundListFilter>) => onChange({ ...value, ...patch });
  return (
    <ActivityFilters
      value={value}
      onChange={onChange}
      empty={EMPTY_INBOUND_FILTER}
      statuses={INBOUND_STATUSES}
      account={{
        label: "Account",
        placeholder: "All accounts",
        options: (accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
      }}
      dateLabel="Dock date"
      rangeError={rangeError(value)}
      count={activeFilterCount(value)}
      trailing={
        <Group grow gap="xs" align="flex-end">
          <Select
            label="Routine"
            data={FLAG_OPTIONS}
            allowDeselect={false}
            value={value.routine}
            onChange={(v) => set({ routine: (v ?? "any") as InboundListFilter["routine"] })}
          />
          <Select
            label="Gate control"
            data={FLAG_OPTIONS}
            allowDeselect={false}
            value={value.gateControl}
            onChange={(v) => set({ gateControl: (v ?? "any") as InboundListFilter["gateControl"] })}
          />
        </Group>
      }
    >
      <SelectField
        label="Logistics coordinator"
        placeholder="Anyone"
        data={(coordinators.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={value.coordinatorId}
        onChange={(coordinatorId) => set({ coordinatorId })}
      />
    </ActivityFilters>
  );
}
