import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let evergreen: number;
let pacific: number;
let northwind: number;
let desert: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  evergreen = await accountId(operator, "Evergreen Metals Recovery", "dsvs");
  pacific = await accountId(operator, "Pacific E-Cycle", "dsvs");
  northwind = await accountId(operator, "Northwind Health");
  desert = (await operator({ method: "GET", url: "/spa/carriers?search=desert" })).json().data[0].id;
});
afterAll(() => t.close());

const rule = (overrides: Record<string, unknown> = {}) => ({
  name: "Mercury lamps to Pacific",
  materialTypes: ["mercury"],
  classifications: ["recycle"],
  vendorAccountId: pacific,
  carrierId: desert,
  priority: 5,
  ...overrides,
});

describe("vendor rules", () => {
  it("lists the demo rules by priority with vendor and carrier names", async () => {
    const res = await operator({ method: "GET", url: "/spa/vendor_rules" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual([
      "Batteries to Evergreen",
      "Circuit boards and CRT, western warehouses",
      "Everything else recyclable",
    ]);
    expect(res.json().data[0]).toMatchObject({
      vendorName: "Evergreen Metals Recovery",
      carrierName: "Lone Star Freight Lines",
    });
  });

  it("filters by material (rules without materials match any), vendor and carrier", async () => {
    const crt = (await operator({ method: "GET", url: "/spa/vendor_rules?materialType=crt" })).json();
    expect(crt.data.map((r: { name: string }) => r.name)).toEqual([
      "Circuit boards and CRT, western warehouses",
      "Everything else recyclable",
    ]);
    const byVendor = (
      await operator({ method: "GET", url: `/spa/vendor_rules?vendorAccountId=${evergreen}` })
    ).json();
    expect(byVendor.total).toBe(2);
    const byCarrier = (
      await operator({ method: "GET", url: `/spa/vendor_rules?carrierId=${desert}&search=circuit` })
    ).json();
    expect(byCarrier.total).toBe(1);
    expect(
      (await operator({ method: "GET", url: "/spa/vendor_rules?materialType=plutonium" })).statusCode,
    ).toBe(422);
  });

  it("creates, reads and updates a rule", async () => {
    const created = await operator({ method: "POST", url: "/spa/vendor_rules", payload: rule() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      vendorName: "Pacific E-Cycle",
      carrierName: "Desert Sun Logistics",
      active: true,
    });
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/vendor_rules/${id}`,
      payload: rule({ carrierId: null, active: false, notes: "Paused while Pacific renews R2" }),
    });
    expect(updated.json()).toMatchObject({ carrierId: null, carrierName: null, active: false });
    expect((await operator({ method: "GET", url: `/spa/vendor_rules/${id}` })).json().notes).toBe(
      "Paused while Pacific renews R2",
    );
    expect((await operator({ method: "GET", url: "/spa/vendor_rules/999999" })).statusCode).toBe(404);
    expect(
      (await operator({ method: "PUT", url: "/spa/vendor_rules/999999", payload: rule({ name: "Other" }) }))
        .statusCode,
    ).toBe(404);
  });

  it("answers 422 on the fields: a client account, an unknown carrier, a taken name, unknown ids", async () => {
    const notVendor = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      payload: rule({ name: "X1", vendorAccountId: northwind }),
    });
    expect(notVendor.statusCode).toBe(422);
    expect(notVendor.json().errors.vendorAccountId).toEqual(["Choose a downstream vendor"]);
    const carrier = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      payload: rule({ name: "X2", carrierId: 999999 }),
    });
    expect(carrier.json().errors.carrierId).toEqual(["Unknown carrier"]);
    const taken = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      payload: rule({ name: "batteries to evergreen" }),
    });
    expect(taken.json().errors.name).toEqual(["A vendor rule with this name already exists"]);
    const ids = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      payload: rule({ name: "X3", materialTypes: ["gold"], classifications: ["maybe"], warehouseIds: [777] }),
    });
    expect(Object.keys(ids.json().errors).sort()).toEqual(["classifications.0", "materialTypes.0"]);
    const warehouse = await operator({
      method: "POST",
      url: "/spa/vendor_rules",
      payload: rule({ name: "X4", warehouseIds: [777] }),
    });
    expect(warehouse.json().errors.warehouseIds).toEqual(["Unknown warehouse 777"]);
  });

  it("says on each rule, listed or alone, whether its vendor is qualified today", async () => {
    const list = (await operator({ method: "GET", url: "/spa/vendor_rules?pageSize=100" })).json();
    const byVendor = new Set(
      list.data.map(
        (r: { vendorName: string; vendorQualification: string }) =>
          `${r.vendorName}: ${r.vendorQualification}`,
      ),
    );
    // Evergreen's certificates run out soon but still hold; Pacific's recycling standard expired.
    expect(byVendor).toContain("Evergreen Metals Recovery: expiring");
    expect(byVendor).toContain("Pacific E-Cycle: unqualified");
    const pacificRule = list.data.find((r: { vendorAccountId: number }) => r.vendorAccountId === pacific);
    const alone = (await operator({ method: "GET", url: `/spa/vendor_rules/${pacificRule.id}` })).json();
    expect(alone.vendorQualification).toBe("unqualified");
  });

  it("is for operators only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/vendor_rules" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/vendor_rules" })).statusCode).toBe(403);
    expect((await client({ method: "POST", url: "/spa/vendor_rules", payload: rule() })).statusCode).toBe(
      403,
    );
  });
});
