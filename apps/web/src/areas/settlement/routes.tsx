import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { inboundTab, loadTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/**
 * Settlement statements (issue 22). The load's statement sits with its pricing pages: at
 * `inbound/:slug/pricing/settlement` for operators (draft inputs, finalise, adjustments) and at
 * `loads/:slug/statement` in the load frame every audience shares (the final statement). The
 * statements list is `statements` for operators and clients.
 */
export const settlementRoutes: AppRoute[] = [
  {
    path: "statements",
    title: "Statements",
    audiences: staffAndClients,
    permission: "pricing.view",
    nav: { label: "Statements", section: "Inbound", order: 38.5 },
    load: () => import("./pages/StatementsPage"),
  },
  {
    path: "inbound/:slug/pricing/settlement",
    title: "Settlement",
    audiences: staff,
    permission: "pricing.view",
    tab: withinTab(inboundTab("pricing")),
    load: () => import("./pages/InboundSettlementPage"),
  },
  {
    path: "loads/:slug/statement",
    title: "Statement",
    audiences: staffAndClients,
    permission: "pricing.view",
    tab: withinTab(loadTab("pricing")),
    load: () => import("./pages/LoadStatementPage"),
  },
];
