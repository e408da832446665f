import { Button, Checkbox, Group, MultiSelect, Select, SimpleGrid, TextInput } from "@mantine/core";
import { STOCK_RANGE_MESSAGE, STOCK_TYPES, type StockFilters as StockFilterValues } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../../shared/api";
import { BarcodeInput } from "../../../../shared/BarcodeInput";
import { useAccountChoices } from "../../../assets/assets-index-api";
import { useClasses } from "../../../catalogue/classes-api";
import { ProductPicker } from "../../../catalogue/components/ProductPicker";
import { findLocation } from "../../api";
import { useWarehouses } from "../../components/use-warehouse-choice";
import type { StockFilter } from "../stock-api";

const STOCK_OPTIONS = STOCK_TYPES.map((s) => ({ value: s.id as string, label: s.label as string }));

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
  const rangeError =
    filter.receivedFrom && filter.receivedTo && filter.receivedTo < filter.receivedFrom
      ? STOCK_RANGE_MESSAGE
      : undefined;
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
      <TextInput
        type="date"
        label="Received from"
        value={filter.receivedFrom ?? ""}
        onChange={(e) => set({ receivedFrom: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label="Received to"
        value={filter.receivedTo ?? ""}
        error={rangeError}
        onChange={(e) => set({ receivedTo: e.currentTarget.value || undefined })}
      />
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
      <Select
        label="Stock type"
        placeholder="Any stock type"
        clearable
        data={STOCK_OPTIONS}
        value={filter.stockType ?? null}
        onChange={(value) => set({ stockType: (value as StockFilter["stockType"]) ?? undefined })}
      />
      <LocationFilter filter={filter} set={set} />
    </>
  );
}

/** A location by scan (it and every location under it); the refusal shows beside the box. */
function LocationFilter({ filter, set }: { filter: StockFilter; set: SetFilter }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [name, setName] = useState<string | null>(null);
  const scan = async (barcode: string) => {
    try {
      const found = await findLocation(barcode, filter.warehouseId);
      setError(undefined);
      setText("");
      setName(found.barcode);
      set({ locationId: found.id });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "The location could not be found");
    }
  };
  if (filter.locationId)
    return (
      <Group gap={6} align="flex-end" wrap="nowrap">
        <TextInput label="Location" value={name ?? `#${filter.locationId}`} readOnly flex={1} />
        <Button variant="default" onClick={() => set({ locationId: undefined })}>
          Clear
        </Button>
      </Group>
    );
  return (
    <BarcodeInput
      label="Location"
      placeholder="Scan a location"
      value={text}
      onChange={(value) => {
        setText(value);
        setError(undefined);
      }}
      clearOnSubmit={false}
      error={error}
      onSubmit={(barcode) => void scan(barcode)}
    />
  );
}
