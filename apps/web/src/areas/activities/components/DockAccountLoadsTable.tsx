import { ACTIVITY_TYPES, type Activity, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { formatTime12 } from "../../../shared/TimeField";
import { useFamilyPrefix } from "../../accounts/family";
import { dockKeys, fetchAccountLoadsPage } from "../dock-api";
import { formatDay } from "../dock-dates";
import { loadHref } from "./DockLoadCard";
import { InboundStatusBadge } from "./InboundStatusBadge";

/** One account's loads (the account page's Loads tab), through the audience's family. */
export function DockAccountLoadsTable({ accountId }: { accountId: number }) {
  const navigate = useNavigate();
  const family = useFamilyPrefix();
  const client = family === "/client";
  const columns: DataTableColumn<Activity>[] = [
    { accessor: "slug", title: "Load", sortable: true, noWrap: true },
    { accessor: "type", title: "Type", render: (a) => labelOf(ACTIVITY_TYPES, a.type) },
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      noWrap: true,
      render: (a) => <InboundStatusBadge status={a.status} />,
    },
    {
      accessor: "scheduledDate",
      title: "Dock date",
      sortable: true,
      render: (a) =>
        a.scheduledDate
          ? `${formatDay(a.scheduledDate)}${a.scheduledTime ? ` ${formatTime12(a.scheduledTime)}` : ""}`
          : "Not scheduled",
    },
    { accessor: "warehouseShortName", title: "Warehouse" },
    {
      accessor: "shipmentSize",
      title: "Shipment size",
      render: (a) => labelOf(SHIPMENT_SIZES, a.shipmentSize) || "—",
    },
    { accessor: "clientRef", title: "Client reference", render: (a) => a.clientRef ?? "—" },
  ];
  return (
    <DataTable<Activity>
      columns={columns}
      rowKey="slug"
      queryKey={dockKeys.accountLoads(family, accountId)}
      fetchPage={(params) => fetchAccountLoadsPage(accountId, params)}
      searchKey="account_loads"
      searchPlaceholder="Search by load or client reference"
      defaultSort={{ sort: "createdAt", order: "desc" }}
      onRowClick={(a) => navigate(client ? `/loads/${a.slug}` : loadHref(a))}
      emptyText="This account has no loads yet."
    />
  );
}
