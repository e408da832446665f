import {
  type ActivitiesQuery,
  type Activity,
  GENERAL_ACTIVITY_STATUSES,
  INBOUND_REQUEST_STATUSES,
  INBOUND_STATUSES,
  type InboundRequest,
  type InboundRequestsQuery,
  type Load,
  type LoadsQuery,
  labelOf,
  SHIPMENT_SIZES,
} from "@ops/domain";
import type { ExportColumn, ListExport } from "../../platform/list-export";
import { listActivities } from "./activities.service";
import { listRequests } from "./inbound-requests.service";
import { listLoads } from "./loads.service";
import { listVendorLoadsForExport, type VendorLoadsQuery } from "./vendor.service";

const STATUSES = [...INBOUND_STATUSES, ...GENERAL_ACTIVITY_STATUSES];

/** A load's columns as the lists show them. */
const activityColumns: ExportColumn<Activity>[] = [
  { header: "Load", value: (a) => a.slug },
  { header: "Status", value: (a) => labelOf(STATUSES, a.status) },
  { header: "Account", value: (a) => a.accountName },
  { header: "Warehouse", value: (a) => a.warehouseShortName },
  { header: "Dock date", value: (a) => a.scheduledDate },
  { header: "Dock time", value: (a) => a.scheduledTime },
  { header: "Shipment size", value: (a) => labelOf(SHIPMENT_SIZES, a.shipmentSize) },
  { header: "Carrier", value: (a) => a.carrierName },
  { header: "Client reference", value: (a) => a.clientRef },
  { header: "Program", value: (a) => a.programName },
  { header: "Parent load", value: (a) => a.parentSlug },
  { header: "Created", value: (a) => a.createdAt },
];

/** `/activities/export` (the inbound index), staff and clients. */
export const activitiesExport: ListExport<ActivitiesQuery, Activity> = {
  name: "activities",
  fileName: (_params, query) => (query.type === "inbound" ? "inbound-loads" : "activities"),
  columns: activityColumns,
  list: (ctx, query) => listActivities(ctx, query),
};

/** `/loads/export`, with what the ASN announces. */
export const loadsExport: ListExport<LoadsQuery, Load> = {
  name: "loads",
  fileName: "loads",
  columns: [
    ...(activityColumns as ExportColumn<Load>[]),
    { header: "ASN items", value: (l) => l.asnItemCount },
    { header: "ASN quantity", value: (l) => l.asnQuantity },
    { header: "ASN weight (lbs)", value: (l) => l.asnWeight },
  ],
  list: (ctx, query) => listLoads(ctx, query),
};

/** `/vendor/loads/export`: the vendor's dock schedule of a range, without the client's details. */
export const vendorLoadsExport: ListExport<VendorLoadsQuery, Load> = {
  name: "vendor_loads",
  fileName: (_params, query) => `dock-schedule-${query.startDate}-to-${query.endDate}`,
  columns: [
    { header: "Load", value: (l) => l.slug },
    { header: "Status", value: (l) => labelOf(STATUSES, l.status) },
    { header: "Warehouse", value: (l) => l.warehouseShortName },
    { header: "Dock date", value: (l) => l.scheduledDate },
    { header: "Dock time", value: (l) => l.scheduledTime },
    { header: "Shipment size", value: (l) => labelOf(SHIPMENT_SIZES, l.shipmentSize) },
    { header: "Carrier", value: (l) => l.carrierName },
    { header: "Vendor", value: (l) => l.vendorAccountName },
    { header: "ASN items", value: (l) => l.asnItemCount },
    { header: "ASN quantity", value: (l) => l.asnQuantity },
    { header: "ASN weight (lbs)", value: (l) => l.asnWeight },
  ],
  list: (ctx, query) => listVendorLoadsForExport(ctx, query),
};

/** `/inbound-requests/export`, staff and clients. */
export const inboundRequestsExport: ListExport<InboundRequestsQuery, InboundRequest> = {
  name: "inbound_requests",
  fileName: "inbound-requests",
  columns: [
    { header: "Request", value: (r) => r.number },
    { header: "Status", value: (r) => labelOf(INBOUND_REQUEST_STATUSES, r.status) },
    { header: "Account", value: (r) => r.accountName },
    { header: "Earliest pickup", value: (r) => r.requestedStart },
    { header: "Latest pickup", value: (r) => r.requestedEnd },
    { header: "Shipment size", value: (r) => labelOf(SHIPMENT_SIZES, r.shipmentSize) },
    { header: "Street", value: (r) => r.street },
    { header: "City", value: (r) => r.city },
    { header: "State or region", value: (r) => r.region },
    { header: "Postal code", value: (r) => r.postalCode },
    { header: "Country", value: (r) => r.country },
    { header: "Contact", value: (r) => r.contactName },
    { header: "Contact phone", value: (r) => r.contactPhone },
    { header: "Contact e-mail", value: (r) => r.contactEmail },
    { header: "Pallets", value: (r) => r.estimatedPallets },
    { header: "Weight (lbs)", value: (r) => r.estimatedWeight },
    { header: "Units", value: (r) => r.estimatedUnits },
    { header: "Load", value: (r) => r.loadSlug },
    { header: "Requested by", value: (r) => r.createdBy },
    { header: "Requested", value: (r) => r.createdAt },
  ],
  list: (ctx, query) => listRequests(ctx, query),
};
