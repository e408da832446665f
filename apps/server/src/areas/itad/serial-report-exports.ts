import {
  DESTRUCTION_METHODS,
  DISPOSITIONS,
  ERASURE_METHODS,
  labelOf,
  R2_CLASSIFICATIONS,
  SANITIZATION_STATE_LABELS,
  type SerialReportQuery,
  type SerialReportRow,
} from "@ops/domain";
import type { ListExport } from "../../platform/list-export";
import { getSerialReport } from "./serial-report";

const methodLabel = (method: string | null) =>
  method ? labelOf([...ERASURE_METHODS, ...DESTRUCTION_METHODS], method) : null;

/** `/activities/{slug}/serial_report/export`: the report as filtered, for staff and the load's client. */
export const serialReportExport: ListExport<SerialReportQuery, SerialReportRow> = {
  name: "serial_report",
  fileName: (params) => `${params.slug}-serial-report`,
  columns: [
    { header: "Barcode", value: (r) => r.barcode },
    { header: "Serial number", value: (r) => r.serialNumber },
    { header: "Product", value: (r) => r.product },
    { header: "Class", value: (r) => r.productClass },
    { header: "Data-bearing", value: (r) => (r.dataBearing ? "Yes" : "No") },
    { header: "Grade", value: (r) => r.grade },
    { header: "Sanitization", value: (r) => SANITIZATION_STATE_LABELS[r.state] },
    { header: "Method", value: (r) => methodLabel(r.method) },
    { header: "Sanitized", value: (r) => r.sanitizedAt },
    { header: "Disposition", value: (r) => labelOf(DISPOSITIONS, r.disposition) || null },
    { header: "R2 classification", value: (r) => labelOf(R2_CLASSIFICATIONS, r.r2Classification) || null },
    { header: "Certificate", value: (r) => r.certificateNumber },
  ],
  list: (ctx, query, params) => getSerialReport(ctx, String(params.slug ?? ""), query),
};
