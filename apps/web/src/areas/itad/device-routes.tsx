import {
  type ActivityTab,
  type DeviceTabRecord,
  ITAD_DEVICE_TABS,
  MOBILITY_DEVICE_TABS,
  type Permission,
  SHOP_ORDER_DEVICE_TABS,
} from "@ops/domain";
import type { AppRoute } from "../../app/route-types";
import { declaredTab, withinTab } from "../../shared/record-frame/route-tabs";

const staff = ["operator"] as const;

type Page = { load: AppRoute["load"]; title: string; permission: Permission };

// One set of pages serves the three places; each page reads its place from the address.
const PAGES: Record<string, Page> = {
  info: { title: "Device", permission: "assets.view", load: () => import("./pages/DeviceInfoPage") },
  tests: { title: "Device tests", permission: "assets.view", load: () => import("./pages/DeviceTestsPage") },
  events: {
    title: "Device events",
    permission: "assets.view",
    load: () => import("./pages/DeviceEventsPage"),
  },
  pack: { title: "Pack device", permission: "assets.view", load: () => import("./pages/DevicePackPage") },
  cosmetic: { title: "Cosmetic", permission: "assets.view", load: () => import("./pages/DeviceSectionPage") },
  "laptop-cosmetic": {
    title: "Laptop cosmetic",
    permission: "assets.view",
    load: () => import("./pages/DeviceSectionPage"),
  },
  exceptions: {
    title: "Exceptions",
    permission: "assets.view",
    load: () => import("./pages/DeviceSectionPage"),
  },
  functional: {
    title: "Functional",
    permission: "assets.view",
    load: () => import("./pages/DeviceSectionPage"),
  },
  attachments: {
    title: "Device attachments",
    permission: "assets.view",
    load: () => import("./pages/DeviceAttachmentsPage"),
  },
  evidence: {
    title: "Device evidence",
    permission: "assets.view",
    load: () => import("./pages/DeviceEvidencePage"),
  },
  components: {
    title: "Harvested parts",
    permission: "assets.view",
    load: () => import("./pages/DeviceComponentsPage"),
  },
};

/** The routes of one place's device frame: a route per tab, then the edit page (and others). */
function placeRoutes(
  frame: string,
  base: string,
  tabs: readonly ActivityTab<DeviceTabRecord>[],
  extra: AppRoute[],
): AppRoute[] {
  const tabRoutes = tabs.map((tab): AppRoute => {
    const page = PAGES[tab.id];
    if (!page) throw new Error(`No device page for the ${tab.id} tab`);
    const segment = typeof tab.segment === "string" ? tab.segment : tab.id;
    return {
      path: segment ? `${base}/${segment}` : base,
      title: page.title,
      audiences: staff,
      permission: page.permission,
      tab: declaredTab(frame, tabs, tab.id),
      load: page.load,
    };
  });
  const edit: AppRoute = {
    path: `${base}/edit`,
    title: "Edit device",
    audiences: staff,
    permission: "assets.edit",
    tab: withinTab(declaredTab(frame, tabs, "info")),
    load: () => import("./pages/DeviceEditPage"),
  };
  return [...tabRoutes, edit, ...extra];
}

const SHOP_ORDER_DEVICE = "shop-order/:slug/itad/:barcode";
const shopOrderComponents = withinTab(declaredTab("shop-order-device", SHOP_ORDER_DEVICE_TABS, "components"));

/**
 * A device's pages at its three places (SPEC §2): a shop order's `itad/<barcode>`, an ITAD
 * job's `serialized/<barcode>` and mobility's `serialized/<barcode>`. The tab lists are the
 * domain's (device-tabs.ts).
 */
export const deviceRoutes: AppRoute[] = [
  ...placeRoutes("shop-order-device", SHOP_ORDER_DEVICE, SHOP_ORDER_DEVICE_TABS, [
    {
      path: `${SHOP_ORDER_DEVICE}/components/new`,
      title: "Harvest a part",
      audiences: staff,
      permission: "processing.work",
      tab: shopOrderComponents,
      load: () => import("./pages/DeviceComponentNewPage"),
    },
    {
      path: `${SHOP_ORDER_DEVICE}/components/bulk/new`,
      title: "Harvest parts",
      audiences: staff,
      permission: "processing.work",
      tab: shopOrderComponents,
      load: () => import("./pages/DeviceComponentNewPage"),
    },
  ]),
  ...placeRoutes("itad-device", "itad/:slug/serialized/:barcode", ITAD_DEVICE_TABS, []),
  ...placeRoutes("mobility-device", "mobility/inventory/serialized/:barcode", MOBILITY_DEVICE_TABS, []),
];
