// The export dashboard (SPEC §2 `dashboards/clients/export`, `dashboards/smr/export`): the rows
// behind the dashboards' figures, for the same settings (range, accounts, child accounts,
// product classes), previewed a page at a time and downloaded as xlsx or csv. Clients see only
// their accounts' rows and need a subscription that includes exports.
import { z } from "zod";
import { idsOf } from "../enums/define";
import { ExportFormat } from "../platform/exports.schemas";
import { DashboardQuery } from "./dashboard-query.schemas";

export const EXPORT_DATASETS = [
  {
    id: "loads",
    label: "Inbound loads",
    description:
      "Loads received in the range: status, dates received, processed and priced, weight, settled net",
  },
  {
    id: "devices",
    label: "Serialized devices",
    description: "Devices received in the range: serial, product, class, grade and disposition",
  },
  {
    id: "received",
    label: "Received products",
    description: "Product entries received in the range: product, class, quantity and net weight",
  },
] as const;
export const EXPORT_DATASET_IDS = idsOf(EXPORT_DATASETS);
export const ExportDataset = z.enum(EXPORT_DATASET_IDS, { error: "Choose loads, devices or received" });
export type ExportDataset = z.infer<typeof ExportDataset>;

export const DashboardExportParams = z.object({ dataset: ExportDataset });

/** The dashboard settings and a page (the preview shows at most 200 rows at a time). */
export const DashboardExportQuery = DashboardQuery.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type DashboardExportQuery = z.infer<typeof DashboardExportQuery>;
export type DashboardExportQueryInput = z.input<typeof DashboardExportQuery>;

/** The file of a dataset: the same settings, every row (a job above the direct limit). */
export const DashboardExportFileQuery = DashboardQuery.extend({ format: ExportFormat.default("xlsx") });
export type DashboardExportFileQuery = z.infer<typeof DashboardExportFileQuery>;

export const ExportColumnKind = z.enum(["text", "number", "date"]);
export type ExportColumnKind = z.infer<typeof ExportColumnKind>;

/** A cell of the preview: text, a number, a date (YYYY-MM-DD) or nothing. */
export const ExportCell = z.union([z.string(), z.number(), z.null()]);
export type ExportCell = z.infer<typeof ExportCell>;

/** A page of a dataset: its columns (the file's, in order) and rows keyed by column id. */
export const DashboardExportPage = z.object({
  dataset: ExportDataset,
  beginDate: z.string(),
  endDate: z.string(),
  columns: z.array(z.object({ id: z.string(), label: z.string(), kind: ExportColumnKind })),
  data: z.array(z.record(z.string(), ExportCell)),
  total: z.number().int(),
});
export type DashboardExportPage = z.infer<typeof DashboardExportPage>;
