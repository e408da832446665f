import type { SessionUser } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { navFor, shellRoutes } from "./routes";

const user = (audience: SessionUser["audience"], entitlements: string[]): SessionUser => ({
  id: 1,
  firstName: "A",
  lastName: "B",
  name: "A B",
  email: "a@example.com",
  warehouseId: null,
  entitlements,
  type: audience === "operator" ? "operator" : audience,
  roleIds: [],
  active: true,
  createdAt: "",
  updatedAt: "",
  audience,
});

describe("shell routes", () => {
  it("each declares a title, an audience and a loader", () => {
    for (const route of shellRoutes) {
      expect(route.title.trim(), route.path).not.toBe("");
      expect(route.audiences.length, route.path).toBeGreaterThan(0);
      expect(typeof route.load, route.path).toBe("function");
    }
  });

  it("declares no path twice", () => {
    const paths = shellRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds the menu from route metadata for each audience", () => {
    const operatorNav = navFor(user("operator", ["smr_user"]));
    expect(operatorNav.flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      "/",
      "/operators",
      "/clients",
      "/accounts-top",
      "/accounts",
      "/accounts/dsvs",
      "/program-templates",
      "/pricebooks",
      "/inbound",
      "/loads",
      "/inbound-requests",
      "/products",
      "/serial-products",
      "/aliases",
      "/classes",
      "/brands",
      "/services",
      "/product-services",
      "/ecommerce-cutlines",
      "/assets",
      "/locations",
      "/dock-schedule",
      "/calendar",
      "/holds",
      "/carriers",
      "/vendor-rules",
    ]);
    expect(operatorNav.map((s) => s.section)).toEqual([
      "General",
      "People",
      "Accounts",
      "Inbound",
      "Catalogue",
      "Warehouse",
      "Logistics",
    ]);
    expect(navFor(user("client", ["client_user"])).flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      "/",
      "/accounts",
      "/loads",
      "/inbound-requests",
      "/assets",
    ]);
    expect(navFor(user("vendor", ["vendor_user"])).flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      "/",
      "/vendor/dock-schedule",
    ]);
  });
});
