import type { AppRoute } from "../../app/route-types";
import { inboundTab, loadTab } from "./activity-route-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/** Loads (inbound and outbound) with their ASN items, documents and photos; the ASN import (SPEC §2). */
export const loadRoutes: AppRoute[] = [
  {
    path: "loads",
    title: "Loads",
    audiences: staffAndClients,
    permission: "inbound.view",
    nav: { label: "Loads", section: "Inbound", order: 38 },
    load: () => import("./pages/LoadsPage"),
  },
  {
    path: "loads/:slug",
    title: "Load",
    audiences: staffAndClients,
    permission: "inbound.view",
    tab: loadTab("overview"),
    load: () => import("./pages/LoadPage"),
  },
  {
    path: "loads/:slug/asns",
    title: "ASN items",
    audiences: staffAndClients,
    permission: "inbound.view",
    tab: loadTab("asns"),
    load: () => import("./pages/LoadAsnsPage"),
  },
  {
    path: "loads/:slug/documents",
    title: "Load documents",
    audiences: staffAndClients,
    permission: "activities.view",
    tab: loadTab("documents"),
    load: () => import("./pages/LoadDocumentsPage"),
  },
  {
    path: "loads/:slug/photos",
    title: "Load photos",
    audiences: staffAndClients,
    permission: "activities.view",
    tab: loadTab("photos"),
    load: () => import("./pages/LoadPhotosPage"),
  },
  {
    path: "inbound/:slug/asns",
    title: "ASN import",
    audiences: staff,
    permission: "inbound.view",
    tab: inboundTab("asns"),
    load: () => import("./pages/InboundAsnsPage"),
  },
];
