import {
  labelOf,
  NET_DIRECTIONS,
  PAYMENT_TYPES,
  STATEMENT_STATUSES,
  type StatementSummary,
  type StatementsExportQuery,
} from "@ops/domain";
import type { z } from "zod";
import type { ListExport } from "../../platform/list-export";
import { listStatements } from "./statement.service";

/** Settlement statements as the list shows them, filtered (GET /statements/export). */
export const statementsExport: ListExport<z.output<typeof StatementsExportQuery>, StatementSummary> = {
  name: "settlement-statements",
  fileName: "settlement-statements",
  columns: [
    { header: "Number", value: (s) => s.number },
    { header: "Load", value: (s) => s.loadSlug.toUpperCase() },
    { header: "Account", value: (s) => s.accountName },
    { header: "Program", value: (s) => s.programName },
    { header: "Status", value: (s) => labelOf(STATEMENT_STATUSES, s.status) },
    { header: "Payment type", value: (s) => (s.paymentType ? labelOf(PAYMENT_TYPES, s.paymentType) : null) },
    { header: "Net", value: (s) => s.net },
    { header: "Direction", value: (s) => (s.direction ? labelOf(NET_DIRECTIONS, s.direction) : null) },
    { header: "Revenue share", value: (s) => s.revenueShare },
    { header: "Finalized at", value: (s) => s.finalizedAt },
  ],
  // The export sets page and pageSize on every read (list-export.ts); these are their types' defaults.
  list: (ctx, query) => listStatements(ctx, { page: 1, pageSize: 100, ...query }),
};
