import { type Activity, labelOf, SHIPMENT_SIZES } from "@ops/domain";
import type { DataTableColumn } from "../../../shared/DataTable";

const WIDE = "(min-width: 701px)";

/** An inbound load's shipment size and client reference, as lists of inbound loads show them (from a tablet's width). */
export const INBOUND_DETAIL_COLUMNS: DataTableColumn<Activity>[] = [
  {
    accessor: "shipmentSize",
    title: "Shipment size",
    visibleMediaQuery: WIDE,
    render: (a) => labelOf(SHIPMENT_SIZES, a.shipmentSize) || "—",
  },
  {
    accessor: "clientRef",
    title: "Client reference",
    visibleMediaQuery: WIDE,
    render: (a) => a.clientRef ?? "—",
  },
];
