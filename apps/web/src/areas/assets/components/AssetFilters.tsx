import { Button, Group, Select, SimpleGrid, TextInput } from "@mantine/core";
import { ASSET_HOLD_FILTERS, HOLD_TYPES, labelOf, RECEIVED_RANGE_MESSAGE, STOCK_TYPES } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { useClasses } from "../../catalogue/classes-api";
import { ProductPicker } from "../../catalogue/components/ProductPicker";
import { findLocation } from "../../inventory/api";
import { type AssetsFilter, useAccountChoices } from "../assets-index-api";

const HOLD_OPTIONS = ASSET_HOLD_FILTERS.map((value) => ({
  value,
  label: value === "held" ? "On any hold" : value === "not_held" ? "Not on hold" : labelOf(HOLD_TYPES, value),
}));
const STOCK_OPTIONS = STOCK_TYPES.map((s) => ({ value: s.id as string, label: s.label as string }));

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
  const rangeError =
    filter.receivedFrom && filter.receivedTo && filter.receivedTo < filter.receivedFrom
      ? RECEIVED_RANGE_MESSAGE
      : undefined;

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

/** Location (by scan), product, class, hold and stock type: the warehouse's own filters. */
function StaffFilters({ filter, set }: { filter: AssetsFilter; set: (next: Partial<AssetsFilter>) => void }) {
  const classes = useClasses();
  const [location, setLocation] = useState("");
  const [locationError, setLocationError] = useState<string | undefined>();
  const [locationName, setLocationName] = useState<string | null>(null);

  const scanLocation = async (barcode: string) => {
    try {
      const found = await findLocation(barcode);
      setLocationError(undefined);
      setLocation("");
      setLocationName(found.barcode);
      set({ locationId: found.id });
    } catch (error) {
      setLocationError(error instanceof ApiError ? error.message : "The location could not be found");
    }
  };

  return (
    <>
      {filter.locationId ? (
        <Group gap={6} align="flex-end" wrap="nowrap">
          <TextInput label="Location" value={locationName ?? `#${filter.locationId}`} readOnly flex={1} />
          <Button variant="default" onClick={() => set({ locationId: undefined })}>
            Clear
          </Button>
        </Group>
      ) : (
        <BarcodeInput
          label="Location"
          placeholder="Scan a location"
          value={location}
          onChange={(text) => {
            setLocation(text);
            setLocationError(undefined);
          }}
          clearOnSubmit={false}
          error={locationError}
          onSubmit={(barcode) => void scanLocation(barcode)}
        />
      )}
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
      <Select
        label="Stock type"
        placeholder="Any stock type"
        clearable
        data={STOCK_OPTIONS}
        value={filter.stockType ?? null}
        onChange={(value) => set({ stockType: (value as AssetsFilter["stockType"]) ?? undefined })}
      />
    </>
  );
}
