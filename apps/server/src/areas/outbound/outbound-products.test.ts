import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { assets, outboundProducts } from "../../db/schema";
import { insertProduct, unique } from "../assets/asset-records.fixtures";
import { someLocation } from "../assets/assets.fixtures";
import { idOfSlug, pickFor, reserveFor, stockOf, warehouseId } from "./outbound-load.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let priya: Caller;
let frank: Caller;
let evergreen: number;
const product: Record<string, number> = {};

/** A fresh outbound load to Evergreen with 3 boards (10 lbs each, $2 each) reserved and 2 drives picked. */
async function pricedLoad(): Promise<{ slug: string; id: number }> {
  const db = t.database.db;
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { type: "outbound", accountId: evergreen, warehouseId: await warehouseId(db) },
  });
  const slug: string = res.json().slug;
  const id = await idOfSlug(db, slug);
  const bin = (await someLocation(db)).id;
  const boards = await stockOf(db, "Northwind Health", 3, bin, product.boards);
  const drives = await stockOf(db, "Acme Telecom", 2, bin, product.drives);
  await db
    .update(assets)
    .set({ value: 2 })
    .where(sql`${assets.id} = any(${sql.param(boards.ids)}::int[])`);
  await db
    .update(assets)
    .set({ value: 5 })
    .where(sql`${assets.id} = any(${sql.param(drives.ids)}::int[])`);
  await reserveFor(db, id, [...boards.ids, ...drives.ids], bin);
  await pickFor(db, id, drives.ids);
  return { slug, id };
}

const url = (slug: string) => `/spa/activities/${slug}/outbound_products`;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  frank = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
  evergreen = await accountId(operator, "Evergreen Metals Recovery", "dsvs");
  const run = unique();
  product.boards = await insertProduct(t.database.db, `Outbound boards ${run}`);
  product.drives = await insertProduct(t.database.db, `Outbound drives ${run}`);
  const prices = await operator({
    method: "PUT",
    url: `/spa/accounts/${evergreen}/prices?type=outbound`,
    payload: {
      entries: [{ productId: product.boards, method: "unit_price", unit: "lbs", price: 0.5 }],
      baseVersion: (
        await operator({ method: "GET", url: `/spa/accounts/${evergreen}/prices?type=outbound` })
      ).json().version,
    },
  });
  expect(prices.statusCode, prices.body).toBe(200);
});
afterAll(() => t.close());

describe("an outbound load's products and prices", () => {
  it("answers 401 without a session, 403 without outbound.view or outbound.edit, 404 to clients", async () => {
    const { slug } = await pricedLoad();
    const anonymous = await t.app.inject({ method: "GET", url: url(slug), headers: XHR });
    expect(anonymous.statusCode).toBe(401);
    expect((await priya({ method: "GET", url: url(slug) })).statusCode).toBe(403);
    expect(
      (await client({ method: "GET", url: `/spa/client/activities/${slug}/outbound_products` })).statusCode,
    ).toBe(404);
    expect((await frank({ method: "GET", url: url(slug) })).statusCode).toBe(200);
    const put = await frank({
      method: "PUT",
      url: url(slug),
      payload: { products: [{ productId: product.boards, unit: "lbs", unitPrice: 1 }] },
    });
    expect(put.statusCode).toBe(403);
    expect((await operator({ method: "GET", url: url("dal-out-1") })).statusCode).toBe(404);
  });

  it("prices what the load carries at the consignee's outbound price list until a price is set on the load", async () => {
    const { slug } = await pricedLoad();
    const res = await operator({ method: "GET", url: url(slug) });
    expect(res.statusCode, res.body).toBe(200);
    const [boards, drives] = [product.boards, product.drives].map((id) =>
      res.json().data.find((p: { productId: number }) => p.productId === id),
    );
    // 3 boards × 10 lbs at $0.50 per lb = $15 for $6 of cost: 60 % margin.
    expect(boards).toMatchObject({
      count: 3,
      net: 30,
      value: 6,
      unit: "lbs",
      unitPrice: 0.5,
      units: 30,
      saleAmount: 15,
      marginPercent: 60,
      source: "price_list",
      setBy: null,
    });
    // Picked drives count too; no price list entry for them.
    expect(drives).toMatchObject({
      count: 2,
      value: 10,
      unit: null,
      unitPrice: null,
      saleAmount: 0,
      source: "none",
    });
    expect(res.json().totals).toEqual({ count: 5, net: 50, value: 16, saleAmount: 15, marginPercent: 60 });
  });

  it("sets a price by hand or by margin, all or none, with an event naming each price", async () => {
    const { slug, id } = await pricedLoad();
    const res = await operator({
      method: "PUT",
      url: url(slug),
      payload: {
        products: [
          { productId: product.boards, unit: "lbs", unitPrice: 0.6 },
          { productId: product.drives, unit: "pieces", marginPercent: 75 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const drives = res.json().data.find((p: { productId: number }) => p.productId === product.drives);
    // Cost $5 a piece at 75 % margin: $20 a piece.
    expect(drives).toMatchObject({
      unit: "pieces",
      unitPrice: 20,
      saleAmount: 40,
      marginPercent: 75,
      source: "load",
    });
    expect(drives.setBy.name).toBe("Olivia Ortega");
    expect(res.json().totals).toMatchObject({ saleAmount: 58, value: 16 });
    const [event] = (
      (await t.database.db.execute(
        sql`select action, changes from events where activity_id = ${id} and action = 'updated' order by id desc limit 1`,
      )) as unknown as { rows: { action: string; changes: { field: string; to: string }[] }[] }
    ).rows;
    expect(event?.changes.map((c) => c.to)).toEqual(["$0.6000 per lb", "$20.0000 per piece"]);
  });

  it("refuses a margin out of range, a price that is not a number or negative, naming the field; nothing written", async () => {
    const { slug, id } = await pricedLoad();
    const bad = [
      [
        { productId: product.boards, unit: "lbs", marginPercent: -5 },
        "products.0.marginPercent",
        "Enter a margin between 0 and 99.99 %",
      ],
      [
        { productId: product.boards, unit: "lbs", marginPercent: 100 },
        "products.0.marginPercent",
        "Enter a margin between 0 and 99.99 %",
      ],
      [
        { productId: product.boards, unit: "lbs", unitPrice: "abc" },
        "products.0.unitPrice",
        "Enter the unit price as a number",
      ],
      [
        { productId: product.boards, unit: "lbs", unitPrice: -1 },
        "products.0.unitPrice",
        "The unit price cannot be negative",
      ],
      [
        { productId: product.boards, unit: "kg", unitPrice: 1 },
        "products.0.unit",
        "Choose per lb or per piece",
      ],
      [{ productId: 2_000_000_000, unit: "lbs", unitPrice: 1 }, "products.0.productId", "Unknown product"],
    ] as const;
    for (const [change, field, message] of bad) {
      const res = await operator({ method: "PUT", url: url(slug), payload: { products: [change] } });
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const twice = await operator({
      method: "PUT",
      url: url(slug),
      payload: {
        products: [
          { productId: product.boards, unit: "lbs", unitPrice: 1 },
          { productId: product.boards, unit: "lbs", unitPrice: 2 },
        ],
      },
    });
    expect(twice.json().errors["products.1.productId"]).toEqual(["This product is listed twice"]);
    expect(await t.database.db.$count(outboundProducts, eq(outboundProducts.activityId, id))).toBe(0);
  });

  it("keeps the prices of an invoiced or canceled load (409)", async () => {
    const { slug, id } = await pricedLoad();
    await t.database.db.execute(sql`update activities set status = 'invoiced' where id = ${id}`);
    const res = await operator({
      method: "PUT",
      url: url(slug),
      payload: { products: [{ productId: product.boards, unit: "lbs", unitPrice: 1 }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`The prices of ${slug} cannot change: the load is invoiced`);
  });
});
