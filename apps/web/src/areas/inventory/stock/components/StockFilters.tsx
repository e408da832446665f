import { Checkbox, MultiSelect, Select, SimpleGrid } from "@mantine/core";
import { STOCK_RANGE_MESSAGE, type StockFilters as StockFilterValues } from "@ops/domain";
import { ReceivedRangeFields, StockTypeFilter } from "../../../../shared/FilterFields";
import { useAccountChoices } from "../../../assets/assets-index-api";
import { useClasses } from "../../../catalogue/classes-api";
import { ProductPicker } from "../../../catalogue/components/ProductPicker";
import { LocationScanFilter } from "../../components/LocationScanFilter";
import { useWarehouses } from "../../components/use-warehouse-choice";
import type { StockFilter } from "../stock-api";

type Props = {
  filter: StockFilter;
  onChange: (filter: StockFilter) => void;
  family: string;
  /** Staff filter by warehouse, class, product, stock type and location too. */
  staff: boolean;
};

/** How many filters are set (the folded filters' button says it on a phone). */
export function stockFilterCount(filter: StockFilter): number {
  return Object.entries(filter).filter(([key, v]) =>
    key === "includeChildren" ? false : Array.isArray(v) ? v.length > 0 : v !== undefined && v !== null,
  ).length;
}

/** The stock screen's filters; every change applies at once. */
export function StockFilters({ filter, onChange, family, staff }: Props) {
  const accounts = useAccountChoices(family);
  const set = (next: Partial<StockFilter>) => onChange({ ...filter, ...next });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" aria-label="Filters">
      <MultiSelect
        label="Accounts"
        placeholder={accounts.isPending ? "Loading accounts…" : "All accounts"}
        searchable
        clearable
        data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={(filter.accountIds ?? []).map(String)}
        onChange={(values) => set({ accountIds: values.length ? values.map(Number) : undefined })}
        nothingFoundMessage="No account by that name"
      />
      <Checkbox
        label="Include child accounts"
        mt={{ base: 0, xs: 30 }}
        checked={filter.includeChildren ?? false}
        onChange={(e) => set({ includeChildren: e.currentTarget.checked || undefined })}
      />
      <ReceivedRangeFields filter={filter} set={set} message={STOCK_RANGE_MESSAGE} />
      {staff ? <StaffFilters filter={filter} set={set} /> : null}
    </SimpleGrid>
  );
}

type SetFilter = (next: Partial<StockFilterValues>) => void;

/** Warehouse, product classes, product, stock type and location (by scan): the warehouse's own. */
function StaffFilters({ filter, set }: { filter: StockFilter; set: SetFilter }) {
  const { warehouses } = useWarehouses();
  const classes = useClasses();
  return (
    <>
      <Select
        label="Warehouse"
        placeholder="All warehouses"
        clearable
        data={warehouses.map((w) => ({ value: String(w.id), label: `${w.shortName} · ${w.name}` }))}
        value={filter.warehouseId ? String(filter.warehouseId) : null}
        onChange={(value) => set({ warehouseId: value ? Number(value) : undefined, locationId: undefined })}
      />
      <MultiSelect
        label="Product classes"
        placeholder="All classes"
        searchable
        clearable
        data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={(filter.productClassIds ?? []).map(String)}
        onChange={(values) => set({ productClassIds: values.length ? values.map(Number) : undefined })}
      />
      <ProductPicker
        label="Product"
        value={filter.productIds?.[0] ? String(filter.productIds[0]) : null}
        onChange={(value) => set({ productIds: value ? [Number(value)] : undefined })}
      />
      <StockTypeFilter value={filter.stockType} onChange={(stockType) => set({ stockType })} />
      <LocationScanFilter
        locationId={filter.locationId}
        warehouseId={filter.warehouseId}
        onChange={(locationId) => set({ locationId })}
      />
    </>
  );
}
