import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let lonestar: number;
let regionIds: Map<string, number>;
let dal: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  const list = (await operator({ method: "GET", url: "/spa/carriers?search=lone" })).json();
  lonestar = list.data[0].id;
  regionIds = new Map(
    (await operator({ method: "GET", url: "/spa/regions" }))
      .json()
      .map((r: { code: string; id: number }) => [r.code, r.id]),
  );
  dal = (await operator({ method: "GET", url: "/spa/warehouses" }))
    .json()
    .find((w: { shortName: string }) => w.shortName === "DAL").id;
});
afterAll(() => t.close());

const carrier = (overrides: Record<string, unknown> = {}) => ({
  name: "Red River Transport",
  scac: "rrtx",
  phone: "+1 903 555 0110",
  email: "Dispatch@RedRiver.example.com",
  website: null,
  notes: null,
  ...overrides,
});

describe("carriers", () => {
  it("lists the demo carriers with their counts", async () => {
    const res = await operator({ method: "GET", url: "/spa/carriers" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      "Desert Sun Logistics",
      "Lone Star Freight Lines",
    ]);
    expect(res.json().data[1]).toMatchObject({ scac: "LSFL", contactCount: 2, ruleCount: 2, active: true });
    const bySCAC = (await operator({ method: "GET", url: "/spa/carriers?search=dsnl" })).json();
    expect(bySCAC.data.map((c: { name: string }) => c.name)).toEqual(["Desert Sun Logistics"]);
  });

  it("creates, updates and removes a carrier with its contacts and rules", async () => {
    const created = await operator({ method: "POST", url: "/spa/carriers", payload: carrier() });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      scac: "RRTX",
      email: "dispatch@redriver.example.com",
      contactCount: 0,
    });
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/carriers/${id}`,
      payload: carrier({ active: false, scac: null }),
    });
    expect(updated.json()).toMatchObject({ active: false, scac: null });
    const contact = await operator({
      method: "POST",
      url: `/spa/carriers/${id}/contacts`,
      payload: { firstName: "Ann", lastName: "Lee", phone: "+1 903 555 0111" },
    });
    expect(contact.statusCode).toBe(201);
    expect((await operator({ method: "GET", url: `/spa/carriers/${id}` })).json().contactCount).toBe(1);
    expect((await operator({ method: "DELETE", url: `/spa/carriers/${id}` })).statusCode).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/carriers/${id}` })).statusCode).toBe(404);
    expect((await operator({ method: "GET", url: `/spa/carriers/${id}/contacts` })).statusCode).toBe(404);
  });

  it("answers 422 on the fields, duplicate names and SCAC codes", async () => {
    const bad = await operator({
      method: "POST",
      url: "/spa/carriers",
      payload: carrier({ name: "", scac: "12", email: "nope" }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.name).toEqual(["Name is required"]);
    expect(bad.json().errors.scac).toEqual(["A SCAC code is 2 to 4 letters"]);
    expect(bad.json().errors.email).toEqual(["Enter a valid email address"]);
    const dupName = await operator({
      method: "POST",
      url: "/spa/carriers",
      payload: carrier({ name: "lone star freight lines" }),
    });
    expect(dupName.json().errors.name).toEqual(["A carrier with this name already exists"]);
    const dupScac = await operator({
      method: "POST",
      url: "/spa/carriers",
      payload: carrier({ name: "Other", scac: "lsfl" }),
    });
    expect(dupScac.json().errors.scac).toEqual(["SCAC LSFL is already used by another carrier"]);
    expect(
      (await operator({ method: "PUT", url: "/spa/carriers/999999", payload: carrier() })).statusCode,
    ).toBe(404);
  });

  it("refuses to remove a carrier a vendor rule names", async () => {
    const res = await operator({ method: "DELETE", url: `/spa/carriers/${lonestar}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "1 vendor rule names this carrier; change it or mark the carrier inactive",
    );
    expect((await operator({ method: "DELETE", url: "/spa/carriers/999999" })).statusCode).toBe(404);
  });

  it("is for operators only", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/carriers" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/carriers" })).statusCode).toBe(403);
    expect((await vendor({ method: "POST", url: "/spa/carriers", payload: carrier() })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: `/spa/carriers/${lonestar}/rules` })).statusCode).toBe(403);
  });
});

describe("carrier contacts", () => {
  it("keeps one primary contact, listed first", async () => {
    const before = (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/contacts` })).json();
    expect(before.map((c: { name: string; primary: boolean }) => [c.name, c.primary])).toEqual([
      ["Maria Gonzales", true],
      ["Tom Becker", false],
    ]);
    const created = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/contacts`,
      payload: {
        firstName: "Zoe",
        lastName: "Adams",
        title: "Night dispatch",
        email: "zoe@lonestar.example.com",
        primary: true,
      },
    });
    expect(created.statusCode).toBe(201);
    const after = (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/contacts` })).json();
    expect(after.filter((c: { primary: boolean }) => c.primary).map((c: { name: string }) => c.name)).toEqual(
      ["Zoe Adams"],
    );
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/carriers/${lonestar}/contacts/${id}`,
      payload: { firstName: "Zoe", lastName: "Adams", email: "zoe@lonestar.example.com", primary: false },
    });
    expect(updated.json()).toMatchObject({ primary: false, title: null });
    expect(
      (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/contacts/${id}` })).json().name,
    ).toBe("Zoe Adams");
    expect(
      (await operator({ method: "DELETE", url: `/spa/carriers/${lonestar}/contacts/${id}` })).statusCode,
    ).toBe(204);
    expect(
      (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/contacts/${id}` })).statusCode,
    ).toBe(404);
  });

  it("answers 422 without a way to reach the contact, 404 through another carrier", async () => {
    const res = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/contacts`,
      payload: { firstName: "No", lastName: "Reach" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(["Give an email or a phone number"]);
    const [maria] = (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/contacts` })).json();
    const desert = (await operator({ method: "GET", url: "/spa/carriers?search=desert" })).json().data[0].id;
    expect(
      (await operator({ method: "GET", url: `/spa/carriers/${desert}/contacts/${maria.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await operator({ method: "DELETE", url: `/spa/carriers/${desert}/contacts/${maria.id}` })).statusCode,
    ).toBe(404);
  });
});

describe("carrier rules", () => {
  it("creates, reads, updates and removes a rule", async () => {
    const created = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/rules`,
      payload: {
        name: "Houston air freight",
        shipmentSizes: ["air", "air"],
        transportTypes: ["delivery"],
        regionIds: [regionIds.get("US_SOUTH_CENTRAL")],
        warehouseIds: [dal],
        rate: 1.25,
        rateUnit: "lbs",
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      shipmentSizes: ["air"],
      rate: "1.25",
      rateUnit: "lbs",
      active: true,
      notes: null,
    });
    const id = created.json().id;
    const updated = await operator({
      method: "PUT",
      url: `/spa/carriers/${lonestar}/rules/${id}`,
      payload: {
        name: "Houston air freight",
        rate: null,
        rateUnit: null,
        notes: "Quoted per load",
        active: false,
      },
    });
    expect(updated.json()).toMatchObject({ shipmentSizes: [], regionIds: [], rate: null, active: false });
    expect(
      (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/rules/${id}` })).json().notes,
    ).toBe("Quoted per load");
    const rules = (await operator({ method: "GET", url: `/spa/carriers/${lonestar}/rules` })).json();
    expect(rules).toHaveLength(3);
    expect(
      (await operator({ method: "DELETE", url: `/spa/carriers/${lonestar}/rules/${id}` })).statusCode,
    ).toBe(204);
    expect((await operator({ method: "GET", url: `/spa/carriers/${lonestar}/rules/${id}` })).statusCode).toBe(
      404,
    );
  });

  it("answers 422 on unknown enumeration ids, regions, warehouses and a rate without a unit", async () => {
    const res = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/rules`,
      payload: { name: "Bad", shipmentSizes: ["rocket"], transportTypes: ["teleport"], rate: "12.345" },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["rate", "shipmentSizes.0", "transportTypes.0"]);
    const unit = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/rules`,
      payload: { name: "No unit", rate: "10" },
    });
    expect(unit.json().errors.rateUnit).toEqual(["Choose what the rate is per"]);
    const region = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/rules`,
      payload: { name: "R", regionIds: [99999] },
    });
    expect(region.json().errors.regionIds).toEqual(["Unknown region 99999"]);
    const wh = await operator({
      method: "POST",
      url: `/spa/carriers/${lonestar}/rules`,
      payload: { name: "W", warehouseIds: [4242] },
    });
    expect(wh.json().errors.warehouseIds).toEqual(["Unknown warehouse 4242"]);
    expect(
      (await operator({ method: "POST", url: "/spa/carriers/999999/rules", payload: { name: "X" } }))
        .statusCode,
    ).toBe(404);
  });
});
