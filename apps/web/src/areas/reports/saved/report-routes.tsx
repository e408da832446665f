import type { AppRoute } from "../../../app/route-types";

const staff = ["operator"] as const;
const clients = ["client"] as const;
const staffAndClients = ["operator", "client"] as const;
const SECTION = "Dashboards";

const builder = () => import("./pages/CustomReportPage");
const exporter = () => import("./pages/ExportPage");

/**
 * Custom, saved and scheduled reports, and the export dashboard (issue 23). The client paths
 * open for operators too (a shared link works), but only clients have them on their menu;
 * operators have the `smr` ones.
 */
export const reportRoutes: AppRoute[] = [
  {
    path: "dashboards/clients/custom",
    title: "Custom report",
    audiences: staffAndClients,
    permission: "reports.view",
    nav: { label: "Custom", section: SECTION, order: 2.6, audiences: clients },
    load: builder,
  },
  {
    path: "dashboards/clients/export",
    title: "Export",
    audiences: staffAndClients,
    permission: "reports.view",
    nav: { label: "Export", section: SECTION, order: 2.7, audiences: clients },
    load: exporter,
  },
  {
    path: "dashboards/smr/custom",
    title: "Custom report",
    audiences: staff,
    permission: "reports.view",
    nav: { label: "Custom", section: SECTION, order: 2.6, audiences: staff },
    load: builder,
  },
  {
    path: "dashboards/smr/export",
    title: "Export",
    audiences: staff,
    permission: "reports.view",
    nav: { label: "Export", section: SECTION, order: 2.7, audiences: staff },
    load: exporter,
  },
  {
    path: "reports",
    title: "Reports",
    audiences: staffAndClients,
    permission: "reports.view",
    nav: { label: "Reports", section: SECTION, order: 2.8 },
    load: () => import("./pages/ReportsPage"),
  },
  {
    path: "report/:id",
    title: "Report",
    audiences: staffAndClients,
    permission: "reports.view",
    load: () => import("./pages/ReportPage"),
  },
];
