import { type Activity, labelOf, TRANSPORT_TYPES } from "@ops/domain";
import type { DataTableColumn } from "../../../shared/DataTable";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { ActivityListView } from "../../activities/components/ActivityListView";
import { fetchOutboundPage, outboundKeys } from "../outbound-api";
import { OutboundFilters } from "./OutboundFilters";
import {
  EMPTY_OUTBOUND_FILTER,
  OutboundListFilter,
  outboundFilterCount,
  outboundQueryOf,
} from "./outbound-filter";

const WIDE = "(min-width: 701px)";
const WIDER = "(min-width: 1300px)";

const COLUMNS: DataTableColumn<Activity>[] = [
  {
    accessor: "carrierName",
    title: "Carrier",
    visibleMediaQuery: WIDE,
    render: (a) => a.carrierName ?? "—",
  },
  {
    accessor: "transportType",
    title: "Transport",
    visibleMediaQuery: WIDER,
    render: (a) => labelOf(TRANSPORT_TYPES, a.transportType) || "—",
  },
  {
    accessor: "clientRef",
    title: "Reference",
    visibleMediaQuery: WIDER,
    render: (a) => a.clientRef ?? "—",
  },
];

/** The outbound index: the activity list of outbound loads; ticked loads move together after shipping. */
export function OutboundListView() {
  const [filter, setFilter] = useStoredFilter("outbound", OutboundListFilter, EMPTY_OUTBOUND_FILTER);
  const query = outboundQueryOf(filter);
  return (
    <ActivityListView
      kind="outbound"
      tickable="shipped loads"
      accountTitle="Consignee"
      dateTitle="Ships"
      columns={COLUMNS}
      filters={<OutboundFilters value={filter} onChange={setFilter} />}
      filterCount={outboundFilterCount(filter)}
      query={query}
      queryKey={outboundKeys.list(query)}
      fetchPage={(params) => fetchOutboundPage(query, params)}
      searchPlaceholder="Search by load or reference"
    />
  );
}
