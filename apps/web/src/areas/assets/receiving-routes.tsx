import type { AppRoute } from "../../app/route-types";

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
    load: () => import("./pages/LoadAssetsPage"),
  },
  {
    path: "inbound/:slug/assets",
    title: "Receiving",
    audiences: staff,
    permission: "assets.view",
    load: () => import("./pages/ReceivingPage"),
  },
  {
    path: "inbound/:slug/assets/confirm",
    title: "Asset confirm",
    audiences: staff,
    permission: "inbound.receive",
    load: () => import("./pages/AssetConfirmPage"),
  },
  {
    path: "inbound/:slug/asset-photos",
    title: "Asset photos",
    audiences: staff,
    permission: "assets.edit",
    load: () => import("./pages/AssetPhotosPage"),
  },
  {
    path: "inbound/:slug/load-photos",
    title: "Load photos",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/LoadPhotosPage"),
  },
];
