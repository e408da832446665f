import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { inboundTab, loadTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/**
 * Receiving on an inbound load, its confirmation, the load's asset and load photos, and what a
 * load received as staff and its client read it (`loads/{slug}/assets`, SPEC §2).
 */
export const receivingRoutes: AppRoute[] = [
  {
    path: "loads/:slug/assets",
    title: "Load assets",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: loadTab("assets"),
    load: () => import("./pages/LoadAssetsPage"),
  },
  {
    path: "inbound/:slug/assets",
    title: "Receiving",
    audiences: staff,
    permission: "assets.view",
    tab: inboundTab("assets"),
    load: () => import("./pages/ReceivingPage"),
  },
  {
    path: "inbound/:slug/assets/confirm",
    title: "Asset confirm",
    audiences: staff,
    permission: "inbound.receive",
    tab: withinTab(inboundTab("assets")),
    load: () => import("./pages/AssetConfirmPage"),
  },
  {
    path: "inbound/:slug/asset-photos",
    title: "Asset photos",
    audiences: staff,
    permission: "assets.edit",
    tab: inboundTab("asset-photos"),
    load: () => import("./pages/AssetPhotosPage"),
  },
  {
    path: "inbound/:slug/load-photos",
    title: "Load photos",
    audiences: staff,
    permission: "activities.edit",
    tab: inboundTab("load-photos"),
    load: () => import("./pages/LoadPhotosPage"),
  },
];
