// Saved and scheduled reports (SPEC §2 `report/{id}`, the reports dashboard, download report;
// SPEC §7 "get report data"; SPEC §6 staff report requests drop a clientView field). A report
// belongs to the user who saved it and runs with their access wherever it runs (the screen, a
// download, a scheduled mail).
import { z } from "zod";
import { idsOf } from "../enums/define";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { MeasureUnit, ReportDefinition } from "./report-definition.schemas";

export const REPORT_FREQUENCIES = [
  { id: "daily", label: "Daily" },
  { id: "weekly", label: "Weekly (Mondays)" },
  { id: "monthly", label: "Monthly (the 1st)" },
] as const;
export const REPORT_FREQUENCY_IDS = idsOf(REPORT_FREQUENCIES);
export const ReportFrequency = z.enum(REPORT_FREQUENCY_IDS, { error: "Choose daily, weekly or monthly" });
export type ReportFrequency = z.infer<typeof ReportFrequency>;

export const REPORT_FILE_FORMATS = [
  { id: "xlsx", label: "Excel (xlsx)" },
  { id: "csv", label: "CSV" },
  { id: "pdf", label: "PDF" },
] as const;
export const ReportFileFormat = z.enum(idsOf(REPORT_FILE_FORMATS), { error: "Choose xlsx, csv or PDF" });
export type ReportFileFormat = z.infer<typeof ReportFileFormat>;

/** A report's answer: a row per combination of dimension values, a value per measure. */
export const ReportData = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  dimensions: z.array(z.object({ id: z.string(), label: z.string() })),
  measures: z.array(z.object({ id: z.string(), label: z.string(), unit: MeasureUnit })),
  rows: z.array(
    z.object({
      /** The dimension values' keys (period start, account id, grade…), in the dimensions' order. */
      keys: z.array(z.string()),
      labels: z.array(z.string()),
      values: z.array(z.number()),
    }),
  ),
  /** The measures summed over every row. */
  totals: z.array(z.number()),
  asOf: z.string().nullable(),
});
export type ReportData = z.infer<typeof ReportData>;

/**
 * `POST /reports/run`: a definition run without saving it. `clientView` is what the client
 * screens send; staff requests drop it (SPEC §6): a client's answer is always shaped by the
 * client's scope, an operator's never is.
 */
export const RunReportBody = z.object({ definition: ReportDefinition, clientView: z.boolean().optional() });
export type RunReportBody = z.infer<typeof RunReportBody>;

export const ReportSchedule = z.object({
  frequency: ReportFrequency,
  format: ReportFileFormat,
  recipients: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  lastStatus: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type ReportSchedule = z.infer<typeof ReportSchedule>;

export const SavedReport = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.number().int(),
  ownerName: z.string(),
  definition: ReportDefinition,
  schedule: ReportSchedule.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof SavedReport>;

export const SaveReportBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Name is at most 120 characters"),
  definition: ReportDefinition,
});
export type SaveReportBody = z.infer<typeof SaveReportBody>;
export type SaveReportInput = z.input<typeof SaveReportBody>;

export const ReportsQuery = PageQuery;
export type ReportsQuery = z.infer<typeof ReportsQuery>;
export const ReportList = paged(SavedReport);
export type ReportList = z.infer<typeof ReportList>;

export const ReportParams = z.object({ id: UrlId });
export const ReportDownloadQuery = z.object({ format: ReportFileFormat.default("xlsx") });

export const ScheduleReportBody = z.object({
  frequency: ReportFrequency,
  format: ReportFileFormat.default("xlsx"),
  recipientIds: z
    .array(z.number().int().positive())
    .min(1, "Choose at least one recipient")
    .max(50, "Choose at most 50 recipients"),
});
export type ScheduleReportBody = z.infer<typeof ScheduleReportBody>;

/** Who may receive a report the signed-in user schedules: people who may see what it shows. */
export const ReportRecipients = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type ReportRecipients = z.infer<typeof ReportRecipients>;
