import type { AppRoute } from "../../../app/route-types";

const both = ["operator", "client"] as const;
const staff = ["operator"] as const;
// Operators may open a client dashboard (over every account), but their menu lists the smr ones.
const clientMenu = ["client"] as const;
const permission = "reports.view";
const section = "Dashboards";

/**
 * The dashboards (issue 23): the client ones at `dashboards/clients/…` (behind the client's
 * subscription level; the server refuses the others too), the operator ones at
 * `dashboards/smr/…` (turnaround shows on smr/inbound). Export and custom are in ../saved.
 */
export const dashboardRoutes: AppRoute[] = [
  {
    path: "dashboards/clients/summary",
    title: "Summary dashboard",
    audiences: both,
    permission,
    nav: { label: "Summary", section, order: 1, audiences: clientMenu },
    load: () => import("./pages/ClientSummaryPage"),
  },
  {
    path: "dashboards/clients/inbound",
    title: "Inbound dashboard",
    audiences: both,
    permission,
    nav: { label: "Inbound", section, order: 1.1, audiences: clientMenu },
    load: () => import("./pages/ClientInboundPage"),
  },
  {
    path: "dashboards/clients/serialized",
    title: "Serialized dashboard",
    audiences: both,
    permission,
    nav: { label: "Serialized", section, order: 1.2, audiences: clientMenu },
    load: () => import("./pages/ClientSerializedPage"),
  },
  {
    path: "dashboards/clients/received",
    title: "Received dashboard",
    audiences: both,
    permission,
    nav: { label: "Received", section, order: 1.3, audiences: clientMenu },
    load: () => import("./pages/ClientReceivedPage"),
  },
  {
    path: "dashboards/clients/value-add",
    title: "Value add dashboard",
    audiences: both,
    permission,
    nav: { label: "Value add", section, order: 1.4, audiences: clientMenu },
    load: () => import("./pages/ClientValueAddPage"),
  },
  {
    path: "dashboards/smr/inbound",
    title: "Inbound operations",
    audiences: staff,
    permission,
    nav: { label: "Inbound operations", section, order: 1, audiences: staff },
    load: () => import("./pages/SmrInboundPage"),
  },
  {
    path: "dashboards/smr/serialized",
    title: "Serialized throughput",
    audiences: staff,
    permission,
    nav: { label: "Serialized throughput", section, order: 1.1, audiences: staff },
    load: () => import("./pages/SmrSerializedPage"),
  },
  {
    path: "dashboards/smr/received",
    title: "Received weights",
    audiences: staff,
    permission,
    nav: { label: "Received weights", section, order: 1.2, audiences: staff },
    load: () => import("./pages/SmrReceivedPage"),
  },
];
