import { DEFAULT_ROLE_PERMISSIONS, type Permission, permissionsFor, type SessionUser } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { canOpen, navFor, shellRoutes } from "./routes";

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
  permissions: audience === "vendor" ? [] : permissionsFor(audience),
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
      "/dashboards/smr/inbound",
      "/dashboards/smr/serialized",
      "/dashboards/smr/received",
      "/dashboards/smr/custom",
      "/dashboards/smr/export",
      "/reports",
      "/tasks",
      "/tasks/groups",
      "/tasks/types",
      "/tasks/overview",
      "/operators",
      "/clients",
      "/accounts-top",
      "/accounts",
      "/accounts/dsvs",
      "/program-templates",
      "/pricebooks",
      "/surveys",
      "/surveys/responses",
      "/inbound",
      "/loads",
      "/statements",
      "/inbound-requests",
      "/parcel",
      "/parcel/receiving",
      "/pickups",
      "/pickups/check-in",
      "/outbound",
      "/load-builder",
      "/listings",
      "/listings/ebay",
      "/redeployments/orders",
      "/redeployments/listings",
      "/products",
      "/serial-products",
      "/aliases",
      "/classes",
      "/brands",
      "/services",
      "/product-services",
      "/ecommerce-cutlines",
      "/test-suites",
      "/shop-order",
      "/processing",
      "/itad",
      "/destruction-batches",
      "/stock",
      "/inventory",
      "/putaway",
      "/assets",
      "/asset-manager",
      "/mobility/inventory",
      "/locations",
      "/dock-schedule",
      "/calendar",
      "/holds",
      "/picking",
      "/consolidation",
      "/carriers",
      "/vendor-rules",
      "/support-requests",
    ]);
    expect(operatorNav.map((s) => s.section)).toEqual([
      "General",
      "Dashboards",
      "Tasks",
      "People",
      "Accounts",
      "Inbound",
      "Outbound",
      "Sales",
      "Catalogue",
      "Processing",
      "Warehouse",
      "Logistics",
      "Support",
    ]);
    expect(navFor(user("client", ["client_user"])).flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      "/",
      "/dashboards/clients/summary",
      "/dashboards/clients/inbound",
      "/dashboards/clients/serialized",
      "/dashboards/clients/received",
      "/dashboards/clients/value-add",
      "/dashboards/clients/custom",
      "/dashboards/clients/export",
      "/reports",
      "/accounts",
      "/portal/surveys",
      "/loads",
      "/statements",
      "/inbound-requests",
      "/portal/parcel",
      "/redeployments/orders",
      "/redeployments/listings",
      "/stock",
      "/assets",
      "/support-requests",
    ]);
    expect(navFor(user("vendor", ["vendor_user"])).flatMap((s) => s.entries.map((e) => e.path))).toEqual([
      "/",
      "/vendor/dock-schedule",
    ]);
  });

  it("leaves out what the user's roles do not allow", () => {
    const withRole = (audience: "operator" | "client", role: string): SessionUser => ({
      ...user(audience, [audience === "operator" ? "smr_user" : "client_user"]),
      permissions: [...(DEFAULT_ROLE_PERMISSIONS[`${audience}:${role}`] as Permission[])],
    });
    const technician = withRole("operator", "Processing Technician");
    const paths = navFor(technician).flatMap((s) => s.entries.map((e) => e.path));
    expect(paths).toContain("/assets");
    expect(paths).not.toContain("/accounts");
    expect(paths).not.toContain("/operators");
    const route = (path: string) => shellRoutes.find((r) => r.path === path) ?? expect.unreachable(path);
    expect(canOpen(route("accounts/:accountId/edit"), technician)).toBe(false);
    const viewer = withRole("client", "Client Viewer");
    expect(canOpen(route("inbound-requests"), viewer)).toBe(true);
    expect(canOpen(route("inbound-requests/new"), viewer)).toBe(false);
    expect(canOpen(route("inbound-requests/new"), withRole("client", "Client User"))).toBe(true);
    const nobody = { ...user("operator", ["smr_user"]), permissions: [] };
    expect(navFor(nobody).flatMap((s) => s.entries.map((e) => e.path))).toEqual(["/"]);
  });

  it("names a permission its audience's roles can hold on every screen", () => {
    for (const r of shellRoutes) {
      if (!r.permission) continue;
      for (const audience of r.audiences) {
        if (audience === "vendor") continue;
        expect(permissionsFor(audience), `${r.path} (${audience})`).toContain(r.permission);
      }
    }
  });
});
