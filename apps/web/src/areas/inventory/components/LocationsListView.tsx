import { Button, Group, Menu, Select, Stack, Text, Title } from "@mantine/core";
import {
  createLocation,
  importLocations,
  LOCATION_TYPES,
  type Location,
  LocationType,
  labelOf,
  printLocationLabels,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { LabelBatchMenu } from "../../../shared/LabelBatchMenu";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import {
  fetchLocationsPage,
  findLocation,
  type LocationsFilter,
  locationsExportUrl,
  locationsKeys,
} from "../api";
import { LocationImportModal } from "./LocationImportModal";
import { LocationStatusBadge } from "./LocationStatusBadge";
import { defaultWarehouse, useWarehouses } from "./use-warehouse-choice";

const Filter = z.object({ warehouseId: z.number().int().nullable(), type: LocationType.nullable() });
type Filter = z.infer<typeof Filter>;

const TYPE_OPTIONS = LOCATION_TYPES.map((t) => ({ value: t.id, label: t.label }));

const columns: DataTableColumn<Location>[] = [
  { accessor: "barcode", title: "Barcode", sortable: true, noWrap: true },
  { accessor: "name", title: "Name", sortable: true },
  { accessor: "type", title: "Type", sortable: true, render: (l) => labelOf(LOCATION_TYPES, l.type) },
  { accessor: "parentBarcode", title: "Parent", render: (l) => l.parentBarcode ?? "—" },
  { accessor: "childCount", title: "Children", textAlign: "right" },
  {
    accessor: "active",
    title: "Status",
    render: (l) => <LocationStatusBadge active={l.active} />,
  },
];

/** Locations of one warehouse: scan to open one, filter, import, export, and print the ticked ones' labels. */
export function LocationsListView() {
  const navigate = useNavigate();
  const fail = useFailure("LocationsListView");
  const can = useCan();
  const { warehouses, own } = useWarehouses();
  const [filter, setFilter] = useStoredFilter<Filter>("locations", Filter, { warehouseId: null, type: null });
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<Location[]>([]);
  const prints = can(printLocationLabels);
  const warehouse = defaultWarehouse(warehouses, filter.warehouseId, own);

  if (!warehouse) {
    return (
      <Stack>
        <Title order={1}>Locations</Title>
        <Text c="dimmed">There is no warehouse yet, so there are no locations.</Text>
      </Stack>
    );
  }
  const query: LocationsFilter = {
    warehouse_id: warehouse.id,
    ...(filter.type ? { type: filter.type } : {}),
  };

  const find = async (barcode: string) => {
    try {
      const found = await findLocation(barcode, warehouse.id);
      navigate(`/locations/${found.id}`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        showSnackbar(`No location with barcode ${barcode} in ${warehouse.shortName}`, "warning");
      } else fail(error);
    }
  };

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Locations</Title>
          <Text c="dimmed" size="sm">
            Scan a barcode to open its location, or click a row.
          </Text>
        </div>
        <Group gap="xs" align="flex-start">
          {prints ? (
            <LabelBatchMenu
              endpoint={printLocationLabels}
              body={{ ids: selected.map((l) => l.id) }}
              label={selected.length > 0 ? `Print labels (${selected.length} selected)` : "Print labels"}
              fileName="location-labels"
              disabled={selected.length === 0}
            />
          ) : null}
          {can(importLocations) ? (
            <Button variant="default" onClick={() => setImporting(true)}>
              Import
            </Button>
          ) : null}
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default">Export</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component="a" href={locationsExportUrl(warehouse.id, "xlsx")} download>
                Excel (.xlsx)
              </Menu.Item>
              <Menu.Item component="a" href={locationsExportUrl(warehouse.id, "csv")} download>
                CSV (.csv)
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {can(createLocation) ? (
            <Button component={Link} to={`/locations/new?warehouseId=${warehouse.id}`}>
              New location
            </Button>
          ) : null}
        </Group>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Warehouse"
          allowDeselect={false}
          data={warehouses.map((w) => ({ value: String(w.id), label: `${w.shortName} · ${w.name}` }))}
          value={String(warehouse.id)}
          onChange={(value) => value && setFilter({ ...filter, warehouseId: Number(value) })}
          w={{ base: "100%", xs: 240 }}
        />
        <Select
          label="Type"
          placeholder="All types"
          clearable
          data={TYPE_OPTIONS}
          value={filter.type}
          onChange={(value) => setFilter({ ...filter, type: value ? LocationType.parse(value) : null })}
          w={{ base: "100%", xs: 220 }}
        />
        <div style={{ flex: "1 1 240px", maxWidth: 360 }}>
          <BarcodeInput
            label="Find location by barcode"
            placeholder="Scan or type, then Enter"
            onSubmit={find}
          />
        </div>
      </Group>
      <DataTable<Location>
        columns={columns}
        queryKey={locationsKeys.list(query)}
        fetchPage={(params) => fetchLocationsPage(query, params)}
        searchKey="locations"
        searchPlaceholder="Search by barcode or name"
        defaultSort={{ sort: "barcode", order: "asc" }}
        onRowClick={(l) => navigate(`/locations/${l.id}`)}
        {...(prints ? { selectedRecords: selected, onSelectedRecordsChange: setSelected } : {})}
        emptyText="No locations match."
      />
      {importing ? <LocationImportModal warehouse={warehouse} onClose={() => setImporting(false)} /> : null}
    </Stack>
  );
}
