import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertAssets, insertProduct, unique } from "../assets/asset-records.fixtures";
import { putInStock } from "../inventory/stock.fixtures";
import { insertLoad } from "./activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
const ref = unique();
const loads = { northwind: "", acme: "", empty: "" };
const warehouses = { dal: 0, phx: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const db = t.database.db;
  const productId = await insertProduct(db, `Origin ${ref}`);
  const northwind = await insertLoad(db, "Northwind Health");
  const acme = await insertLoad(db, "Acme Telecom");
  const empty = await insertLoad(db, "Northwind Health");
  Object.assign(loads, { northwind: northwind.slug, acme: acme.slug, empty: empty.slug });
  const a = (n: string, load: { id: number; accountId: number }) => ({
    barcode: `OL${ref}${n}`,
    activityId: load.id,
    accountId: load.accountId,
    productId,
  });
  await insertAssets(db, [
    a("N1", northwind),
    a("N2", northwind),
    a("N3", northwind),
    a("A1", acme),
    a("E1", empty),
  ]);
  await putInStock(db, [`OL${ref}N1`, `OL${ref}N2`, `OL${ref}A1`], "dal");
  const site = (await operator({ method: "GET", url: "/spa/site" })).json();
  for (const w of site.warehouses as { id: number; shortName: string }[]) {
    if (w.shortName === "DAL") warehouses.dal = w.id;
    if (w.shortName === "PHX") warehouses.phx = w.id;
  }
});

afterAll(async () => {
  await t?.close();
});

type Row = { slug: string; inStock: number; account: { name: string } | null };
const ours = (data: Row[]) => data.filter((r) => Object.values(loads).includes(r.slug));

describe("GET /activities/origin_loads", () => {
  it("lists the loads a warehouse's stock came from with how many of their assets are in stock", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/activities/origin_loads?warehouseId=${warehouses.dal}&sort=inStock&order=desc&pageSize=200`,
    });
    expect(res.statusCode).toBe(200);
    const rows = ours(res.json().data);
    expect(rows.map((r) => [r.slug, r.inStock, r.account?.name])).toEqual([
      [loads.northwind, 2, "Northwind Health"],
      [loads.acme, 1, "Acme Telecom"],
    ]);
    const phx = await operator({
      method: "GET",
      url: `/spa/activities/origin_loads?warehouseId=${warehouses.phx}&pageSize=200`,
    });
    expect(ours(phx.json().data)).toEqual([]);
    const searched = await operator({
      method: "GET",
      url: `/spa/activities/origin_loads?warehouseId=${warehouses.dal}&search=${loads.acme}`,
    });
    expect(searched.json().data.map((r: Row) => r.slug)).toEqual([loads.acme]);
  });

  it("shows a client their accounts' loads only", async () => {
    const res = await client({
      method: "GET",
      url: `/spa/client/activities/origin_loads?warehouseId=${warehouses.dal}&pageSize=200`,
    });
    expect(res.statusCode).toBe(200);
    expect(ours(res.json().data).map((r) => r.slug)).toEqual([loads.northwind]);
    expect(res.json().data.every((r: Row) => r.account?.name.startsWith("Northwind"))).toBe(true);
  });

  it("refuses a missing or unknown warehouse with 422", async () => {
    const missing = await operator({ method: "GET", url: "/spa/activities/origin_loads" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.warehouseId).toBeDefined();
    const unknown = await operator({ method: "GET", url: "/spa/activities/origin_loads?warehouseId=999999" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.warehouseId[0]).toBe("No warehouse has id 999999");
    expect(
      (await t.app.inject({ method: "GET", url: "/spa/activities/origin_loads?warehouseId=1" })).statusCode,
    ).toBe(401);
  });
});
