import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { accounts, assets, pricingRuns, productAssets, products } from "../../db/schema";
import { eventsOf, insertLoad, multipart } from "../activities/activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let northwind: number;
let productIds: Record<string, number>;

const SCRAP = "Mixed e-scrap";
const CRT = "CRT monitors";
const LAPTOP = "Laptop – business grade";

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  northwind = await accountId(operator, "Northwind Health");
  const rows = await t.database.db.select({ id: products.id, name: products.name }).from(products);
  productIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t.close());

let barcodeSeq = 0;
type AssetSpec = {
  product: string;
  net?: number | null;
  gross?: number | null;
  quantity?: number;
  serial?: string;
};

/** A load of Northwind Health (the demo client's account) with assets straight in the tables. */
async function loadWith(specs: AssetSpec[], account = "Northwind Health") {
  const load = await insertLoad(t.database.db, account);
  const barcodes: string[] = [];
  for (const spec of specs) {
    barcodeSeq += 1;
    const barcode = `PR${String(barcodeSeq).padStart(6, "0")}`;
    const [asset] = await t.database.db
      .insert(assets)
      .values({
        barcode,
        type: spec.serial ? "serial" : "bin",
        serialNumber: spec.serial ?? null,
        activityId: load.id,
        receivingActivityId: load.id,
        accountId: load.accountId,
        inboundGrossWeight: spec.gross ?? null,
        inboundNetWeight: spec.net ?? null,
      })
      .returning({ id: assets.id });
    const productId = productIds[spec.product];
    if (!asset || !productId) throw new Error(`cannot seed ${spec.product}`);
    await t.database.db.insert(productAssets).values({
      assetId: asset.id,
      productId,
      quantity: spec.quantity ?? 1,
      grossWeight: spec.gross ?? null,
      netWeight: spec.net ?? null,
    });
    barcodes.push(barcode);
  }
  return { ...load, barcodes };
}

const csv = (lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`, "utf8");

function price(slug: string, type: string, lines?: string[], caller = operator) {
  return caller({
    method: "POST",
    url: `/spa/activities/${slug}/pricing`,
    ...multipart({ type }, lines ? { name: `${type}.csv`, bytes: csv(lines) } : undefined),
  });
}

async function entriesOf(activityId: number) {
  const result = (await t.database.db.execute(sql`
    select a.barcode, pa.unit_price::float8 as unit_price, pa.share::float8 as share, pa.value::float8 as value,
           a.value::float8 as asset_value, a.fmv::float8 as fmv
    from product_assets pa join assets a on a.id = pa.asset_id
    where a.receiving_activity_id = ${activityId} order by a.barcode`)) as unknown as {
    rows: {
      barcode: string;
      unit_price: number | null;
      share: number | null;
      value: number | null;
      asset_value: number | null;
      fmv: number | null;
    }[];
  };
  return result.rows;
}

const runsOf = (activityId: number) =>
  t.database.db.select().from(pricingRuns).where(eq(pricingRuns.activityId, activityId));

describe("yield pricing", () => {
  it("prices each product's entries by net weight, reports unpriced products, writes a run and events", async () => {
    const load = await loadWith([
      { product: SCRAP, net: 100, gross: 120 },
      { product: SCRAP, net: 50.5, gross: 60 },
      { product: CRT, net: 40, gross: 45 },
      { product: LAPTOP, net: 10, gross: 12 },
    ]);
    const res = await price(load.slug, "yield", [
      "Product,Price (per lb)",
      `${SCRAP.toUpperCase()},$0.20`,
      `${CRT},0.5`,
      "Shredded plastic housings,0.04",
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ type: "yield", priced: 3, total: 50.1, unpricedProducts: [LAPTOP] });
    const entries = await entriesOf(load.id);
    expect(entries.map((e) => [e.unit_price, e.value])).toEqual([
      [0.2, 20],
      [0.2, 10.1],
      [0.5, 20],
      [null, null],
    ]);
    const runs = await runsOf(load.id);
    expect(runs).toMatchObject([{ type: "yield", priced: 3, total: 50.1, fileName: "yield.csv" }]);
    const events = await eventsOf(t.database.db, load.id);
    expect(events.filter((e) => e.action === "priced" && e.barcode === null)).toHaveLength(1);
    expect(events.filter((e) => e.action === "priced" && e.barcode !== null)).toHaveLength(3);

    const view = await operator({ method: "GET", url: `/spa/activities/${load.slug}/pricing/yield` });
    expect(view.statusCode).toBe(200);
    const body = view.json();
    expect(body.lines.map((l: { productName: string }) => l.productName)).toEqual([CRT, LAPTOP, SCRAP]);
    expect(body.lines[2]).toMatchObject({
      count: 2,
      grossWeight: 180,
      netWeight: 150.5,
      unitPrice: 0.2,
      value: 30.1,
    });
    expect(body.lines[1]).toMatchObject({ unitPrice: null, value: null });
    expect(body.totals).toEqual({ count: 4, grossWeight: 237, netWeight: 200.5, value: 50.1 });
    expect(body.pricedBy).toBeTruthy();
    expect(body.pricedAt).toBeTruthy();

    // The same file again changes nothing, so no asset gets another event.
    await price(load.slug, "yield", ["product,price", `${SCRAP},0.20`, `${CRT},0.5`]);
    const again = await eventsOf(t.database.db, load.id);
    expect(again.filter((e) => e.barcode !== null)).toHaveLength(3);
  });

  it("answers every bad row at once and writes nothing", async () => {
    const load = await loadWith([{ product: SCRAP, net: 100 }]);
    const res = await price(load.slug, "yield", [
      "product,price",
      "No such product,1",
      `${SCRAP},abc`,
      `${CRT},-1`,
      ",2",
      `${SCRAP.toLowerCase()},0.3`,
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "rows.2.product": ["Unknown product: No such product"],
      "rows.3.price": ["Price must be a number, 0 or more"],
      "rows.4.price": ["Price must be a number, 0 or more"],
      "rows.5.product": ["Product is required"],
    });
    const dup = await price(load.slug, "yield", ["product,price", `${SCRAP},1`, `${SCRAP.toLowerCase()},2`]);
    expect(dup.json().errors).toEqual({ "rows.3.product": ["Same product as row 2"] });
    expect((await entriesOf(load.id))[0]).toMatchObject({ unit_price: null, value: null });
    expect(await runsOf(load.id)).toHaveLength(0);
    expect((await eventsOf(t.database.db, load.id)).filter((e) => e.action === "priced")).toHaveLength(0);

    const missing = await price(load.slug, "yield", ["product,amount", `${SCRAP},1`]);
    expect(missing.json().errors).toEqual({ file: ["Missing column: price"] });
  });

  it("without a file uses the account's current inbound prices per lb", async () => {
    const prices = await operator({ method: "GET", url: `/spa/accounts/${northwind}/prices?type=inbound` });
    const entries = prices.json().entries as { itemName: string; unit: string; price: string }[];
    const perLb = (name: string) =>
      Number(entries.find((e) => e.itemName === name && e.unit === "lbs")?.price);
    const load = await loadWith([
      { product: SCRAP, net: 200 },
      { product: LAPTOP, net: 10 },
    ]);
    const res = await price(load.slug, "yield");
    expect(res.statusCode, res.body).toBe(200);
    const value = Math.round(200 * perLb(SCRAP) * 100) / 100;
    expect(res.json()).toEqual({ type: "yield", priced: 1, total: value, unpricedProducts: [LAPTOP] });
    expect((await runsOf(load.id))[0]).toMatchObject({ fileName: null, priced: 1 });

    await t.database.db.insert(accounts).values({ name: "No Prices Recycling", code: "NOPRICE" });
    const noPrices = await loadWith([{ product: SCRAP, net: 1 }], "No Prices Recycling");
    const refused = await price(noPrices.slug, "yield");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toMatch(/no inbound prices per lb/);
  });
});

describe("serial, consignment and fmv pricing", () => {
  it("serial: prices serialized assets by serial (any case) or barcode; unknown serial is a row error", async () => {
    const load = await loadWith([
      { product: LAPTOP, serial: "SN-A1" },
      { product: LAPTOP, serial: "SN-A2" },
      { product: SCRAP, net: 5 },
    ]);
    const [, second, bin] = load.barcodes;
    const bad = await price(load.slug, "serial", [
      "serial,barcode,price",
      "sn-zz,,10",
      `,${bin},5`,
      "sn-a1,,x",
    ]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "rows.2.serial": ["No asset with serial sn-zz was received on this load"],
      "rows.3.barcode": [`${bin} is not a serialized asset`],
      "rows.4.price": ["Price must be a number, 0 or more"],
    });
    expect((await entriesOf(load.id)).every((e) => e.asset_value === null)).toBe(true);

    const res = await price(load.slug, "serial", [
      "Serial Number,Barcode,Price",
      "sn-a1,,150",
      `,${second?.toLowerCase()},99.5`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: "serial", priced: 2, total: 249.5 });
    const view = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/pricing/serial` })
    ).json();
    expect(view.lines.map((l: { serialNumber: string; value: number }) => [l.serialNumber, l.value])).toEqual(
      [
        ["SN-A1", 150],
        ["SN-A2", 99.5],
      ],
    );
    expect(view.totals).toMatchObject({ count: 2, value: 249.5 });
  });

  it("consignment: unit price is the sale price and value the client's share of count × sale price", async () => {
    const load = await loadWith([
      { product: LAPTOP, quantity: 4 },
      { product: LAPTOP, quantity: 1 },
    ]);
    const bad = await price(load.slug, "consignment", ["product,sale price,share (%)", `${LAPTOP},100,120`]);
    expect(bad.json().errors).toEqual({ "rows.2.share": ["Share is at most 100"] });
    const res = await price(load.slug, "consignment", [
      "Product,Sale Price,Share (%)",
      `${LAPTOP},$120.00,70%`,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: "consignment", priced: 2, total: 420 });
    expect((await entriesOf(load.id)).map((e) => [e.unit_price, e.share, e.value])).toEqual([
      [120, 70, 336],
      [120, 70, 84],
    ]);
    const view = (
      await operator({ method: "GET", url: `/spa/activities/${load.slug}/pricing/consignment` })
    ).json();
    expect(view.lines).toMatchObject([
      { productName: LAPTOP, count: 5, unitPrice: 120, share: 70, value: 420 },
    ]);
  });

  it("fmv: sets each asset's fair market value by barcode or serial", async () => {
    const load = await loadWith([
      { product: LAPTOP, serial: "FMV-1" },
      { product: SCRAP, net: 3 },
    ]);
    const res = await price(load.slug, "fmv", [
      "barcode,serial,fmv",
      `${load.barcodes[1]},,12.5`,
      ",fmv-1,300",
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: "fmv", priced: 2, total: 312.5 });
    expect((await entriesOf(load.id)).map((e) => e.fmv)).toEqual([300, 12.5]);
    const view = (await operator({ method: "GET", url: `/spa/activities/${load.slug}/pricing/fmv` })).json();
    expect(view.lines).toHaveLength(2);
    expect(view.totals.value).toBe(312.5);
  });
});

describe("access", () => {
  it("clients read their own loads' pricing pages; another client's load is 404; clients cannot price", async () => {
    const load = await loadWith([{ product: SCRAP, net: 10 }]);
    const own = await client({ method: "GET", url: `/spa/client/activities/${load.slug}/pricing/yield` });
    expect(own.statusCode).toBe(200);
    expect(own.json().lines).toHaveLength(1);
    const other = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/pricing/yield`,
    });
    expect(other.statusCode).toBe(404);
    const posted = await price(load.slug, "yield", ["product,price", `${SCRAP},1`], client);
    expect(posted.statusCode).toBe(403);
    const bulk = await client({
      method: "POST",
      url: "/spa/activities/bulk/import-fmv",
      ...multipart(
        { slugs: JSON.stringify([load.slug]) },
        { name: "fmv.csv", bytes: csv(["serial,fmv", "x,1"]) },
      ),
    });
    expect(bulk.statusCode).toBe(403);
  });

  it("refuses a missing type, an unknown load and a canceled load", async () => {
    const load = await loadWith([{ product: SCRAP, net: 10 }]);
    const noType = await price(load.slug, "", ["product,price", `${SCRAP},1`]);
    expect(noType.statusCode).toBe(422);
    expect(Object.keys(noType.json().errors)).toEqual(["type"]);
    expect((await price("dal-in-1", "yield", ["product,price", `${SCRAP},1`])).statusCode).toBe(404);
    const noFile = await price(load.slug, "serial");
    expect(noFile.json().errors).toEqual({ file: ["Choose the serial price file"] });
    await t.database.db.execute(sql`update activities set status = 'canceled' where id = ${load.id}`);
    expect((await price(load.slug, "yield", ["product,price", `${SCRAP},1`])).statusCode).toBe(409);
  });
});

describe("bulk import-fmv", () => {
  it("sets fmv across the selected loads in one transaction, one run per load, or nothing", async () => {
    const first = await loadWith([{ product: LAPTOP, serial: "BULK-1" }]);
    const second = await loadWith([
      { product: LAPTOP, serial: "BULK-2" },
      { product: SCRAP, net: 1 },
    ]);
    const elsewhere = await loadWith([{ product: LAPTOP, serial: "BULK-3" }]);
    const bulk = (slugs: unknown, lines: string[]) =>
      operator({
        method: "POST",
        url: "/spa/activities/bulk/import-fmv",
        ...multipart({ slugs: JSON.stringify(slugs) }, { name: "fmv.csv", bytes: csv(lines) }),
      });

    const bad = await bulk(
      [first.slug, second.slug],
      ["serial,barcode,fmv", "bulk-1,,10", "bulk-3,,5", `,${second.barcodes[1]},`],
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "rows.3.serial": ["No asset with serial bulk-3 was received on the selected loads"],
      "rows.4.fmv": ["FMV is required"],
    });
    expect((await entriesOf(first.id))[0]?.fmv).toBeNull();

    const unknown = await bulk([first.slug, "dal-in-1"], ["serial,fmv", "bulk-1,10"]);
    expect(unknown.json().errors).toEqual({ slugs: ["Not an inbound load: dal-in-1"] });
    const notJson = await operator({
      method: "POST",
      url: "/spa/activities/bulk/import-fmv",
      ...multipart({ slugs: "first" }, { name: "fmv.csv", bytes: csv(["serial,fmv", "bulk-1,1"]) }),
    });
    expect(notJson.json().errors).toEqual({ slugs: ["Send the loads as a JSON list"] });

    const ok = await bulk(
      [first.slug, second.slug],
      ["serial,barcode,fmv", "bulk-1,,10", `,${second.barcodes[1]},2.25`, "bulk-2,,7"],
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ type: "fmv", priced: 3, total: 19.25, unpricedProducts: [] });
    expect((await entriesOf(second.id)).map((e) => e.fmv)).toEqual([7, 2.25]);
    expect(await runsOf(first.id)).toMatchObject([{ type: "fmv", priced: 1, total: 10 }]);
    expect(await runsOf(second.id)).toMatchObject([{ type: "fmv", priced: 2, total: 9.25 }]);
    expect(await runsOf(elsewhere.id)).toHaveLength(0);
    const events = await eventsOf(t.database.db, second.id);
    expect(events.filter((e) => e.action === "priced")).toHaveLength(3);
  });
});
