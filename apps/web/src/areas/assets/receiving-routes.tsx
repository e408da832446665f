import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** Receiving on an inbound load, its confirmation, and the load's asset and load photos (SPEC §2). */
export const receivingRoutes: AppRoute[] = [
  {
    path: "inbound/:slug/assets",
    title: "Receiving",
    audiences: staff,
    load: () => import("./pages/ReceivingPage"),
  },
  {
    path: "inbound/:slug/assets/confirm",
    title: "Asset confirm",
    audiences: staff,
    load: () => import("./pages/AssetConfirmPage"),
  },
  {
    path: "inbound/:slug/asset-photos",
    title: "Asset photos",
    audiences: staff,
    load: () => import("./pages/AssetPhotosPage"),
  },
  {
    path: "inbound/:slug/load-photos",
    title: "Load photos",
    audiences: staff,
    load: () => import("./pages/LoadPhotosPage"),
  },
];
