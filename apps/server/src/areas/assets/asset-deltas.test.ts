import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAsnItems, insertAssets, insertProduct, unique } from "./asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let load: { id: number; slug: string; accountId: number };
let other: { id: number; slug: string; accountId: number };
let laptop: number;
let monitor: number;
let dock: number;
let monitorName: string;
const tag = unique();

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  const db = t.database.db;
  load = await insertLoad(db, "Northwind Health");
  other = await insertLoad(db, "Northwind Health");
  laptop = await insertProduct(db, `Delta Laptop ${tag}`);
  monitorName = `Delta Monitor ${tag}`;
  monitor = await insertProduct(db, monitorName);
  dock = await insertProduct(db, `Delta Dock ${tag}`);
  // The ASN: three laptops by id with serials (one in lower case), monitors by name only (in a
  // different case), and a product no catalogue entry has.
  await insertAsnItems(db, load.id, [
    { serialNumber: `SA-${tag}`, productId: laptop, weight: 10 },
    { serialNumber: `SB-${tag}`, productId: laptop, weight: 10 },
    { serialNumber: `sc-${tag}`, productId: laptop, weight: 10 },
    { productName: monitorName.toLowerCase(), quantity: 2, weight: 8 },
    { productName: "Mystery widget", quantity: 1 },
  ]);
  const base = { activityId: load.id, accountId: load.accountId };
  await insertAssets(db, [
    { ...base, barcode: `DA1-${tag}`, serialNumber: `sa-${tag}`, productId: laptop, netWeight: 9 },
    { ...base, barcode: `DA2-${tag}`, serialNumber: `SC-${tag}`, productId: laptop, netWeight: 11 },
    { ...base, barcode: `DA3-${tag}`, productId: monitor, netWeight: 3.5 },
    { ...base, barcode: `DA4-${tag}`, serialNumber: `SX-${tag}`, productId: dock, netWeight: 2 },
  ]);
  // The other load received SB (missing here) and SC (received here as well).
  await insertAssets(db, [
    { activityId: other.id, accountId: other.accountId, barcode: `DB1-${tag}`, serialNumber: `SB-${tag}` },
    { activityId: other.id, accountId: other.accountId, barcode: `DB2-${tag}`, serialNumber: `sc-${tag}` },
  ]);
});
afterAll(() => t.close());

const totals = {
  expectedQuantity: 6,
  receivedQuantity: 4,
  expectedSerials: 3,
  receivedSerials: 3,
  missingSerials: 1,
  extraSerials: 1,
};

describe("asset deltas", () => {
  it("compares expected and received by product: by id, by name ignoring case, shortages and extras", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/asset_deltas?type=product`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.type).toBe("product");
    expect(body.serials).toEqual([]);
    expect(body.totals).toEqual(totals);
    const byName = Object.fromEntries(body.products.map((p: { productName: string }) => [p.productName, p]));
    expect(byName[`Delta Laptop ${tag}`]).toEqual({
      productId: laptop,
      productName: `Delta Laptop ${tag}`,
      expectedQuantity: 3,
      receivedQuantity: 2,
      expectedWeight: 30,
      receivedNetWeight: 20,
      quantityDelta: -1,
    });
    expect(byName[monitorName]).toMatchObject({
      productId: monitor,
      expectedQuantity: 2,
      receivedQuantity: 1,
      expectedWeight: 8,
      receivedNetWeight: 3.5,
      quantityDelta: -1,
    });
    expect(byName[`Delta Dock ${tag}`]).toMatchObject({
      productId: dock,
      expectedQuantity: 0,
      quantityDelta: 1,
    });
    expect(byName["Mystery widget"]).toMatchObject({
      productId: null,
      expectedQuantity: 1,
      receivedQuantity: 0,
    });
    expect(body.products).toHaveLength(4);
  });

  it("compares serials upper-cased, with missing, extra and received-elsewhere serials", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/asset_deltas?type=serial`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.products).toEqual([]);
    expect(body.totals).toEqual(totals);
    const bySerial = Object.fromEntries(
      body.serials.map((s: { serialNumber: string }) => [s.serialNumber, s]),
    );
    expect(bySerial[`SA-${tag}`]).toEqual({
      serialNumber: `SA-${tag}`,
      expected: true,
      received: true,
      barcode: `DA1-${tag}`,
      receivedElsewhere: null,
    });
    expect(bySerial[`SB-${tag}`]).toEqual({
      serialNumber: `SB-${tag}`,
      expected: true,
      received: false,
      barcode: null,
      receivedElsewhere: other.slug,
    });
    expect(bySerial[`SC-${tag}`]).toMatchObject({
      expected: true,
      received: true,
      receivedElsewhere: other.slug,
    });
    expect(bySerial[`SX-${tag}`]).toMatchObject({ expected: false, received: true, barcode: `DA4-${tag}` });
    expect(body.serials).toHaveLength(4);
  });

  it("answers an empty comparison for a load with neither ASN nor assets", async () => {
    const empty = await insertLoad(t.database.db, "Northwind Health");
    const body = (
      await operator({ method: "GET", url: `/spa/activities/${empty.slug}/asset_deltas` })
    ).json();
    expect(body).toEqual({
      type: "product",
      products: [],
      serials: [],
      totals: {
        expectedQuantity: 0,
        receivedQuantity: 0,
        expectedSerials: 0,
        receivedSerials: 0,
        missingSerials: 0,
        extraSerials: 0,
      },
    });
  });

  it("lets a client read their own load's deltas and no one else's", async () => {
    const own = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/asset_deltas?type=serial`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().totals).toEqual(totals);
    const foreign = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/asset_deltas`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await client({ method: "GET", url: `/spa/activities/${load.slug}/asset_deltas` })).statusCode,
    ).toBe(403);
    expect(
      (await vendor({ method: "GET", url: `/spa/client/activities/${load.slug}/asset_deltas` })).statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: "GET", url: `/spa/activities/${load.slug}/asset_deltas` });
    expect(anonymous.statusCode).toBe(401);
    const bad = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/asset_deltas?type=weight`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it("never names another client's load where a serial was also received", async () => {
    const db = t.database.db;
    const foreign = await insertLoad(db, "Initech Computers");
    await insertAssets(db, [
      { activityId: load.id, accountId: load.accountId, barcode: `DA5-${tag}`, serialNumber: `SZ-${tag}` },
      {
        activityId: foreign.id,
        accountId: foreign.accountId,
        barcode: `DC1-${tag}`,
        serialNumber: `sz-${tag}`,
      },
    ]);
    const serialOf = async (caller: Caller, family: string) =>
      (await caller({ method: "GET", url: `/spa${family}/activities/${load.slug}/asset_deltas?type=serial` }))
        .json()
        .serials.find((s: { serialNumber: string }) => s.serialNumber === `SZ-${tag}`);
    expect(await serialOf(operator, "")).toMatchObject({ receivedElsewhere: foreign.slug });
    expect(await serialOf(client, "/client")).toMatchObject({ received: true, receivedElsewhere: null });
    // Their own other load is still named.
    expect(
      (await client({ method: "GET", url: `/spa/client/activities/${load.slug}/asset_deltas?type=serial` }))
        .json()
        .serials.find((s: { serialNumber: string }) => s.serialNumber === `SB-${tag}`),
    ).toMatchObject({ receivedElsewhere: other.slug });
  });
});
