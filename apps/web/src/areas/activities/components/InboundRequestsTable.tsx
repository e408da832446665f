import { Anchor } from "@mantine/core";
import { exportInboundRequests, type InboundRequest, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataTableColumn } from "../../../shared/DataTable";
import { useFamilyPrefix } from "../../accounts/family";
import { formatWindow } from "../dock-dates";
import { fetchRequestsPage, type RequestsFilter, requestsKeys } from "../requests-api";
import { InboundRequestStatusBadge } from "./InboundRequestStatusBadge";
import { formatDay } from "./inbound-dates";
import { requestLoadHref } from "./request-load-href";

type Props = {
  filter: RequestsFilter;
  /** Names the table's saved settings. */
  searchKey: string;
  /** Leave out the account column where the list is one account's. */
  showAccount?: boolean;
  emptyText?: string;
};

/** A server-paged list of inbound requests through the audience's family. */
export function InboundRequestsTable({ filter, searchKey, showAccount = true, emptyText }: Props) {
  const navigate = useNavigate();
  const family = useFamilyPrefix();
  const columns: DataTableColumn<InboundRequest>[] = [
    { accessor: "number", title: "Number", sortable: true },
    ...(showAccount
      ? [{ accessor: "accountName", title: "Account" } as DataTableColumn<InboundRequest>]
      : []),
    {
      accessor: "status",
      title: "Status",
      sortable: true,
      noWrap: true,
      render: (r) => <InboundRequestStatusBadge status={r.status} />,
    },
    {
      accessor: "requestedStart",
      title: "Requested window",
      sortable: true,
      noWrap: true,
      render: (r) => formatWindow(r.requestedStart, r.requestedEnd),
    },
    {
      accessor: "shipmentSize",
      title: "Shipment size",
      render: (r) => labelOf(SHIPMENT_SIZES, r.shipmentSize),
    },
    { accessor: "city", title: "Pickup from", render: (r) => `${r.city}, ${r.region}` },
    {
      accessor: "loadSlug",
      title: "Load",
      render: (r) =>
        r.loadSlug ? (
          <Anchor
            component={Link}
            to={requestLoadHref(r.loadSlug, family !== "/client")}
            onClick={(event) => event.stopPropagation()}
          >
            {r.loadSlug}
          </Anchor>
        ) : (
          "—"
        ),
    },
    {
      accessor: "createdAt",
      title: "Filed",
      sortable: true,
      noWrap: true,
      render: (r) => formatDay(r.createdAt),
    },
  ];
  return (
    <DataTable<InboundRequest>
      columns={columns}
      rowKey="number"
      queryKey={requestsKeys.list(family, filter)}
      fetchPage={(params) => fetchRequestsPage(filter, params)}
      exportSource={{ endpoint: exportInboundRequests, query: filter, fileName: "inbound-requests" }}
      searchKey={searchKey}
      searchPlaceholder="Search by number, contact or city"
      defaultSort={{ sort: "number", order: "desc" }}
      onRowClick={(r) => navigate(`/inbound-requests/${r.number}`)}
      emptyText={emptyText ?? "No inbound requests match."}
    />
  );
}
