import type { AppRoute } from "../../app/route-types";
import { withinTab } from "../../shared/record-frame/route-tabs";
import { shopOrderTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;
// Every ITAD sub-page keeps the shop order's ITAD tab selected; the strip inside it shows which.
const itadTab = shopOrderTab("itad");
const inItad = withinTab(itadTab);

/**
 * The IT asset disposition pages of a shop order (SPEC §2 Shop orders: itad/new and the itad
 * sub-pages). The device pages (`shop-order/:slug/itad/:barcode/…`) are the ITAD area's.
 * `shop-order/itad/new` has two fixed segments, so it outranks `shop-order/:slug/…` routes.
 */
export const shopOrderItadRoutes: AppRoute[] = [
  {
    path: "shop-order/itad/new",
    title: "New ITAD shop order",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ShopOrderItadNewPage"),
  },
  {
    path: "shop-order/:slug/itad",
    title: "Shop order devices",
    audiences: staff,
    permission: "assets.view",
    tab: itadTab,
    load: () => import("./pages/ShopOrderItadPage"),
  },
  {
    path: "shop-order/:slug/itad/serial",
    title: "Shop order serials",
    audiences: staff,
    permission: "assets.view",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadSerialPage"),
  },
  {
    path: "shop-order/:slug/itad/bulk-create-serials",
    title: "Bulk create serials",
    audiences: staff,
    permission: "processing.work",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadBulkCreatePage"),
  },
  {
    path: "shop-order/:slug/itad/component",
    title: "Shop order components",
    audiences: staff,
    permission: "assets.view",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadComponentPage"),
  },
  {
    path: "shop-order/:slug/itad/lpn",
    title: "Shop order LPNs",
    audiences: staff,
    permission: "assets.view",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadLpnPage"),
  },
  {
    path: "shop-order/:slug/itad/updated-lpn",
    title: "Updated LPNs",
    audiences: staff,
    permission: "assets.view",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadUpdatedLpnPage"),
  },
  {
    path: "shop-order/:slug/itad/bulk-routing",
    title: "Bulk routing",
    audiences: staff,
    permission: "processing.work",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadBulkRoutingPage"),
  },
  {
    path: "shop-order/:slug/itad/reserved",
    title: "Reserved serials",
    audiences: staff,
    permission: "assets.view",
    tab: inItad,
    load: () => import("./pages/ShopOrderItadReservedPage"),
  },
];
