import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/** Inbound requests: clients file and follow them, operators make loads from them (SPEC §2). */
export const inboundRequestRoutes: AppRoute[] = [
  {
    path: "inbound-requests",
    title: "Inbound requests",
    audiences: staffAndClients,
    permission: "inbound.view",
    nav: { label: "Inbound requests", section: "Inbound", order: 39 },
    load: () => import("./pages/InboundRequestsPage"),
  },
  {
    // Only clients create requests (SPEC §6).
    path: "inbound-requests/new",
    title: "Request a pickup",
    audiences: ["client"],
    permission: "inbound.request",
    load: () => import("./pages/InboundRequestNewPage"),
  },
  {
    path: "inbound-requests/:number",
    title: "Inbound request",
    audiences: staffAndClients,
    permission: "inbound.view",
    load: () => import("./pages/InboundRequestPage"),
  },
  {
    path: "inbound-requests/:number/edit",
    title: "Edit inbound request",
    audiences: staff,
    permission: "inbound.edit",
    load: () => import("./pages/InboundRequestEditPage"),
  },
  {
    path: "inbound-requests/:number/inbound/new",
    title: "New inbound load from a request",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/InboundRequestInboundNewPage"),
  },
  {
    // A client's request turned into an outbound load (a redeployment shipment back to them).
    path: "inbound-requests/:number/outbound/new",
    title: "New outbound load from a request",
    audiences: staff,
    permission: "outbound.edit",
    load: () => import("./pages/InboundRequestOutboundNewPage"),
  },
];
