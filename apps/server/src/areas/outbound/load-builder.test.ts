import type { LoadBuilderStock } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { activities, closedDates } from "../../db/schema";
import { holdAsset } from "../assets/assets.fixtures";
import { accountNamed, newProduct, outboundPrices, pricedStock } from "./load-builder.fixtures";
import { reserveFor, warehouseId } from "./outbound-load.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
/** Processing Technician: no outbound permission. */
let priya: Caller;
/** Finance: outbound.view, not outbound.edit. */
let frank: Caller;
const ids = { dal: 0, northwind: 0, acme: 0, evergreen: 0, laptop: 0, copper: 0 };
let northwindLaptops: { ids: number[]; barcodes: string[] };
let acmeLaptops: { ids: number[]; barcodes: string[] };
let northwindCopper: { ids: number[]; barcodes: string[] };

const get = (url: string, caller: Caller = operator) => caller({ method: "GET", url: `/spa${url}` });
const stockUrl = (extra = "") =>
  `/load_builder/stock?warehouseId=${ids.dal}&buyerAccountId=${ids.evergreen}${extra}`;
const confirm = (payload: unknown, caller: Caller = operator) =>
  caller({ method: "POST", url: "/spa/load_builder/confirm", payload: payload as Record<string, unknown> });
const outboundCount = () => t.database.db.$count(activities, eq(activities.type, "outbound"));

async function openReservations(assetIds: number[]): Promise<{ assetId: number; activityId: number }[]> {
  const result = (await t.database.db.execute(
    sql`select asset_id as "assetId", activity_id as "activityId" from asset_reservations
        where status = 'reserved' and asset_id = any(${sql.param(assetIds)}::int[]) order by asset_id`,
  )) as unknown as { rows: { assetId: number; activityId: number }[] };
  return result.rows;
}

const body = (assetIds: number[], extra: Record<string, unknown> = {}) => ({
  warehouseId: ids.dal,
  accountId: ids.evergreen,
  products: [{ productId: ids.laptop, unitPrice: 50, marginPercent: 20 }],
  assetIds,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  priya = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  frank = as(t.app, await signIn(t.app, "frank.fischer@example.com"));
  const db = t.database.db;
  ids.dal = await warehouseId(db);
  ids.northwind = await accountNamed(db, "Northwind Health");
  ids.acme = await accountNamed(db, "Acme Telecom");
  ids.evergreen = await accountNamed(db, "Evergreen Metals Recovery");
  ids.laptop = await newProduct(db, "serialized", "Builder laptop");
  ids.copper = await newProduct(db, "palletized", "Builder copper");
  northwindLaptops = await pricedStock(db, "Northwind Health", 3, ids.laptop, 40);
  acmeLaptops = await pricedStock(db, "Acme Telecom", 2, ids.laptop, 30);
  northwindCopper = await pricedStock(db, "Northwind Health", 2, ids.copper, 15);
  await pricedStock(db, "Acme Telecom", 2, ids.copper, 10);
  // Evergreen buys laptops per piece and copper per lb; an older list is not read.
  await outboundPrices(db, ids.evergreen, [{ productId: ids.laptop, unit: "pieces", price: 1 }]);
  await outboundPrices(db, ids.evergreen, [
    { productId: ids.laptop, unit: "pallet", price: 999 },
    { productId: ids.laptop, unit: "pieces", price: 50 },
    { productId: ids.copper, unit: "lbs", price: 3 },
  ]);
});
afterAll(() => t.close());

describe("access", () => {
  it("answers 401 without a session, 403 to clients and without the permissions", async () => {
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/spa${stockUrl()}`,
      headers: { "x-requested-with": "XMLHttpRequest" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await get(stockUrl(), client)).statusCode).toBe(403);
    expect((await get(stockUrl(), priya)).statusCode).toBe(403);
    expect((await get(stockUrl(), frank)).statusCode).toBe(200);
    const before = await outboundCount();
    expect((await confirm(body([northwindLaptops.ids[0] as number]), frank)).statusCode).toBe(403);
    expect((await confirm(body([northwindLaptops.ids[0] as number]), client)).statusCode).toBe(403);
    expect(await outboundCount()).toBe(before);
  });
});

describe("bad input", () => {
  it("names the field", async () => {
    expect((await get("/load_builder/stock")).json().errors.warehouseId).toBeDefined();
    const unknown = await get(`/load_builder/stock?warehouseId=999999`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.warehouseId).toEqual(["No warehouse has id 999999"]);
    const range = await get(stockUrl("&beginDate=2026-11-10&endDate=2026-11-01"));
    expect(range.json().errors.endDate).toEqual(["The last day cannot be before the first"]);
    const buyer = await get(`/load_builder/stock?warehouseId=${ids.dal}&buyerAccountId=999999`);
    expect(buyer.json().errors.buyerAccountId).toEqual(["No account has id 999999"]);
    const products = await get(`/load_builder/assets?warehouseId=${ids.dal}&productIds=999999`);
    expect(products.json().errors.productIds).toEqual(["No product has id 999999"]);
  });
});

describe("available stock", () => {
  it("sums an account's available stock per product, priced with the buyer's newest outbound list", async () => {
    const res = await get(stockUrl("&groupBy=product"));
    expect(res.statusCode, res.body).toBe(200);
    const stock = res.json() as LoadBuilderStock;
    const row = (account: number, product: number) =>
      stock.rows.find((r) => r.account.id === account && r.product.id === product);
    // 3 laptops worth $40 each, sold at $50 a piece: $150 for $120 of cost, 20 %.
    expect(row(ids.northwind, ids.laptop)?.summary).toEqual({
      count: 3,
      gross: 36,
      net: 30,
      value: 120,
      unit: "pieces",
      unitPrice: 50,
      marginPercent: 20,
    });
    // 20 net lbs of copper worth $30 at $3/lb: $60, 50 %.
    expect(row(ids.northwind, ids.copper)?.summary).toMatchObject({
      unit: "lbs",
      unitPrice: 3,
      marginPercent: 50,
    });
    expect(row(ids.northwind, ids.laptop)?.product.serialProductClass).toBeNull();
    const laptops = stock.productGroups.find((g) => g.id === ids.laptop);
    expect(laptops?.accounts.map((r) => r.account.id).sort()).toEqual([ids.northwind, ids.acme].sort());
    // Acme's laptops: $60 of cost for $100, 40 %: the product's best margin.
    expect(laptops?.maxMarginPercent).toBe(40);
    expect(laptops?.maxUnitPrice).toBe(50);
    expect(stock.accountGroups).toEqual([]);
  });

  it("has no price or margin without a buyer, and groups by account with totals", async () => {
    const res = await get(`/load_builder/stock?warehouseId=${ids.dal}&groupBy=account`);
    const stock = res.json() as LoadBuilderStock;
    const northwind = stock.accountGroups.find((g) => g.id === ids.northwind);
    const mine = northwind?.products.filter(
      (r) => r.product.id === ids.laptop || r.product.id === ids.copper,
    );
    expect(mine?.every((r) => r.summary.unitPrice === null && r.summary.marginPercent === null)).toBe(true);
    expect(northwind?.totalCount).toBe(northwind?.products.reduce((s, r) => s + r.summary.count, 0));
  });

  it("leaves out reserved and held assets, and what was received outside the dates", async () => {
    const extra = await pricedStock(t.database.db, "Northwind Health", 2, ids.copper, 100);
    const [reserved, held] = extra.barcodes as [string, string];
    const [load] = await t.database.db
      .insert(activities)
      .values({
        slug: `dal-out-8${Date.now() % 10_000_000}`,
        type: "outbound",
        status: "building",
        accountId: ids.evergreen,
        warehouseId: ids.dal,
      })
      .returning({ id: activities.id });
    await reserveFor(t.database.db, load?.id as number, [extra.ids[0] as number], null);
    await holdAsset(t.database.db, held);
    const stock = (await get(stockUrl())).json() as LoadBuilderStock;
    const copper = stock.rows.find((r) => r.account.id === ids.northwind && r.product.id === ids.copper);
    expect(copper?.summary.count).toBe(2);
    expect(copper?.summary.value).toBe(30);
    const assets = (await get(`/load_builder/assets?warehouseId=${ids.dal}&productIds=${ids.copper}`)).json();
    const barcodes = assets.data.map((a: { barcode: string }) => a.barcode);
    expect(barcodes).not.toContain(reserved);
    expect(barcodes).not.toContain(held);
    const past = (await get(stockUrl("&beginDate=2020-01-01&endDate=2020-01-31"))).json() as LoadBuilderStock;
    expect(past.rows.some((r) => r.product.id === ids.laptop)).toBe(false);
  });
});

describe("alternate accounts and assets", () => {
  it("lists the other accounts holding every chosen product, with value and weighted margin", async () => {
    const res = await get(
      `/load_builder/alternate_accounts?warehouseId=${ids.dal}&buyerAccountId=${ids.evergreen}&accountId=${ids.northwind}&productIds=${ids.laptop}&productIds=${ids.copper}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Acme: laptops $60 at 40 %, copper $20 for $60 at 66.67 %: (40×60 + 66.67×20) / 80 = 46.67.
    expect(res.json().data).toEqual([
      { id: ids.acme, name: "Acme Telecom", totalValue: 80, weightedMarginPercent: 46.67 },
    ]);
  });

  it("lists the available assets of a product of one account", async () => {
    const res = await get(
      `/load_builder/assets?warehouseId=${ids.dal}&productIds=${ids.laptop}&accountId=${ids.northwind}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().truncated).toBe(false);
    expect(res.json().data.map((a: { barcode: string }) => a.barcode)).toEqual(
      [...northwindLaptops.barcodes].sort(),
    );
    expect(res.json().data[0]).toMatchObject({ productId: ids.laptop, net: 10, value: 40, attributes: {} });
  });
});

describe("confirm", () => {
  it("creates the load building, its products priced and every asset reserved with an event", async () => {
    const res = await confirm(body(northwindLaptops.ids, { description: "Laptops for Evergreen" }));
    expect(res.statusCode, res.body).toBe(201);
    const { id, slug, status, reserved } = res.json();
    expect({ status, reserved }).toEqual({ status: "building", reserved: 3 });
    expect(slug).toMatch(/^dal-out-\d+$/);
    expect((await openReservations(northwindLaptops.ids)).every((r) => r.activityId === id)).toBe(true);
    const load = await get(`/activities/${slug}`);
    expect(load.json()).toMatchObject({ status: "building", accountId: ids.evergreen });
    const products = (await t.database.db.execute(
      sql`select unit, unit_price::float as "unitPrice", margin_percent::float as margin, cost_value::float as cost
          from outbound_products where activity_id = ${id}`,
    )) as unknown as { rows: unknown[] };
    expect(products.rows).toEqual([{ unit: "pieces", unitPrice: 50, margin: 20, cost: 120 }]);
    const events = (await t.database.db.execute(
      sql`select count(*)::int as n from events where action = 'reserved' and message = ${`Reserved for ${slug}`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(events.rows[0]?.n).toBe(3);
    // They left the available stock.
    const stock = (await get(stockUrl())).json() as LoadBuilderStock;
    expect(stock.rows.some((r) => r.account.id === ids.northwind && r.product.id === ids.laptop)).toBe(false);
  });

  it("refuses assets reserved meanwhile with 409 listing them, creating nothing", async () => {
    const before = await outboundCount();
    const res = await confirm(body([acmeLaptops.ids[0] as number, northwindLaptops.ids[0] as number]));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.assets).toEqual([northwindLaptops.barcodes[0]]);
    expect(res.json().message).toMatch(/is reserved for dal-out-\d+; nothing was created/);
    expect(await outboundCount()).toBe(before);
    expect(await openReservations([acmeLaptops.ids[0] as number])).toEqual([]);
  });

  it("refuses assets of a product not chosen", async () => {
    const res = await confirm(body([northwindCopper.ids[0] as number]));
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.assets).toEqual([northwindCopper.barcodes[0]]);
  });

  it("refuses a client consignee another client's assets on accountId, creating nothing", async () => {
    const before = await outboundCount();
    const res = await confirm(body(acmeLaptops.ids, { accountId: ids.northwind }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.accountId[0]).toMatch(/Northwind Health may receive only its own assets/);
    expect(await outboundCount()).toBe(before);
    expect(await openReservations(acmeLaptops.ids)).toEqual([]);
  });

  it("refuses a negative margin, a unit price that is not a number and a closed dock day on the field", async () => {
    const before = await outboundCount();
    const margin = await confirm(
      body(acmeLaptops.ids, { products: [{ productId: ids.laptop, unitPrice: 50, marginPercent: -5 }] }),
    );
    expect(margin.statusCode).toBe(422);
    expect(margin.json().errors["products.0.marginPercent"]).toEqual([
      "Enter a margin between 0 and 99.99 %",
    ]);
    const price = await confirm(
      body(acmeLaptops.ids, { products: [{ productId: ids.laptop, unitPrice: "ten", marginPercent: 5 }] }),
    );
    expect(price.json().errors["products.0.unitPrice"]).toEqual(["Enter the unit price as a number"]);
    await t.database.db
      .insert(closedDates)
      .values({ warehouseId: ids.dal, date: "2031-07-04", reason: "Holiday" });
    const closed = await confirm(body(acmeLaptops.ids, { scheduledDate: "2031-07-04" }));
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.scheduledDate[0]).toMatch(/dock is closed/);
    expect(await outboundCount()).toBe(before);
    expect(await openReservations(acmeLaptops.ids)).toEqual([]);
  });

  it("of 50 confirms sharing one asset at once, exactly one load holds it", async () => {
    const shared = await pricedStock(t.database.db, "Acme Telecom", 1, ids.laptop, 30);
    const own = await pricedStock(t.database.db, "Acme Telecom", 50, ids.laptop, 30);
    const answers = await Promise.all(own.ids.map((id) => confirm(body([shared.ids[0] as number, id]))));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().errors.assets).toEqual(shared.barcodes);
    const winner = answers.find((r) => r.statusCode === 201)?.json().id;
    expect(await openReservations(shared.ids)).toEqual([{ assetId: shared.ids[0], activityId: winner }]);
    // The losers' own assets stay available.
    expect((await openReservations(own.ids)).length).toBe(1);
  });
});
