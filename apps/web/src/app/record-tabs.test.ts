import { ACTIVITY_KINDS, type ActivityTab, LOAD_TABS, resolveTabs } from "@ops/domain";
import { generatePath } from "react-router";
import { describe, expect, it } from "vitest";
import { frameTabsOf } from "../shared/record-frame/route-tabs";
import { shellRoutes } from "./routes";

/** Where each tab the domain declares leads for a record, and where its route leads. */
function compare<R>(frame: string, base: string, tabs: readonly ActivityTab<R>[], record: R) {
  const declared = resolveTabs(tabs, record).map((t) => ({
    id: t.id,
    to: t.segment ? `/${base}/${t.segment}` : `/${base}`,
  }));
  const routed = frameTabsOf(shellRoutes, frame).map((t) => ({
    id: t.id,
    to: generatePath(`/${t.path}`, { slug: "dal-in-1", number: "42" }),
  }));
  return { declared, routed };
}

describe("record frame routes", () => {
  it("open every tab the inbound kind declares, in its order, at the path it declares", () => {
    // A parcel load that kept children of its time as a parent shows every tab of the kind.
    const record = { inboundRequestNumber: 42, shipmentSize: "parcel" as const, childCount: 2 };
    const { declared, routed } = compare("inbound", "inbound/dal-in-1", ACTIVITY_KINDS.inbound.tabs, record);
    expect(routed).toEqual(declared);
    expect(routed.map((t) => t.id)).toContain("child-loads");
    expect(routed.map((t) => t.id)).toContain("parcel-tracking");
  });

  it("open every tab a load declares, in its order, at the path it declares", () => {
    const { declared, routed } = compare("load", "loads/dal-in-1", LOAD_TABS, { asnItemCount: 3 });
    expect(routed).toEqual(declared);
  });

  it("open every tab the outbound kind declares, in its order, at the path it declares", () => {
    const { declared, routed } = compare("outbound", "outbound/dal-in-1", ACTIVITY_KINDS.outbound.tabs, {
      status: "building" as const,
    });
    expect(routed).toEqual(declared);
  });

  it("give each tab of a frame one route that opens it", () => {
    const frames = new Set(shellRoutes.flatMap((r) => (r.tab ? [r.tab.frame] : [])));
    expect([...frames].sort()).toEqual([
      "account",
      "asset",
      "inbound",
      "itad",
      "itad-bin",
      "itad-device",
      "load",
      "location",
      "mobility-bin",
      "mobility-device",
      "outbound",
      "processing",
      "shop-order",
      "shop-order-asset",
      "shop-order-device",
    ]);
    for (const frame of frames) {
      const ids = frameTabsOf(shellRoutes, frame).map((t) => t.id);
      expect(new Set(ids).size, frame).toBe(ids.length);
      // A screen inside a tab names a tab the frame has.
      for (const route of shellRoutes.filter((r) => r.tab?.frame === frame)) {
        expect(ids, route.path).toContain(route.tab?.id);
      }
    }
  });
});
