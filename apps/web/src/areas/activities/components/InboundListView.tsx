import { type Activity, importBulkFmvPricing } from "@ops/domain";
import type { DataTableColumn } from "../../../shared/DataTable";
import { useCan } from "../../../shared/permissions";
import { useStoredFilter } from "../../accounts/components/use-stored-filter";
import { PricingBulkFmvModal } from "../../assets/components/PricingBulkFmvModal";
import { activitiesKeys, fetchInboundPage } from "../inbound-api";
import { ActivityListView } from "./ActivityListView";
import { InboundFilters } from "./InboundFilters";
import { INBOUND_DETAIL_COLUMNS } from "./inbound-columns";
import {
  activeFilterCount,
  EMPTY_INBOUND_FILTER,
  InboundListFilter,
  inboundQueryOf,
  rangeError,
} from "./inbound-filter";

// Secondary columns leave room for the main ones on a laptop screen.
const WIDER = "(min-width: 1300px)";

const COLUMNS: DataTableColumn<Activity>[] = [
  ...INBOUND_DETAIL_COLUMNS,
  {
    accessor: "logisticsCoordinatorName",
    title: "Coordinator",
    visibleMediaQuery: WIDER,
    render: (a) => a.logisticsCoordinatorName ?? "—",
  },
  {
    accessor: "flags",
    title: "Flags",
    visibleMediaQuery: WIDER,
    render: (a) =>
      [a.routine ? "Routine" : null, a.gateControl ? "Gate control" : null].filter(Boolean).join(", ") || "—",
  },
];

/** The inbound index: the activity list of inbound loads, with its filters and the bulk FMV import. */
export function InboundListView() {
  const can = useCan();
  const [filter, setFilter] = useStoredFilter("inbound", InboundListFilter, EMPTY_INBOUND_FILTER);
  // A reversed date range is shown on the field and left out of the query until fixed.
  const query = inboundQueryOf(rangeError(filter) ? { ...filter, startDate: "", endDate: "" } : filter);
  return (
    <ActivityListView
      kind="inbound"
      tickable="loads"
      accountTitle="Account"
      dateTitle="Dock"
      columns={COLUMNS}
      filters={<InboundFilters value={filter} onChange={setFilter} />}
      filterCount={activeFilterCount(filter)}
      query={query}
      queryKey={activitiesKeys.list(query)}
      fetchPage={(params) => fetchInboundPage(query, params)}
      searchPlaceholder="Search by load or client reference"
      extraBulk={
        can(importBulkFmvPricing)
          ? { label: "Import FMV", dialog: (dialog) => <PricingBulkFmvModal {...dialog} /> }
          : null
      }
    />
  );
}
