import { Anchor, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type Activity, listActivities } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { call } from "../../../shared/endpoints";
import { FoldingFilters } from "../../../shared/FoldingFilters";
import { SelectField } from "../../../shared/SelectField";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { InboundStatusBadge } from "../../activities/components/InboundStatusBadge";
import { formatDockShort } from "../../activities/components/inbound-dates";
import {
  CarrierLoadsFilter,
  carrierDatesError,
  carrierFilterCount,
  carrierLoadsQuery,
  carrierStatusOptions,
  EMPTY_CARRIER_LOADS_FILTER,
} from "./carrier-loads-filter";

/** The screen of a load by its kind. */
const loadPath = (a: Activity) => `/${a.type === "outbound" ? "outbound" : "inbound"}/${a.slug}`;

const columns: DataTableColumn<Activity>[] = [
  {
    accessor: "slug",
    title: "Load",
    sortable: true,
    render: (a) => (
      <Anchor component={Link} to={loadPath(a)} size="sm" style={{ whiteSpace: "nowrap" }}>
        {a.slug}
      </Anchor>
    ),
  },
  { accessor: "type", title: "Kind", render: (a) => (a.type === "outbound" ? "Outbound" : "Inbound") },
  {
    accessor: "status",
    title: "Status",
    sortable: true,
    render: (a) => <InboundStatusBadge status={a.status} />,
  },
  { accessor: "accountName", title: "Account", sortable: true, render: (a) => a.accountName ?? "—" },
  { accessor: "warehouseShortName", title: "Warehouse" },
  {
    accessor: "scheduledDate",
    title: "Dock date",
    sortable: true,
    render: (a) => formatDockShort(a.scheduledDate, a.scheduledTime),
  },
];

/** A carrier's loads, inbound and outbound, filtered by kind, status and dock dates, paged; a row opens its load. */
export function CarrierLoadsList({ carrierId }: { carrierId: number }) {
  const navigate = useNavigate();
  const [filter, setFilter] = useStoredFilter<CarrierLoadsFilter>(
    `carrier-loads-${carrierId}`,
    CarrierLoadsFilter,
    EMPTY_CARRIER_LOADS_FILTER,
  );
  const query = carrierLoadsQuery(carrierId, filter);
  const datesError = carrierDatesError(filter);
  const statuses = carrierStatusOptions(filter.type);
  const set = (change: Partial<CarrierLoadsFilter>) => setFilter({ ...filter, ...change });
  return (
    <Stack>
      <FoldingFilters count={carrierFilterCount(filter)}>
        <Stack gap="sm">
          <Group>
            <SegmentedControl
              aria-label="Kind"
              data={[
                { value: "all", label: "All" },
                { value: "inbound", label: "Inbound" },
                { value: "outbound", label: "Outbound" },
              ]}
              value={filter.type}
              onChange={(v) => {
                const type = CarrierLoadsFilter.shape.type.parse(v);
                const keep =
                  statuses.length > 0 && carrierStatusOptions(type).some((s) => s.value === filter.status);
                set({ type, status: keep ? filter.status : null });
              }}
            />
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField
              label="Status"
              placeholder="Any"
              data={statuses}
              value={filter.status}
              onChange={(v) => set({ status: v })}
            />
            <TextInput
              label="Dock date from"
              type="date"
              value={filter.startDate}
              onChange={(e) => set({ startDate: e.currentTarget.value })}
            />
            <TextInput
              label="Dock date to"
              type="date"
              value={filter.endDate}
              error={datesError}
              onChange={(e) => set({ endDate: e.currentTarget.value })}
            />
          </SimpleGrid>
        </Stack>
      </FoldingFilters>
      <DataTable<Activity>
        columns={columns}
        rowKey="slug"
        queryKey={["activities", "list", "carrier", query]}
        fetchPage={(params) => call(listActivities, { query: { ...query, ...params } })}
        searchKey="carrier-loads"
        searchPlaceholder="Search by load number or client reference"
        defaultSort={{ sort: "scheduledDate", order: "desc" }}
        onRowClick={(a) => navigate(loadPath(a))}
        emptyText="No loads of this carrier match."
      />
    </Stack>
  );
}
