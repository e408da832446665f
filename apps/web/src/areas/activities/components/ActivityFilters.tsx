import { Button, Group, MultiSelect, SimpleGrid, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { SelectField, type SelectOption } from "../../../shared/SelectField";
import { useSite } from "../../../shared/session";

/** The filters every load index has: statuses, account, warehouse and a date range. */
export type CommonLoadFilter = {
  status: string[];
  accountId: string | null;
  warehouseId: string | null;
  startDate: string;
  endDate: string;
};

type Props<F extends CommonLoadFilter> = {
  value: F;
  onChange: (next: F) => void;
  /** The filters cleared. */
  empty: F;
  statuses: readonly { id: string; label: string }[];
  /** The account filter as the kind names it ("Account", "Consignee") and whom it offers. */
  account: { label: string; placeholder: string; options: SelectOption[] };
  /** The date the range is of ("Dock date", "Ship date"). */
  dateLabel: string;
  /** The range's problem (its end before its start), shown on its end. */
  rangeError: string | null;
  /** How many filters are set, for "Clear filters". */
  count: number;
  /** The kind's own filters after the warehouse. */
  children?: ReactNode;
  /** The kind's own filters after the date range. */
  trailing?: ReactNode;
};

/** The filter fields of a load index (SPEC §3 load filters): the shared ones and the kind's own. */
export function ActivityFilters<F extends CommonLoadFilter>({ value, onChange, empty, ...props }: Props<F>) {
  const { data: site } = useSite();
  const set = (patch: Partial<CommonLoadFilter>) => onChange({ ...value, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <MultiSelect
        label="Status"
        placeholder={value.status.length ? undefined : "All statuses"}
        data={props.statuses.map((s) => ({ value: s.id, label: s.label }))}
        value={value.status}
        onChange={(status) => set({ status })}
        clearable
      />
      <SelectField
        label={props.account.label}
        placeholder={props.account.placeholder}
        data={props.account.options}
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
      {props.children}
      <TextInput
        label={`${props.dateLabel} from`}
        type="date"
        value={value.startDate}
        onChange={(e) => set({ startDate: e.currentTarget.value })}
      />
      <TextInput
        label={`${props.dateLabel} to`}
        type="date"
        value={value.endDate}
        error={props.rangeError}
        onChange={(e) => set({ endDate: e.currentTarget.value })}
      />
      {props.trailing}
      <Group align="flex-end">
        <Button variant="subtle" disabled={props.count === 0} onClick={() => onChange(empty)}>
          Clear filters{props.count ? ` (${props.count})` : ""}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
