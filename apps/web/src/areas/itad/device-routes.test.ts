import {
  type ActivityTab,
  type DeviceTabRecord,
  ITAD_DEVICE_TABS,
  ITAD_TABS,
  MOBILITY_DEVICE_TABS,
  resolveTabs,
  SHOP_ORDER_DEVICE_TABS,
} from "@ops/domain";
import { generatePath } from "react-router";
import { describe, expect, it } from "vitest";
import { shellRoutes } from "../../app/routes";
import { frameTabsOf } from "../../shared/record-frame/route-tabs";
import { devicePath } from "./itad-paths";

const PARAMS = { slug: "dal-itad-1", barcode: "SER-1" };

/** Where each tab the domain declares leads, and where the frame's route for it leads. */
function compare<R>(frame: string, base: string, tabs: readonly ActivityTab<R>[], record: R) {
  const declared = resolveTabs(tabs, record).map((t) => ({
    id: t.id,
    to: t.segment ? `${base}/${t.segment}` : base,
  }));
  const routed = frameTabsOf(shellRoutes, frame).map((t) => ({
    id: t.id,
    to: generatePath(`/${t.path}`, PARAMS),
  }));
  return { declared, routed };
}

describe("device and ITAD job routes", () => {
  it("open every device tab, in the domain's order, at each of the three places", () => {
    const laptop: DeviceTabRecord = { laptop: true };
    const places = [
      [
        "shop-order-device",
        devicePath({ kind: "shop_order", slug: PARAMS.slug }, PARAMS.barcode),
        SHOP_ORDER_DEVICE_TABS,
      ],
      ["itad-device", devicePath({ kind: "itad", slug: PARAMS.slug }, PARAMS.barcode), ITAD_DEVICE_TABS],
      ["mobility-device", devicePath({ kind: "mobility", slug: "" }, PARAMS.barcode), MOBILITY_DEVICE_TABS],
    ] as const;
    for (const [frame, base, tabs] of places) {
      const { declared, routed } = compare(frame, base, tabs, laptop);
      expect(routed, frame).toEqual(declared);
    }
    expect(devicePath({ kind: "mobility", slug: "" }, "SER-1")).toBe("/mobility/inventory/serialized/SER-1");
  });

  it("declares the ITAD job's frame as the itad kind does, and the SPEC's screens", () => {
    const { declared, routed } = compare("itad", "/itad/dal-itad-1", ITAD_TABS, {
      childCount: 0,
      parentSlug: null,
    });
    expect(routed).toEqual(declared);
    const paths = shellRoutes.map((r) => r.path);
    for (const path of [
      "itad/new",
      "itad/:slug/edit",
      "itad/:slug/bins/new",
      "itad/:slug/bins/:barcode/edit",
      "itad/:slug/bins/:barcode/serials",
      "itad/:slug/bins/:barcode/events",
      "itad/:slug/serialized/:barcode/edit",
      "shop-order/:slug/itad/:barcode/components/new",
      "shop-order/:slug/itad/:barcode/components/bulk/new",
      "shop-order/:slug/itad/:barcode/edit",
      "mobility/inventory/serialized/:barcode/edit",
      "mobility/inventory/bins/:barcode/events",
    ])
      expect(paths, path).toContain(path);
  });
});
