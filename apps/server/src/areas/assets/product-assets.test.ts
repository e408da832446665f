import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { putInStock } from "../inventory/stock.fixtures";
import { insertAssets, insertProduct, unique } from "./asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
const ref = unique();
let productId = 0;
const barcodes = (body: { data: { barcode: string }[] }) => body.data.map((a) => a.barcode).sort();

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  const db = t.database.db;
  productId = await insertProduct(db, `Product assets ${ref}`);
  const northwind = await insertLoad(db, "Northwind Health");
  const acme = await insertLoad(db, "Acme Telecom");
  await insertAssets(db, [
    { barcode: `PA${ref}N1`, activityId: northwind.id, accountId: northwind.accountId, productId },
    { barcode: `PA${ref}N2`, activityId: northwind.id, accountId: northwind.accountId, productId },
    { barcode: `PA${ref}A1`, activityId: acme.id, accountId: acme.accountId, productId },
  ]);
  await putInStock(db, [`PA${ref}N1`], "dal");
});

afterAll(async () => {
  await t?.close();
});

describe("GET /products/{id}/assets", () => {
  it("lists the open assets holding the product, paged, and only those in stock when asked", async () => {
    const res = await operator({ method: "GET", url: `/spa/products/${productId}/assets?sort=barcode` });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(barcodes(res.json())).toEqual([`PA${ref}A1`, `PA${ref}N1`, `PA${ref}N2`]);
    const page = await operator({
      method: "GET",
      url: `/spa/products/${productId}/assets?sort=barcode&pageSize=1&page=2`,
    });
    expect(page.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([`PA${ref}N1`]);
    const inStock = await operator({ method: "GET", url: `/spa/products/${productId}/assets?inStock=true` });
    expect(barcodes(inStock.json())).toEqual([`PA${ref}N1`]);
  });

  it("shows a client their accounts' assets only", async () => {
    const northwind = await client({ method: "GET", url: `/spa/client/products/${productId}/assets` });
    expect(northwind.statusCode).toBe(200);
    expect(barcodes(northwind.json())).toEqual([`PA${ref}N1`, `PA${ref}N2`]);
    const acme = await otherClient({ method: "GET", url: `/spa/client/products/${productId}/assets` });
    expect(barcodes(acme.json())).toEqual([`PA${ref}A1`]);
  });

  it("answers 404 for an unknown product and 422 for an unknown sort", async () => {
    expect((await operator({ method: "GET", url: "/spa/products/999999/assets" })).statusCode).toBe(404);
    const sort = await operator({ method: "GET", url: `/spa/products/${productId}/assets?sort=nonsense` });
    expect(sort.statusCode).toBe(422);
    expect((await t.app.inject({ method: "GET", url: `/spa/products/${productId}/assets` })).statusCode).toBe(
      401,
    );
  });
});
