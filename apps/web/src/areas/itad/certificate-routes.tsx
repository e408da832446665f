import type { AppRoute } from "../../app/route-types";
import { inboundTab, loadTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/**
 * A load's data destruction (readiness, erasure import, certificates), its serial report for
 * staff and clients, and the client's certificates (issue 16). The public verification screen
 * (`/certificates/:number`) is routed outside the shell (app/router.tsx).
 */
export const certificateRoutes: AppRoute[] = [
  {
    path: "inbound/:slug/data-destruction",
    title: "Data destruction",
    audiences: staff,
    permission: "activities.view",
    tab: inboundTab("data-destruction"),
    load: () => import("./pages/LoadDataDestructionPage"),
  },
  {
    path: "inbound/:slug/serial-report",
    title: "Serial report",
    audiences: staff,
    permission: "assets.view",
    tab: inboundTab("serial-report"),
    load: () => import("./pages/SerialReportPage"),
  },
  {
    path: "loads/:slug/serial-report",
    title: "Serial report",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: loadTab("serial-report"),
    load: () => import("./pages/SerialReportPage"),
  },
  {
    path: "loads/:slug/certificates",
    title: "Certificates",
    audiences: staffAndClients,
    permission: "activities.view",
    tab: loadTab("certificates"),
    load: () => import("./pages/ClientCertificatesPage"),
  },
];
