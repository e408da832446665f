import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from "@mantine/core";
import { INBOUND_STATUSES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useParentOptions } from "../../accounts/api";
import { useCoordinatorOptions } from "../inbound-api";
import {
  activeFilterCount,
  EMPTY_INBOUND_FILTER,
  type InboundListFilter,
  rangeError,
} from "./inbound-filter";

const STATUS_OPTIONS = INBOUND_STATUSES.map((s) => ({ value: s.id, label: s.label }));
const FLAG_OPTIONS = [
  { value: "any", label: "Any" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

type Props = { value: InboundListFilter; onChange: (next: InboundListFilter) => void };

/** The filters of the inbound index (SPEC §3 load filters). */
export function InboundFilters({ value, onChange }: Props) {
  const { data: site } = useSite();
  const accounts = useParentOptions();
  const coordinators = useCoordinatorOptions();
  const set = (patch: Partial<InboundListFilter>) => onChange({ ...value, ...patch });
  const count = activeFilterCount(value);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <MultiSelect
        label="Status"
        placeholder={value.status.length ? undefined : "All statuses"}
        data={STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => set({ status })}
        clearable
      />
      <SelectField
        label="Account"
        placeholder="All accounts"
        data={(accounts.data?.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={value.accountId}
        onChange={(accountId) => set({ accountId })}
      />
      <SelectField
        label="Warehouse"
        placeholder="All warehouses"
        data={(site?.warehouses ?? []).map((w) => ({ value: String(w.id), label: w.shortName }))}
        value={value.warehouseId}
        onChange={(warehouseId) => set({ warehouseId })}
      />
      <SelectField
        label="Logistics coordinator"
        placeholder="Anyone"
        data={(coordinators.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={value.coordinatorId}
        onChange={(coordinatorId) => set({ coordinatorId })}
      />
      <TextInput
        label="Dock date from"
        type="date"
        value={value.startDate}
        onChange={(e) => set({ startDate: e.currentTarget.value })}
      />
      <TextInput
        label="Dock date to"
        type="date"
        value={value.endDate}
        error={rangeError(value)}
        onChange={(e) => set({ endDate: e.currentTarget.value })}
      />
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
      <Group align="flex-end">
        <Button variant="subtle" disabled={count === 0} onClick={() => onChange(EMPTY_INBOUND_FILTER)}>
          Clear filters{count ? ` (${count})` : ""}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
