import { Select, SimpleGrid } from "@mantine/core";
import { ASSET_HOLD_FILTERS, HOLD_TYPES, labelOf, RECEIVED_RANGE_MESSAGE } from "@ops/domain";
import { ReceivedRangeFields, StockTypeFilter } from "../../../shared/FilterFields";
import { useClasses } from "../../catalogue/classes-api";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { LocationScanFilter } from "../../inventory/components/LocationScanFilter";
import { type AssetsFilter, useAccountChoices } from "../assets-index-api";

const HOLD_OPTIONS = ASSET_HOLD_FILTERS.map((value) => ({
  value,
  label: value === "held" ? "On any hold" : value === "not_held" ? "Not on hold" : labelOf(HOLD_TYPES, value),
}));

type Props = {
  filter: AssetsFilter;
  onChange: (filter: AssetsFilter) => void;
  family: string;
  /** Staff filter by location, product, class, hold and stock type too. */
  staff: boolean;
};

const idOf = (value: string | null) => (value ? Number(value) : undefined);

/** The assets screen's filters; every change applies at once. */
export function AssetFilters({ filter, onChange, family, staff }: Props) {
  const accounts = useAccountChoices(family);
  const set = (next: Partial<AssetsFilter>) => onChange({ ...filter, ...next });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label="Filters">
      <Select
        label="Account"
        placeholder={accounts.isPending ? "Loading accounts…" : "All accounts"}
        searchable
        clearable
        data={(accounts.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
        value={filter.accountIds?.[0] ? String(filter.accountIds[0]) : null}
        onChange={(value) => set({ accountIds: value ? [Number(value)] : undefined })}
        nothingFoundMessage="No account by that name"
      />
      <ReceivedRangeFields filter={filter} set={set} message={RECEIVED_RANGE_MESSAGE} />
      {staff ? <StaffFilters filter={filter} set={set} /> : null}
    </SimpleGrid>
  );
}

/** Location (by scan), product, class, hold and stock type: the warehouse's own filters. */
function StaffFilters({ filter, set }: { filter: AssetsFilter; set: (next: Partial<AssetsFilter>) => void }) {
  const classes = useClasses();

  return (
    <>
      <LocationScanFilter locationId={filter.locationId} onChange={(locationId) => set({ locationId })} />
      <ProductPicker
        label="Product"
        value={filter.productId ? String(filter.productId) : null}
        onChange={(value) => set({ productId: idOf(value) })}
      />
      <Select
        label="Class"
        placeholder="All classes"
        searchable
        clearable
        data={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={filter.classId ? String(filter.classId) : null}
        onChange={(value) => set({ classId: idOf(value) })}
      />
      <Select
        label="Hold"
        placeholder="Held or not"
        clearable
        data={HOLD_OPTIONS}
        value={filter.hold ?? null}
        onChange={(value) => set({ hold: (value as AssetsFilter["hold"]) ?? undefined })}
      />
      <StockTypeFilter value={filter.stockType} onChange={(stockType) => set({ stockType })} />
    </>
  );
}
