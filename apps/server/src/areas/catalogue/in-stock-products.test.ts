import type { InStockProduct } from "@ops/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, insertProduct, unique } from "../assets/asset-records.fixtures";
import { putInStock } from "../inventory/stock.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
const ref = unique();
const names = { laptop: `In stock laptop ${ref}`, monitor: `In stock monitor ${ref}` };
const ids = { laptop: 0, monitor: 0 };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  const db = t.database.db;
  ids.laptop = await insertProduct(db, names.laptop);
  ids.monitor = await insertProduct(db, names.monitor);
  const load = await insertLoad(db, "Northwind Health");
  const a = (n: string, productId: number, quantity = 1) => ({
    barcode: `IS${ref}${n}`,
    activityId: load.id,
    accountId: load.accountId,
    productId,
    quantity,
  });
  await insertAssets(db, [
    a("A", ids.laptop),
    a("B", ids.laptop, 2),
    a("C", ids.monitor),
    a("D", ids.monitor),
  ]);
  await putInStock(db, [`IS${ref}A`, `IS${ref}B`], "dal");
  await putInStock(db, [`IS${ref}C`], "phx");
});

afterAll(async () => {
  await t?.close();
});

const mine = (list: InStockProduct[]) => list.filter((p) => p.name.includes(ref));

describe("GET /products/in_stock", () => {
  it("lists the products in stock with their count and assets, by warehouse and search", async () => {
    const res = await operator({ method: "GET", url: `/spa/products/in_stock?search=${ref}&pageSize=200` });
    expect(res.statusCode).toBe(200);
    expect(mine(res.json().data).map((p) => [p.name, p.count, p.assets])).toEqual([
      [names.laptop, 3, 2],
      [names.monitor, 1, 1],
    ]);
    expect(res.json().total).toBe(2);
    const site = (await operator({ method: "GET", url: "/spa/site" })).json();
    const phx = site.warehouses.find((w: { shortName: string }) => w.shortName === "PHX").id;
    const inPhx = await operator({
      method: "GET",
      url: `/spa/products/in_stock?warehouseId=${phx}&search=${ref}`,
    });
    expect(mine(inPhx.json().data).map((p) => p.name)).toEqual([names.monitor]);
  });

  it("lists the products of another activity type: the assets still on their inbound load", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/products/in_stock?activityType=inbound&search=${ref}&sort=count&order=desc`,
    });
    expect(res.statusCode).toBe(200);
    expect(mine(res.json().data).map((p) => [p.name, p.count])).toEqual([[names.monitor, 1]]);
  });

  it("refuses an unknown warehouse or activity type with 422, and clients", async () => {
    const unknown = await operator({ method: "GET", url: "/spa/products/in_stock?warehouseId=999999" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.warehouseId[0]).toBe("No warehouse has id 999999");
    const type = await operator({ method: "GET", url: "/spa/products/in_stock?activityType=nonsense" });
    expect(type.statusCode).toBe(422);
    expect((await client({ method: "GET", url: "/spa/client/products/in_stock" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/spa/products/in_stock" })).statusCode).toBe(401);
  });
});
