import {
  labelOf,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  type SupportRequest,
  type SupportRequestsExportQuery,
} from "@ops/domain";
import type { ListExport } from "../../platform/list-export";
import { listRequests } from "./support.service";

/** Support requests as the list shows them, filtered (GET /support-requests/export). */
export const supportRequestsExport: ListExport<SupportRequestsExportQuery, SupportRequest> = {
  name: "support-requests",
  fileName: "support-requests",
  columns: [
    { header: "Number", value: (r) => r.id },
    { header: "Account", value: (r) => r.accountName },
    { header: "Type", value: (r) => labelOf(SUPPORT_REQUEST_TYPES, r.type) },
    { header: "Subject", value: (r) => r.subject },
    { header: "Asset", value: (r) => r.assetBarcode },
    { header: "Status", value: (r) => labelOf(SUPPORT_REQUEST_STATUSES, r.status) },
    { header: "Outcome", value: (r) => r.outcome },
    { header: "Filed by", value: (r) => r.createdBy },
    { header: "Filed at", value: (r) => r.createdAt },
    { header: "Executed by", value: (r) => r.executedBy },
    { header: "Executed at", value: (r) => r.executedAt },
  ],
  list: listRequests,
};
