import { Alert, Stack } from "@mantine/core";
import { type Activity, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { activitiesKeys, fetchInboundPage } from "../inbound-api";
import { InboundStatusBadge } from "./InboundStatusBadge";
import { INBOUND_DETAIL_COLUMNS } from "./inbound-columns";
import { formatDockShort } from "./inbound-dates";

/** The loads whose parent is this load (shipment size `parent` groups child loads). */
export function InboundChildLoads({ activity }: { activity: Activity }) {
  const navigate = useNavigate();
  const filter = { parentSlug: activity.slug };
  const columns: DataTableColumn<Activity>[] = [
    { accessor: "slug", title: "Load", sortable: true, noWrap: true },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      width: 120,
      render: (a) => <InboundStatusBadge status={a.status} />,
    },
    {
      accessor: "scheduledDate",
      title: "Dock",
      sortable: true,
      render: (a) => formatDockShort(a.scheduledDate, a.scheduledTime),
    },
    ...INBOUND_DETAIL_COLUMNS,
  ];
  return (
    <Stack>
      {activity.shipmentSize !== "parent" ? (
        <Alert color="yellow">
          This load's shipment size is no longer {labelOf(SHIPMENT_SIZES, "parent")}: no new child loads can
          be put under it.
        </Alert>
      ) : null}
      <DataTable<Activity>
        columns={columns}
        queryKey={activitiesKeys.list(filter)}
        fetchPage={(params) => fetchInboundPage(filter, params)}
        searchKey="inbound_child_loads"
        searchPlaceholder="Search by load or client reference"
        rowKey="slug"
        defaultSort={{ sort: "scheduledDate", order: "asc" }}
        onRowClick={(a) => navigate(`/inbound/${a.slug}`)}
        emptyText="No child loads yet. Choose this load as the parent on a load's form."
      />
    </Stack>
  );
}
