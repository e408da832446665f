import type { AppRoute } from "../../app/route-types";

/**
 * The asset manager (SPEC §7 "Asset manager create and consolidate"; the spec names no screen
 * path): create many containers with generated barcodes, and consolidate bins into one.
 */
export const assetManagerRoutes: AppRoute[] = [
  {
    path: "asset-manager",
    title: "Asset manager",
    audiences: ["operator"],
    permission: "assets.edit",
    nav: { label: "Asset manager", section: "Warehouse", order: 59.5 },
    load: () => import("./pages/AssetManagerPage"),
  },
];
