import { Button, Group, MultiSelect, SimpleGrid, TextInput } from "@mantine/core";
import { OUTBOUND_STATUSES } from "@ops/domain";
import { SelectField } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";
import { useCarrierOptions } from "../../carriers/api";
import {
  EMPTY_OUTBOUND_FILTER,
  type OutboundListFilter,
  outboundFilterCount,
  outboundRangeError,
} from "./outbound-filter";
import { useConsigneeOptions } from "./use-consignee-options";

const STATUS_OPTIONS = OUTBOUND_STATUSES.map((s) => ({ value: s.id, label: s.label }));

type Props = { value: OutboundListFilter; onChange: (next: OutboundListFilter) => void };

/** The filters of the outbound index: status, consignee, warehouse, carrier and ship dates. */
export function OutboundFilters({ value, onChange }: Props) {
  const { data: site } = useSite();
  const consignees = useConsigneeOptions();
  const carriers = useCarrierOptions();
  const set = (patch: Partial<OutboundListFilter>) => onChange({ ...value, ...patch });
  const count = outboundFilterCount(value);
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
        label="Consignee"
        placeholder="All consignees"
        data={consignees.options}
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
        label="Carrier"
        placeholder="All carriers"
        data={(carriers.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={value.carrierId}
        onChange={(carrierId) => set({ carrierId })}
      />
      <TextInput
        label="Ship date from"
        type="date"
        value={value.startDate}
        onChange={(e) => set({ startDate: e.currentTarget.value })}
      />
      <TextInput
        label="Ship date to"
        type="date"
        value={value.endDate}
        error={outboundRangeError(value)}
        onChange={(e) => set({ endDate: e.currentTarget.value })}
      />
      <Group align="flex-end">
        <Button variant="subtle" disabled={count === 0} onClick={() => onChange(EMPTY_OUTBOUND_FILTER)}>
          Clear filters{count ? ` (${count})` : ""}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
