import { describe, expect, it } from "vitest";
import { resolveTabs } from "../activities/activity-tabs";
import { ITAD_DEVICE_TABS, isLaptopClass, MOBILITY_DEVICE_TABS, SHOP_ORDER_DEVICE_TABS } from "./device-tabs";

describe("device tabs", () => {
  it("tells laptop classes by name", () => {
    expect(isLaptopClass("Laptops")).toBe(true);
    expect(isLaptopClass("Notebook computers")).toBe(true);
    expect(isLaptopClass("Phones")).toBe(false);
    expect(isLaptopClass("Desktops")).toBe(false);
    expect(isLaptopClass(null)).toBe(false);
  });

  it("shows the laptop cosmetic section only on a laptop", () => {
    const ids = (laptop: boolean) => resolveTabs(SHOP_ORDER_DEVICE_TABS, { laptop }).map((t) => t.id);
    expect(ids(true)).toContain("laptop-cosmetic");
    expect(ids(false)).not.toContain("laptop-cosmetic");
    expect(ids(false)).toEqual([
      "info",
      "tests",
      "cosmetic",
      "functional",
      "exceptions",
      "components",
      "pack",
      "attachments",
      "evidence",
      "events",
    ]);
  });

  it("gives ITAD jobs and mobility the pages SPEC §2 names", () => {
    expect(ITAD_DEVICE_TABS.map((t) => t.segment)).toEqual(["", "tests", "pack", "evidence", "events"]);
    expect(MOBILITY_DEVICE_TABS.map((t) => t.segment)).toEqual([
      "",
      "cosmetic",
      "functional",
      "exceptions",
      "evidence",
      "events",
    ]);
  });

  it("gives every serialized device page the Evidence tab (issue 16)", () => {
    for (const tabs of [SHOP_ORDER_DEVICE_TABS, ITAD_DEVICE_TABS, MOBILITY_DEVICE_TABS])
      expect(tabs.find((t) => t.id === "evidence")).toMatchObject({ label: "Evidence", segment: "evidence" });
  });
});
