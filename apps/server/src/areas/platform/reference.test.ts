import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";

let t: TestApp;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

describe("reference lists", () => {
  it("lists regions with their countries and states, for any signed-in user", async () => {
    const res = await client({ method: "GET", url: "/spa/regions" });
    expect(res.statusCode).toBe(200);
    const regions = res.json();
    expect(regions[0].code).toBe("US_NORTHEAST");
    const south = regions.find((r: { code: string }) => r.code === "US_SOUTH_CENTRAL");
    expect(south.countries).toEqual([
      { code: "US", name: "United States", subdivisions: ["AR", "LA", "OK", "TX"] },
    ]);
    const europe = regions.find((r: { code: string }) => r.code === "WESTERN_EUROPE");
    expect(europe.countries.map((c: { name: string }) => c.name)).toEqual([
      "Belgium",
      "France",
      "Germany",
      "Ireland",
      "Netherlands",
      "United Kingdom",
    ]);
    expect((await t.app.inject({ method: "GET", url: "/spa/regions" })).statusCode).toBe(401);
  });

  it("adds and lists tags, refusing a duplicate name whatever its case", async () => {
    const created = await operator({ method: "POST", url: "/spa/tags", payload: { name: " Rush " } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Rush" });
    await operator({ method: "POST", url: "/spa/tags", payload: { name: "Fragile" } });
    const dup = await operator({ method: "POST", url: "/spa/tags", payload: { name: "rush" } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toEqual(["The tag rush already exists"]);
    expect(
      (await operator({ method: "POST", url: "/spa/tags", payload: { name: "" } })).json().errors.name,
    ).toEqual(["Name is required"]);
    const all = (await operator({ method: "GET", url: "/spa/tags" })).json();
    expect(all.map((tag: { name: string }) => tag.name)).toEqual(["Fragile", "Rush"]);
    expect((await operator({ method: "GET", url: "/spa/tags?search=RU" })).json()).toHaveLength(1);
    expect((await client({ method: "GET", url: "/spa/tags" })).statusCode).toBe(403);
    expect((await client({ method: "POST", url: "/spa/tags", payload: { name: "x" } })).statusCode).toBe(403);
  });

  it("lists routings with numbered steps", async () => {
    const res = await operator({ method: "GET", url: "/spa/routings" });
    expect(res.statusCode).toBe(200);
    const itad = res.json().find((r: { code: string }) => r.code === "standard_itad");
    expect(itad.steps).toEqual([
      { position: 1, name: "Receive", locationType: "staging" },
      { position: 2, name: "Data sanitization", locationType: "workstation" },
      { position: 3, name: "Test and grade", locationType: "workstation" },
      { position: 4, name: "Put away", locationType: "inventory" },
    ]);
    expect((await client({ method: "GET", url: "/spa/routings" })).statusCode).toBe(403);
  });

  it("lists warehouses for any signed-in user", async () => {
    const res = await client({ method: "GET", url: "/spa/warehouses" });
    expect(res.json().map((w: { shortName: string }) => w.shortName)).toEqual(["DAL", "PHX"]);
  });
});
