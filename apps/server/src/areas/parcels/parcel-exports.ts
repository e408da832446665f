import {
  labelOf,
  PARCEL_STAGES,
  type ParcelPortalRequest,
  type ParcelPortalRequestsQuery,
  PROJECT_REQUEST_STATUSES,
  TRACKING_TYPES,
} from "@ops/domain";
import type { AnyListExport, ListExport } from "../../platform/list-export";
import { listPortalRequests } from "./parcel-portal.service";

const addressOf = (r: ParcelPortalRequest) =>
  [
    r.address.line1,
    r.address.line2,
    r.address.city,
    r.address.region,
    r.address.postalCode,
    r.address.country,
  ]
    .filter(Boolean)
    .join(", ");

/** `/parcel_portal/projects/{prefix}/requests/export`: a project's per-employee list as filtered. */
export const parcelRequestsExport: ListExport<ParcelPortalRequestsQuery, ParcelPortalRequest> = {
  name: "parcel_requests",
  fileName: (params) => `parcel-${String(params.projectPrefix).toLowerCase()}-employees`,
  columns: [
    { header: "Reference", value: (r) => r.referenceId },
    { header: "Employee", value: (r) => r.employeeName },
    { header: "E-mail", value: (r) => r.email },
    { header: "Phone", value: (r) => r.phone },
    { header: "Address", value: addressOf },
    { header: "Stage", value: (r) => labelOf(PARCEL_STAGES, r.stage) },
    { header: "E-mail status", value: (r) => labelOf(PROJECT_REQUEST_STATUSES, r.status) },
    { header: "Hold reason", value: (r) => r.holdReason },
    { header: "Devices expected", value: (r) => r.devices.reduce((n, d) => n + d.quantity, 0) },
    {
      header: "Devices",
      value: (r) =>
        r.devices
          .map((d) => `${d.quantity} × ${d.description}${d.serialNumber ? ` (${d.serialNumber})` : ""}`)
          .join("; "),
    },
    { header: "Tracking number", value: (r) => r.trackingNumber },
    {
      header: "Last tracking",
      value: (r) => (r.lastTracking ? labelOf(TRACKING_TYPES, r.lastTracking.type) : null),
    },
    { header: "E-mailed", value: (r) => r.emailedAt },
    { header: "Label made", value: (r) => r.labelCreatedAt },
    { header: "Received", value: (r) => r.receivedAt },
    { header: "Devices received", value: (r) => r.receivedAssets },
  ],
  list: (ctx, query, params) => listPortalRequests(ctx, String(params.projectPrefix), query),
};

/** The parcel lists that export as files (listed in src/job-kinds.ts). */
export const parcelListExports: AnyListExport[] = [parcelRequestsExport];
