import type { Asset, BinContents, InventoryActivity, InventoryHoldings } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { holdAsset, newBarcode, someProductId } from "../assets/assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let load: { id: number; slug: string; accountId: number };
let productId: number;
let dal: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  productId = await someProductId(t.database.db);
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
});
afterAll(() => t.close());

async function location(overrides: Record<string, unknown> = {}): Promise<{ id: number; barcode: string }> {
  const res = await operator({
    method: "POST",
    url: "/spa/locations",
    payload: {
      warehouseId: dal,
      parentId: null,
      barcode: newBarcode("IA-"),
      name: "Inventory test bin",
      type: "inventory",
      ...overrides,
    },
  });
  if (res.statusCode !== 201) throw new Error(`location: ${res.body}`);
  return res.json();
}

async function receive(body: Record<string, unknown> = {}): Promise<Asset> {
  const barcode = newBarcode("IA");
  const res = await operator({
    method: "POST",
    url: "/spa/assets",
    payload: {
      activitySlug: load.slug,
      type: "serial",
      barcode,
      serialNumber: `SN${barcode}`,
      productId,
      ...body,
    },
  });
  if (res.statusCode !== 201) throw new Error(`receive: ${res.body}`);
  return res.json();
}

async function putAway(locationId: number, barcode: string, stockType?: string) {
  const res = await operator({
    method: "POST",
    url: "/spa/locations/assets",
    payload: { locationId, barcode, ...(stockType ? { stockType } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`putaway: ${res.body}`);
  return res.json() as Asset;
}

/** Prices an asset straight in the table: its entries' value and its own (serial pricing). */
async function price(barcode: string, entryValue: number, ownValue: number | null) {
  await t.database.db.execute(sql`
    update product_assets set value = ${entryValue}
     where asset_id = (select id from assets where barcode = ${barcode})`);
  await t.database.db.execute(sql`update assets set value = ${ownValue} where barcode = ${barcode}`);
}

describe("inventory activities", () => {
  it("lists each warehouse's inventory activity with its totals, which follow a putaway", async () => {
    const list = async () =>
      (await operator({ method: "GET", url: "/spa/inventory_activities" })).json() as InventoryActivity[];
    const before = await list();
    expect(before.map((a) => a.slug)).toEqual(expect.arrayContaining(["dal-inventory", "phx-inventory"]));
    const dalBefore = before.find((a) => a.slug === "dal-inventory") as InventoryActivity;
    expect(dalBefore).toMatchObject({ warehouseShortName: "DAL", warehouseId: dal });

    const bin = await location();
    const asset = await receive({ quantity: 3, grossWeight: 30, netWeight: 24 });
    await price(asset.barcode, 45.5, 10);
    await putAway(bin.id, asset.barcode, "fgi");
    const dalAfter = (await list()).find((a) => a.slug === "dal-inventory") as InventoryActivity;
    expect(dalAfter.totals.assets).toBe(dalBefore.totals.assets + 1);
    expect(dalAfter.totals.quantity).toBeCloseTo(dalBefore.totals.quantity + 3, 3);
    expect(dalAfter.totals.grossWeight).toBeCloseTo(dalBefore.totals.grossWeight + 30, 3);
    expect(dalAfter.totals.netWeight).toBeCloseTo(dalBefore.totals.netWeight + 24, 3);
    expect(dalAfter.totals.value).toBeCloseTo(dalBefore.totals.value + 55.5, 2);
    expect(dalAfter.locationCount).toBe(dalBefore.locationCount + 1);
  });

  it("shows the holdings by location and stock type, filtered, in natural barcode order", async () => {
    const prefix = newBarcode("NAT-");
    const a10 = await location({ barcode: `${prefix}-A-10` });
    const a2 = await location({ barcode: `${prefix}-A-2` });
    const container = await receive({
      type: "bin",
      barcode: newBarcode("IB"),
      serialNumber: null,
      productId: null,
    });
    const first = await receive({ parentBarcode: container.barcode, quantity: 2 });
    const second = await receive({ parentBarcode: container.barcode, quantity: 1 });
    await price(first.barcode, 20, null);
    await price(second.barcode, 5, 7.25);
    await putAway(a10.id, container.barcode, "rmi");
    const loose = await receive({ quantity: 4 });
    await price(loose.barcode, 100, null);
    await putAway(a10.id, loose.barcode);
    await putAway(a2.id, (await receive()).barcode, "fgi");

    const res = await operator({
      method: "GET",
      url: `/spa/activities/dal-inventory/inventory?search=${prefix.toLowerCase()}`,
    });
    expect(res.statusCode).toBe(200);
    const holdings = res.json() as InventoryHoldings;
    expect(holdings.activity.slug).toBe("dal-inventory");
    expect(holdings.total).toBe(2);
    expect(holdings.data.map((r) => r.barcode)).toEqual([a2.barcode, a10.barcode]);
    const row = holdings.data[1];
    // The bin itself has no product entry: it counts as an asset and adds nothing else.
    expect(row?.totals).toEqual({ assets: 4, quantity: 7, grossWeight: 0, netWeight: 0, value: 132.25 });
    expect(row?.byStockType).toEqual([
      { stockType: "rmi", assets: 3, quantity: 3, grossWeight: 0, netWeight: 0, value: 32.25 },
      { stockType: null, assets: 1, quantity: 4, grossWeight: 0, netWeight: 0, value: 100 },
    ]);
    expect(holdings.totals.assets).toBe(5);

    const rmi = (
      await operator({
        method: "GET",
        url: `/spa/activities/dal-inventory/inventory?search=${prefix}&stockType=rmi`,
      })
    ).json() as InventoryHoldings;
    expect(rmi.data.map((r) => r.barcode)).toEqual([a10.barcode]);
    expect(rmi.totals.value).toBe(32.25);
    const none = (
      await operator({
        method: "GET",
        url: `/spa/activities/dal-inventory/inventory?search=${prefix}&stockType=none`,
      })
    ).json() as InventoryHoldings;
    expect(none.totals).toMatchObject({ assets: 1, quantity: 4 });
    const paged = (
      await operator({
        method: "GET",
        url: `/spa/activities/dal-inventory/inventory?search=${prefix}&pageSize=1&page=2`,
      })
    ).json() as InventoryHoldings;
    expect(paged.total).toBe(2);
    expect(paged.data.map((r) => r.barcode)).toEqual([a10.barcode]);
    const byAccount = (
      await operator({
        method: "GET",
        url: `/spa/activities/dal-inventory/inventory?search=${prefix}&accountId=${load.accountId}`,
      })
    ).json() as InventoryHoldings;
    expect(byAccount.totals.assets).toBe(5);
  });

  it("refuses what is not an inventory activity and unknown filters", async () => {
    const load404 = await operator({ method: "GET", url: `/spa/activities/${load.slug}/inventory` });
    expect(load404.statusCode).toBe(404);
    expect(load404.json().message).toBe(`No inventory activity has slug ${load.slug}`);
    const unknown = await operator({
      method: "GET",
      url: "/spa/activities/dal-inventory/inventory?accountId=99999999",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.accountId).toEqual(["No account has id 99999999"]);
    const badType = await operator({
      method: "GET",
      url: "/spa/activities/dal-inventory/inventory?stockType=gold",
    });
    expect(badType.statusCode).toBe(422);
    expect((await client({ method: "GET", url: "/spa/client/inventory_activities" })).statusCode).toBe(404);
  });
});

describe("GET /locations/:id/assets (the bin view)", () => {
  it("lists what sits directly at a location with each one's contents, and totals of everything", async () => {
    const bin = await location();
    const container = await receive({
      type: "bin",
      barcode: newBarcode("IB"),
      serialNumber: null,
      productId: null,
    });
    const inner = await receive({
      type: "bin",
      barcode: newBarcode("IC"),
      serialNumber: null,
      productId: null,
      parentBarcode: container.barcode,
    });
    await receive({ parentBarcode: inner.barcode, quantity: 2 });
    await receive({ parentBarcode: container.barcode });
    await putAway(bin.id, container.barcode, "staging");
    const loose = await receive({ quantity: 5 });
    await price(loose.barcode, 12.5, 2);
    await putAway(bin.id, loose.barcode);
    await holdAsset(t.database.db, loose.barcode);

    const res = await operator({ method: "GET", url: `/spa/locations/${bin.id}/assets` });
    expect(res.statusCode).toBe(200);
    const contents = res.json() as BinContents;
    expect(contents.location).toMatchObject({ id: bin.id, barcode: bin.barcode });
    expect(contents.total).toBe(2);
    expect(contents.data.map((a) => a.barcode)).toEqual([container.barcode, loose.barcode].sort());
    expect(contents.data.find((a) => a.barcode === container.barcode)).toMatchObject({
      type: "bin",
      contentsCount: 3,
      activitySlug: "dal-inventory",
      activityType: "inventory",
      stockType: "staging",
      held: false,
      accountName: "Northwind Health",
    });
    expect(contents.data.find((a) => a.barcode === loose.barcode)).toMatchObject({
      contentsCount: 0,
      quantity: 5,
      value: 14.5,
      held: true,
    });
    expect(contents.totals).toMatchObject({ assets: 5, quantity: 8, value: 14.5 });

    const searched = (
      await operator({
        method: "GET",
        url: `/spa/locations/${bin.id}/assets?search=${loose.barcode.slice(0, 8).toLowerCase()}`,
      })
    ).json() as BinContents;
    expect(searched.data.map((a) => a.barcode)).toContain(loose.barcode);
    expect(searched.data.map((a) => a.barcode)).not.toContain(container.barcode);
  });

  it("an empty location answers no assets; an unknown one 404", async () => {
    const bin = await location();
    const empty = (await operator({ method: "GET", url: `/spa/locations/${bin.id}/assets` })).json();
    expect(empty).toMatchObject({ total: 0, data: [], totals: { assets: 0, quantity: 0, value: 0 } });
    const missing = await operator({ method: "GET", url: "/spa/locations/99999999/assets" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("No location has id 99999999");
  });
});
