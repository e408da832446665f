// The export dashboard's calls (issue 23): a dataset's rows for the dashboard settings, a page
// at a time, and the dataset as a file. Clients need the "export" dashboard in their subscription.
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  DashboardExportFileQuery,
  DashboardExportPage,
  DashboardExportParams,
  DashboardExportQuery,
} from "./dashboard-export.schemas";

const tags = ["reports"] as const;
const both = ["operator", "client"] as const;

export const getDashboardExport = defineEndpoint({
  method: "GET",
  path: "/dashboards/export/:dataset",
  families: both,
  operationId: "getDashboardExport",
  permission: "reports.view",
  summary: "A page of the loads, devices or received products behind the dashboards, for their settings",
  tags,
  params: DashboardExportParams,
  query: DashboardExportQuery,
  responses: { 200: DashboardExportPage },
});

export const downloadDashboardExport = defineEndpoint({
  method: "GET",
  path: "/dashboards/export/:dataset/file",
  families: both,
  operationId: "downloadDashboardExport",
  permission: "reports.view",
  summary: exportSummaryOf("The loads, devices or received products behind the dashboards"),
  tags,
  params: DashboardExportParams,
  query: DashboardExportFileQuery,
  responses: exportResponses,
});
