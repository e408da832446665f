// Saved, run, downloaded and scheduled reports (issue 23; SPEC §2 `report/{id}`, the reports
// dashboard, download report; SPEC §7 get report data).
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import {
  ReportData,
  ReportDownloadQuery,
  ReportList,
  ReportParams,
  ReportRecipients,
  ReportsQuery,
  RunReportBody,
  SavedReport,
  SaveReportBody,
  ScheduleReportBody,
} from "./reports.schemas";

const tags = ["reports"] as const;
const both = ["operator", "client"] as const;
const ReportFile = z.unknown().describe("The report as xlsx, csv or PDF");

export const listReports = defineEndpoint({
  method: "GET",
  path: "/reports",
  families: both,
  operationId: "listReports",
  permission: "reports.view",
  summary: "The signed-in user's saved reports (the reports dashboard)",
  tags,
  query: ReportsQuery,
  responses: { 200: ReportList },
});

export const createReport = defineEndpoint({
  method: "POST",
  path: "/reports",
  families: both,
  operationId: "createReport",
  permission: "reports.view",
  summary: "Save a custom report",
  tags,
  body: SaveReportBody,
  responses: { 201: SavedReport },
});

export const getReport = defineEndpoint({
  method: "GET",
  path: "/reports/:id",
  families: both,
  operationId: "getReport",
  permission: "reports.view",
  summary: "A saved report of the signed-in user",
  tags,
  params: ReportParams,
  responses: { 200: SavedReport },
});

export const updateReport = defineEndpoint({
  method: "PUT",
  path: "/reports/:id",
  families: both,
  operationId: "updateReport",
  permission: "reports.view",
  summary: "Rename or change a saved report",
  tags,
  params: ReportParams,
  body: SaveReportBody,
  responses: { 200: SavedReport },
});

export const deleteReport = defineEndpoint({
  method: "DELETE",
  path: "/reports/:id",
  families: both,
  operationId: "deleteReport",
  permission: "reports.view",
  summary: "Delete a saved report and its schedule",
  tags,
  params: ReportParams,
  responses: { 204: z.null() },
});

export const getReportData = defineEndpoint({
  method: "GET",
  path: "/reports/:id/data",
  families: both,
  operationId: "getReportData",
  permission: "reports.view",
  summary: "Run a saved report with its owner's access",
  tags,
  params: ReportParams,
  responses: { 200: ReportData },
});

export const runReport = defineEndpoint({
  method: "POST",
  path: "/reports/run",
  families: both,
  operationId: "runReport",
  permission: "reports.view",
  summary: "Run a report definition without saving it (staff requests drop clientView)",
  tags,
  body: RunReportBody,
  responses: { 200: ReportData },
});

export const downloadReport = defineEndpoint({
  method: "GET",
  path: "/reports/:id/download",
  families: both,
  operationId: "downloadReport",
  permission: "reports.view",
  summary: "A saved report as xlsx, csv or PDF",
  tags,
  params: ReportParams,
  query: ReportDownloadQuery,
  responses: { 200: ReportFile },
});

export const listReportRecipients = defineEndpoint({
  method: "GET",
  path: "/reports/recipients",
  families: both,
  operationId: "listReportRecipients",
  permission: "reports.schedule",
  summary: "The users a schedule may send the signed-in user's reports to",
  tags,
  responses: { 200: ReportRecipients },
});

export const scheduleReport = defineEndpoint({
  method: "PUT",
  path: "/reports/:id/schedule",
  families: both,
  operationId: "scheduleReport",
  permission: "reports.schedule",
  summary: "E-mail a saved report daily, weekly or monthly to chosen users",
  tags,
  params: ReportParams,
  body: ScheduleReportBody,
  responses: { 200: SavedReport },
});

export const unscheduleReport = defineEndpoint({
  method: "DELETE",
  path: "/reports/:id/schedule",
  families: both,
  operationId: "unscheduleReport",
  permission: "reports.schedule",
  summary: "Stop e-mailing a saved report",
  tags,
  params: ReportParams,
  responses: { 200: SavedReport },
});

export const sendReport = defineEndpoint({
  method: "POST",
  path: "/reports/:id/send",
  families: both,
  operationId: "sendReport",
  permission: "reports.schedule",
  summary:
    "Send a scheduled report now to its schedule's recipients (a job; the schedule keeps its next run)",
  tags,
  params: ReportParams,
  responses: { 202: JobAccepted },
});
