import { labelOf, type ReportDefinition, type ReportFileFormat, TIME_PERIODS } from "@ops/domain";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../db/paging";
import { notFound } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { SHEET_CONTENT_TYPES } from "../../../platform/spreadsheets";
import { assertDashboardOpen } from "../scope";
import { renderReportPdf } from "./report-pdf";
import { reportCsv, reportXlsx } from "./report-sheets";
import { reportTable } from "./report-table";
import { reportRun } from "./run-report";
import { definitionOf, findOwned } from "./saved-reports.repo";

export type ReportFile = { fileName: string; contentType: string; body: Buffer };

export const REPORT_CONTENT_TYPES: Record<ReportFileFormat, string> = {
  ...SHEET_CONTENT_TYPES,
  pdf: "application/pdf",
};

/** Accounts a file names before it says "and N more". */
const NAMED_ACCOUNTS = 12;

/** The covered accounts in words: "All accounts", or their names (the first few, then how many more). */
async function accountsText(ctx: ServiceContext, ids: number[] | "all"): Promise<string> {
  if (ids === "all") return "All accounts";
  if (ids.length === 0) return "No accounts";
  const rows = await rowsOf<{ name: string }>(
    ctx.db,
    sql`select name from accounts where id = any(${sql.param(ids)}::int[]) order by lower(name), id limit ${NAMED_ACCOUNTS}`,
  );
  const names = rows.map((r) => r.name).join(", ");
  return ids.length > rows.length ? `${names} and ${ids.length - rows.length} more` : names;
}

/** A file name from a report's name: letters, digits, spaces, dashes and dots kept. */
export function fileNameOf(name: string, endDate: string, format: ReportFileFormat): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} ._-]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim() || "Report";
  return `${base.slice(0, 80)} ${endDate}.${format}`;
}

/**
 * A report as a file, built with the actor's access (the owner's, for a scheduled send): a saved
 * report of the actor's by id (another user's is 404), or a definition. xlsx and csv hold every
 * row; the PDF shows the first PDF_MAX_ROWS and says so. Rows are read once by the facts engine
 * (set-based SQL over the rollups) and written row by row.
 */
export async function buildReportFile(
  ctx: ServiceContext,
  reportIdOrDefinition: number | ReportDefinition,
  format: ReportFileFormat,
): Promise<ReportFile> {
  let name = "Custom report";
  let definition: ReportDefinition;
  if (typeof reportIdOrDefinition === "number") {
    await assertDashboardOpen(ctx, "custom");
    const row = await findOwned(ctx.db, ctx.actor.id, reportIdOrDefinition);
    if (!row) throw notFound("Report");
    name = row.name;
    definition = definitionOf(row);
  } else definition = reportIdOrDefinition;
  const { data, accountIds } = await reportRun(ctx, definition);
  const table = reportTable(data);
  const facts: [string, string][] = [
    [
      "Range",
      `${data.beginDate} to ${data.endDate} (${labelOf(TIME_PERIODS, definition.timePeriod).toLowerCase()})`,
    ],
    ["Accounts", await accountsText(ctx, accountIds)],
    ["Figures as of", data.asOf ? `${data.asOf.slice(0, 16).replace("T", " ")} UTC` : "Not yet computed"],
  ];
  const fileName = fileNameOf(name, data.endDate, format);
  let body: Buffer;
  if (format === "csv") body = reportCsv(table);
  else if (format === "xlsx")
    body = await reportXlsx(
      name,
      table,
      facts.map(([label, value]) => `${label}: ${value}`),
    );
  else body = await renderReportPdf({ title: name, facts, table, units: data.measures.map((m) => m.unit) });
  return { fileName, contentType: REPORT_CONTENT_TYPES[format], body };
}
