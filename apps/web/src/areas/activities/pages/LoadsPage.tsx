import { Button, Group, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { ACTIVITY_TYPES, exportLoads, type Load, labelOf } from "@ops/domain";
import { useNavigate } from "react-router";
import { z } from "zod";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { PageHeader } from "../../../shared/PageHeader";
import { SelectField } from "../../../shared/SelectField";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { useCanEditAccounts, useFamilyPrefix } from "../../accounts/family";
import { useWarehouses } from "../../inventory/components/use-warehouse-choice";
import { InboundStatusBadge } from "../components/InboundStatusBadge";
import { formatDockShort } from "../components/inbound-dates";
import { formatLbs, LOAD_STATUSES } from "../components/LoadFrame";
import { LoadNumberCell } from "../components/LoadNumberCell";
import { fetchLoadsPage, type LoadsFilter, loadsKeys, useLoadAccountChoices } from "../loads-api";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const Filter = z.object({
  type: z.enum(["inbound", "outbound"]).nullable(),
  status: z.string().nullable(),
  accountId: z.number().int().nullable(),
  warehouseId: z.number().int().nullable(),
  startDate: z.string().regex(ISO_DATE).or(z.literal("")),
  endDate: z.string().regex(ISO_DATE).or(z.literal("")),
});
type Filter = z.infer<typeof Filter>;
const EMPTY: Filter = {
  type: null,
  status: null,
  accountId: null,
  warehouseId: null,
  startDate: "",
  endDate: "",
};

const TYPE_OPTIONS = ACTIVITY_TYPES.filter((t) => t.id === "inbound" || t.id === "outbound").map((t) => ({
  value: t.id,
  label: t.label,
}));
const STATUS_OPTIONS = LOAD_STATUSES.map((s) => ({ value: s.id, label: s.label }));

// On a phone the account and dock date go under the load number; wider columns come back
// with the room for them (as on the inbound index).
const ROOMY = "(min-width: 48em)";
const WIDE = "(min-width: 75em)";
// The type is also a filter; it takes its column only on a large screen.
const LARGE = "(min-width: 90em)";

const columns: DataTableColumn<Load>[] = [
  {
    accessor: "slug",
    title: "Load",
    sortable: true,
    render: (l) => <LoadNumberCell {...l} />,
  },
  {
    accessor: "type",
    title: "Type",
    visibleMediaQuery: LARGE,
    render: (l) => labelOf(ACTIVITY_TYPES, l.type),
  },
  {
    accessor: "status",
    title: "Status",
    sortable: true,
    width: 130,
    // A narrow column would cut the badge's label short.
    render: (l) => <InboundStatusBadge status={l.status} styles={{ label: { overflow: "visible" } }} />,
  },
  {
    accessor: "accountName",
    title: "Account",
    sortable: true,
    visibleMediaQuery: ROOMY,
    render: (l) => l.accountName ?? "—",
  },
  { accessor: "warehouseShortName", title: "Warehouse", visibleMediaQuery: WIDE },
  {
    accessor: "scheduledDate",
    title: "Dock date",
    sortable: true,
    visibleMediaQuery: ROOMY,
    render: (l) => (l.scheduledDate ? formatDockShort(l.scheduledDate, l.scheduledTime) : "—"),
  },
  {
    accessor: "clientRef",
    title: "Client reference",
    visibleMediaQuery: ROOMY,
    render: (l) => l.clientRef ?? "—",
  },
  {
    accessor: "asnItemCount",
    title: "ASN items",
    textAlign: "right",
    render: (l) => l.asnItemCount.toLocaleString(),
  },
  {
    accessor: "asnWeight",
    title: "ASN weight",
    textAlign: "right",
    noWrap: true,
    visibleMediaQuery: ROOMY,
    render: (l) => formatLbs(l.asnWeight),
  },
];

/** Every inbound and outbound load the user may see; clients see their accounts' loads only. */
export default function LoadsPage() {
  const navigate = useNavigate();
  const family = useFamilyPrefix();
  const staff = useCanEditAccounts();
  const accounts = useLoadAccountChoices(family);
  // Clients and staff keep their own filters (one browser can sign in as either).
  const listName = family ? "client-loads" : "loads";
  const { warehouses } = useWarehouses();
  const [filter, setFilter] = useStoredFilter<Filter>(listName, Filter, EMPTY);
  const set = (change: Partial<Filter>) => setFilter({ ...filter, ...change });
  const dateProblem =
    filter.startDate && filter.endDate && filter.startDate > filter.endDate
      ? "The end date is before the start date"
      : undefined;

  const query: LoadsFilter = {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.accountId ? { accountId: filter.accountId } : {}),
    ...(filter.warehouseId ? { warehouseId: filter.warehouseId } : {}),
    ...(filter.startDate && !dateProblem ? { startDate: filter.startDate } : {}),
    ...(filter.endDate && !dateProblem ? { endDate: filter.endDate } : {}),
  };
  const filtered = JSON.stringify(filter) !== JSON.stringify(EMPTY);

  return (
    <Stack>
      <PageHeader
        title="Loads"
        description={
          staff ? "Inbound and outbound loads with what their ASNs announce." : "The loads of your accounts."
        }
      />
      <SimpleGrid cols={{ base: 2, md: staff ? 6 : 5 }} spacing="sm" verticalSpacing="xs">
        <Select
          label="Type"
          placeholder="Inbound and outbound"
          clearable
          data={TYPE_OPTIONS}
          value={filter.type}
          onChange={(value) => set({ type: value === "inbound" || value === "outbound" ? value : null })}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={STATUS_OPTIONS}
          value={filter.status}
          onChange={(value) => set({ status: value })}
        />
        <SelectField
          label="Account"
          placeholder={accounts.isPending ? "Loading…" : "All accounts"}
          data={accounts.data ?? []}
          value={filter.accountId ? String(filter.accountId) : null}
          onChange={(value) => set({ accountId: value ? Number(value) : null })}
        />
        {staff ? (
          <Select
            label="Warehouse"
            placeholder="All warehouses"
            clearable
            data={warehouses.map((w) => ({ value: String(w.id), label: `${w.shortName} · ${w.name}` }))}
            value={filter.warehouseId ? String(filter.warehouseId) : null}
            onChange={(value) => set({ warehouseId: value ? Number(value) : null })}
          />
        ) : null}
        <TextInput
          label="Dock date from"
          type="date"
          value={filter.startDate}
          onChange={(event) => set({ startDate: event.currentTarget.value })}
        />
        <TextInput
          label="Dock date to"
          type="date"
          value={filter.endDate}
          error={dateProblem}
          onChange={(event) => set({ endDate: event.currentTarget.value })}
        />
      </SimpleGrid>
      {filtered ? (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => setFilter(EMPTY)}>
            Clear filters
          </Button>
        </Group>
      ) : null}
      <DataTable<Load>
        columns={columns}
        queryKey={loadsKeys.list(family, query)}
        fetchPage={(params) => fetchLoadsPage(query, params)}
        exportSource={{ endpoint: exportLoads, query, fileName: "loads" }}
        searchKey={listName}
        searchPlaceholder="Search by load or client reference"
        defaultSort={{ sort: "createdAt", order: "desc" }}
        rowKey="slug"
        onRowClick={(l) => navigate(`/loads/${l.slug}`)}
        emptyText={filtered ? "No loads match these filters." : "No loads yet."}
      />
    </Stack>
  );
}
