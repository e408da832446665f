import type { AppRoute } from "../../app/route-types";
import { ASSET_TABS } from "./asset-tabs";

const staff = ["operator"] as const;
const staffAndClients = ["operator", "client"] as const;

/**
 * Asset screens (SPEC §2 Assets): an asset's main page, its chain of custody and serials for
 * operators and clients (clients read their own accounts' assets), the edit screen for
 * operators, and the holds screen.
 */
export const assetRoutes: AppRoute[] = [
  {
    path: "assets",
    title: "Assets",
    audiences: staffAndClients,
    permission: "assets.view",
    nav: { label: "Assets", section: "Warehouse", order: 59 },
    load: () => import("./pages/AssetsPage"),
  },
  {
    path: "assets/:barcode",
    title: "Asset",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: ASSET_TABS.main,
    load: () => import("./pages/AssetPage"),
  },
  {
    path: "assets/:barcode/events",
    title: "Asset events",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: ASSET_TABS.events,
    load: () => import("./pages/AssetEventsPage"),
  },
  {
    path: "assets/:barcode/serials",
    title: "Asset serials",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: ASSET_TABS.serials,
    load: () => import("./pages/AssetSerialsPage"),
  },
  {
    path: "assets/:barcode/evidence",
    title: "Asset evidence",
    audiences: staffAndClients,
    permission: "assets.view",
    tab: ASSET_TABS.evidence,
    load: () => import("./pages/AssetEvidencePage"),
  },
  {
    path: "assets/:barcode/edit",
    title: "Edit asset",
    audiences: staff,
    permission: "assets.edit",
    load: () => import("./pages/AssetEditPage"),
  },
  {
    path: "holds",
    title: "Holds",
    audiences: staff,
    permission: "assets.view",
    nav: { label: "Holds", section: "Warehouse", order: 63 },
    load: () => import("./pages/HoldsPage"),
  },
];
