import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as domain from "../index";
import type { Endpoint } from "../platform/endpoints";
import {
  DEFAULT_ROLE_PERMISSIONS,
  hasPermission,
  PERMISSION_IDS,
  PERMISSIONS,
  type Permission,
  permissionsFor,
} from "./permissions";

const endpoints = Object.values(domain as Record<string, unknown>).filter(
  (v): v is Endpoint => typeof v === "object" && v !== null && "operationId" in v && "families" in v,
);

describe("permissions", () => {
  it("every endpoint names a permission the role lists of its families can hold", () => {
    expect(endpoints.length).toBeGreaterThan(200);
    for (const e of endpoints) {
      if (e.permission === null) continue;
      for (const family of e.families) {
        if (family === "vendor" || family === "public") continue;
        expect(permissionsFor(family), `${e.operationId} in ${family}`).toContain(e.permission);
      }
    }
  });

  it("every permission is checked by some endpoint or life cycle, so none is a stored setting nothing applies", () => {
    const used = new Set<string>(endpoints.flatMap((e) => (e.permission ? [e.permission] : [])));
    for (const kind of Object.values(domain.ACTIVITY_KINDS))
      for (const from of kind.lifeCycle.statuses)
        for (const to of kind.lifeCycle.statuses) {
          const p = kind.lifeCycle.permissionFor(from.id, to.id);
          if (p) used.add(p);
        }
    expect(PERMISSION_IDS.filter((p) => !used.has(p))).toEqual([]);
  });

  it("gives each base role only permissions of its own list, and the Administrators everything", () => {
    for (const [key, granted] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
      const type = key.startsWith("client:") ? "client" : "operator";
      for (const p of granted) expect(PERMISSIONS[p].roleTypes, `${key} ${p}`).toContain(type);
    }
    expect(DEFAULT_ROLE_PERMISSIONS["operator:Administrator"]).toEqual(permissionsFor("operator"));
    expect(DEFAULT_ROLE_PERMISSIONS["client:Client Administrator"]).toEqual(permissionsFor("client"));
    // The done-when of the roles work: a technician cannot change accounts, a viewer cannot file.
    expect(DEFAULT_ROLE_PERMISSIONS["operator:Processing Technician"]).not.toContain("accounts.manage");
    expect(DEFAULT_ROLE_PERMISSIONS["operator:Processing Technician"]).not.toContain("accounts.view");
    expect(DEFAULT_ROLE_PERMISSIONS["client:Client Viewer"]).not.toContain("inbound.request");
  });

  it("allows exactly what the roles hold, and vendors whatever their family reaches", () => {
    const permission = fc.constantFrom(...PERMISSION_IDS);
    fc.assert(
      fc.property(fc.subarray(PERMISSION_IDS), permission, (held: Permission[], asked) => {
        expect(hasPermission({ audience: "operator", permissions: held }, asked)).toBe(held.includes(asked));
        expect(hasPermission({ audience: "client", permissions: held }, asked)).toBe(held.includes(asked));
        expect(hasPermission({ audience: "vendor", permissions: [] }, asked)).toBe(true);
      }),
    );
  });
});
