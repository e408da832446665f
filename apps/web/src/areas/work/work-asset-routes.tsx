import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { processingTab, shopOrderTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;

/** The tabs of an asset's frame inside a shop order (`shop-order/<slug>/assets/<barcode>`). */
const SHOP_ORDER_ASSET_TABS = {
  main: { frame: "shop-order-asset", id: "main", label: "Main", order: 0 },
  events: { frame: "shop-order-asset", id: "events", label: "Events", order: 1 },
  serials: {
    frame: "shop-order-asset",
    id: "serials",
    label: (asset: { childCount: number }) => `Serials (${asset.childCount})`,
    order: 2,
  },
};

/**
 * What is inside shop orders and processing jobs (SPEC §2 Shop orders, Processing): the
 * processed and created tabs with scanning, new assets and bins out of an input, an order's
 * asset and bin pages, and a processing job's assets with their steps.
 */
export const workAssetRoutes: AppRoute[] = [
  {
    path: "shop-order/:slug/processed",
    title: "Processed",
    audiences: staff,
    permission: "assets.view",
    tab: shopOrderTab("processed"),
    load: () => import("./pages/ShopOrderProcessedPage"),
  },
  {
    path: "shop-order/:slug/created",
    title: "Created",
    audiences: staff,
    permission: "assets.view",
    tab: shopOrderTab("created"),
    load: () => import("./pages/ShopOrderCreatedPage"),
  },
  {
    path: "shop-order/:slug/assets/new",
    title: "Create assets",
    audiences: staff,
    permission: "processing.work",
    tab: withinTab(shopOrderTab("created")),
    load: () => import("./pages/ShopOrderAssetsNewPage"),
  },
  {
    path: "shop-order/:slug/bins/new",
    title: "New bin",
    audiences: staff,
    permission: "processing.work",
    tab: withinTab(shopOrderTab("created")),
    load: () => import("./pages/ShopOrderBinNewPage"),
  },
  {
    path: "shop-order/:slug/assets/:barcode",
    title: "Shop order asset",
    audiences: staff,
    permission: "assets.view",
    tab: SHOP_ORDER_ASSET_TABS.main,
    load: () => import("./pages/ShopOrderAssetPage"),
  },
  {
    path: "shop-order/:slug/assets/:barcode/events",
    title: "Shop order asset events",
    audiences: staff,
    permission: "assets.view",
    tab: SHOP_ORDER_ASSET_TABS.events,
    load: () => import("./pages/ShopOrderAssetEventsPage"),
  },
  {
    path: "shop-order/:slug/assets/:barcode/serials",
    title: "Shop order asset serials",
    audiences: staff,
    permission: "assets.view",
    tab: SHOP_ORDER_ASSET_TABS.serials,
    load: () => import("./pages/ShopOrderAssetSerialsPage"),
  },
  {
    path: "shop-order/:slug/assets/:barcode/edit",
    title: "Edit shop order asset",
    audiences: staff,
    permission: "assets.edit",
    load: () => import("./pages/ShopOrderAssetEditPage"),
  },
  {
    path: "shop-order/:slug/bins/:barcode",
    title: "Shop order bin",
    audiences: staff,
    permission: "assets.view",
    load: () => import("./pages/ShopOrderBinPage"),
  },
  {
    path: "shop-order/:slug/bins/:barcode/edit",
    title: "Edit shop order bin",
    audiences: staff,
    permission: "assets.edit",
    load: () => import("./pages/ShopOrderBinEditPage"),
  },
  {
    path: "processing/:slug/assets",
    title: "Assets in processing",
    audiences: staff,
    permission: "assets.view",
    tab: processingTab("assets"),
    load: () => import("./pages/ProcessingAssetsPage"),
  },
  {
    path: "processing/:slug/assets/:barcode",
    title: "Processing asset",
    audiences: staff,
    permission: "assets.view",
    tab: withinTab(processingTab("assets")),
    load: () => import("./pages/ProcessingAssetPage"),
  },
];
