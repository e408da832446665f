import type { StockSummary } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import {
  activities,
  assets,
  locations,
  productAssets,
  productClasses,
  products,
  warehouses,
} from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { unique } from "../assets/asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
const ids = {
  northwind: 0,
  dallas: 0,
  acme: 0,
  dal: 0,
  phx: 0,
  classA: 0,
  classB: 0,
  laptop: 0,
  monitor: 0,
  zone: 0,
  bin: 0,
  phxBin: 0,
};
const names = { classA: "", classB: "", laptop: "", monitor: "", zone: "", bin: "" };
const prefix = `ST${unique()}`;

type Entry = { productId: number; quantity: number; gross: number; net: number; value: number | null };
type StockAssetInput = {
  barcode: string;
  loadId: number;
  accountId: number;
  warehouse: "dal" | "phx" | null;
  locationId?: number | null;
  stockType?: string | null;
  value?: number | null;
  closed?: boolean;
  entries: Entry[];
};

async function idOf(db: Db, table: "warehouses", shortName: string): Promise<number> {
  const [row] = await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.shortName, shortName));
  if (!row) throw new Error(`no ${table} ${shortName}`);
  return row.id;
}

async function inventoryActivity(db: Db, slug: string): Promise<number> {
  const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.slug, slug));
  if (!row) throw new Error(`no activity ${slug}`);
  return row.id;
}

/** Assets received on their load and, when a warehouse is named, in its inventory activity (in stock). */
async function insertStock(db: Db, list: StockAssetInput[]) {
  const dal = await inventoryActivity(db, "dal-inventory");
  const phx = await inventoryActivity(db, "phx-inventory");
  for (const a of list) {
    const [row] = await db
      .insert(assets)
      .values({
        barcode: a.barcode,
        type: "serial",
        serialNumber: `SN-${a.barcode}`,
        activityId: a.warehouse === "dal" ? dal : a.warehouse === "phx" ? phx : a.loadId,
        receivingActivityId: a.loadId,
        accountId: a.accountId,
        warehouseId: a.warehouse === "phx" ? ids.phx : ids.dal,
        locationId: a.locationId ?? null,
        stockType: a.stockType ?? null,
        value: a.value ?? null,
        closedAt: a.closed ? new Date() : null,
        closedNote: a.closed ? "Emptied" : null,
      })
      .returning({ id: assets.id });
    if (!row) throw new Error("no asset");
    await db.insert(productAssets).values(
      a.entries.map((e, position) => ({
        assetId: row.id,
        productId: e.productId,
        position,
        quantity: e.quantity,
        grossWeight: e.gross,
        netWeight: e.net,
        value: e.value,
      })),
    );
  }
}

const classFilter = () => `productClassIds[]=${ids.classA}&productClassIds[]=${ids.classB}`;
const summaryUrl = (family: string, extra = "") =>
  `/spa${family}/stock?format=summary_priced_inventory&${classFilter()}${extra}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  const db = t.database.db;
  ids.northwind = await accountId(operator, "Northwind Health");
  ids.dallas = await accountId(operator, "Northwind Health – Dallas Clinic");
  ids.acme = await accountId(operator, "Acme Telecom");
  ids.dal = await idOf(db, "warehouses", "DAL");
  ids.phx = await idOf(db, "warehouses", "PHX");
  names.classA = `Stock laptops ${prefix}`;
  names.classB = `Stock monitors ${prefix}`;
  const classes = await db
    .insert(productClasses)
    .values([{ name: names.classA }, { name: names.classB }])
    .returning({ id: productClasses.id });
  ids.classA = classes[0]?.id as number;
  ids.classB = classes[1]?.id as number;
  names.laptop = `Stock laptop ${prefix}`;
  names.monitor = `Stock monitor ${prefix}`;
  const made = await db
    .insert(products)
    .values([
      { name: names.laptop, type: "serialized", classId: ids.classA },
      { name: names.monitor, type: "serialized", classId: ids.classB },
    ])
    .returning({ id: products.id });
  ids.laptop = made[0]?.id as number;
  ids.monitor = made[1]?.id as number;
  names.zone = `${prefix}-Z`;
  names.bin = `${prefix}-Z-01`;
  const [zone] = await db
    .insert(locations)
    .values({ warehouseId: ids.dal, barcode: names.zone, name: "Stock zone", type: "inventory" })
    .returning({ id: locations.id });
  ids.zone = zone?.id as number;
  const [bin] = await db
    .insert(locations)
    .values({
      warehouseId: ids.dal,
      parentId: ids.zone,
      barcode: names.bin,
      name: "Stock bin",
      type: "inventory",
    })
    .returning({ id: locations.id });
  ids.bin = bin?.id as number;
  const [phxBin] = await db
    .insert(locations)
    .values({ warehouseId: ids.phx, barcode: `${prefix}-P`, name: "Phoenix bin", type: "inventory" })
    .returning({ id: locations.id });
  ids.phxBin = phxBin?.id as number;

  const northwindLoad = await insertLoad(db, "Northwind Health");
  const dallasLoad = await insertLoad(db, "Northwind Health – Dallas Clinic");
  const acmeLoad = await insertLoad(db, "Acme Telecom");
  const laptop = (quantity: number, gross: number, net: number, value: number | null): Entry => ({
    productId: ids.laptop,
    quantity,
    gross,
    net,
    value,
  });
  const monitor = (value: number): Entry => ({
    productId: ids.monitor,
    quantity: 1,
    gross: 20,
    net: 18,
    value,
  });
  await insertStock(db, [
    // Serial pricing: the asset's own value 50 adds once to its first entry.
    {
      barcode: `${prefix}N1`,
      loadId: northwindLoad.id,
      accountId: ids.northwind,
      warehouse: "dal",
      locationId: ids.bin,
      stockType: "fgi",
      value: 50,
      entries: [laptop(1, 10, 8, 100)],
    },
    {
      barcode: `${prefix}N2`,
      loadId: northwindLoad.id,
      accountId: ids.northwind,
      warehouse: "dal",
      locationId: ids.zone,
      stockType: "rmi",
      value: 5,
      entries: [laptop(2, 5, 4, 20), monitor(30.1)],
    },
    {
      barcode: `${prefix}D1`,
      loadId: dallasLoad.id,
      accountId: ids.dallas,
      warehouse: "dal",
      entries: [monitor(40)],
    },
    {
      barcode: `${prefix}A1`,
      loadId: acmeLoad.id,
      accountId: ids.acme,
      warehouse: "phx",
      locationId: ids.phxBin,
      entries: [laptop(1, 12, 10, 70)],
    },
    // Not in stock: still on its load, and one closed.
    {
      barcode: `${prefix}R1`,
      loadId: northwindLoad.id,
      accountId: ids.northwind,
      warehouse: null,
      entries: [laptop(1, 1, 1, 999)],
    },
    {
      barcode: `${prefix}X1`,
      loadId: northwindLoad.id,
      accountId: ids.northwind,
      warehouse: "dal",
      closed: true,
      entries: [laptop(1, 1, 1, 999)],
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const figures = (count: number, gross: number, net: number, value: number) => ({ count, gross, net, value });

describe("GET /stock?format=summary_priced_inventory", () => {
  it("sums in-stock entries by account × product, grouped by account with subtotals and a TOTAL", async () => {
    const res = await operator({ method: "GET", url: summaryUrl("") });
    expect(res.statusCode).toBe(200);
    const body = res.json() as StockSummary;
    expect(body.groupBy).toBe("account");
    expect(body.groups.map((g) => g.name)).toEqual([
      "Acme Telecom",
      "Northwind Health",
      "Northwind Health – Dallas Clinic",
    ]);
    const northwind = body.groups[1];
    expect(northwind?.rows.map((r) => [r.product.name, r.summary])).toEqual([
      [names.laptop, { ...figures(3, 15, 12, 175), unitPrice: 58.33 }],
      [names.monitor, { ...figures(1, 20, 18, 30.1), unitPrice: 30.1 }],
    ]);
    expect(northwind?.totals).toEqual(figures(4, 35, 30, 205.1));
    expect(northwind?.rows[0]?.product.productClass).toEqual({ id: ids.classA, name: names.classA });
    expect(body.total).toEqual(figures(6, 67, 58, 315.1));
    expect(body.byClass).toEqual([
      { id: ids.classA, name: names.classA, count: 4, value: 245 },
      { id: ids.classB, name: names.classB, count: 2, value: 70.1 },
    ]);
  });

  it("groups by product with the same TOTAL", async () => {
    const res = await operator({ method: "GET", url: summaryUrl("", "&groupBy=product") });
    expect(res.statusCode).toBe(200);
    const body = res.json() as StockSummary;
    expect(body.groups.map((g) => [g.name, g.totals])).toEqual([
      [names.laptop, figures(4, 27, 22, 245)],
      [names.monitor, figures(2, 40, 36, 70.1)],
    ]);
    expect(body.groups[0]?.rows.map((r) => r.account.name)).toEqual(["Acme Telecom", "Northwind Health"]);
    expect(body.total).toEqual(figures(6, 67, 58, 315.1));
  });

  it("filters by warehouse, accounts with or without children, product, stock type, location and received dates", async () => {
    const total = async (extra: string) => {
      const res = await operator({ method: "GET", url: summaryUrl("", extra) });
      expect(res.statusCode).toBe(200);
      return (res.json() as StockSummary).total;
    };
    expect(await total(`&warehouseId=${ids.phx}`)).toEqual(figures(1, 12, 10, 70));
    expect(await total(`&accountIds[]=${ids.northwind}`)).toEqual(figures(4, 35, 30, 205.1));
    expect(await total(`&accountIds[]=${ids.northwind}&includeChildren=true`)).toEqual(
      figures(5, 55, 48, 245.1),
    );
    expect(await total(`&productIds[]=${ids.monitor}`)).toEqual(figures(2, 40, 36, 70.1));
    expect(await total("&stockType=fgi")).toEqual(figures(1, 10, 8, 150));
    // A location counts what is under it too.
    expect(await total(`&locationId=${ids.bin}`)).toEqual(figures(1, 10, 8, 150));
    expect(await total(`&locationId=${ids.zone}`)).toEqual(figures(4, 35, 30, 205.1));
    const today = new Date().toISOString().slice(0, 10);
    expect(await total(`&receivedFrom=${today}&receivedTo=${today}`)).toEqual(figures(6, 67, 58, 315.1));
    expect(await total("&receivedTo=2001-01-01")).toEqual(figures(0, 0, 0, 0));
  });

  it("answers the same by POST with the filters in the body", async () => {
    const body = {
      format: "summary_priced_inventory",
      groupBy: "product",
      productClassIds: [ids.classA, ids.classB],
      accountIds: [ids.northwind],
      includeChildren: true,
    };
    const res = await operator({ method: "POST", url: "/spa/stock", payload: body });
    expect(res.statusCode).toBe(200);
    const viaGet = await operator({
      method: "GET",
      url: summaryUrl("", `&groupBy=product&accountIds[]=${ids.northwind}&includeChildren=true`),
    });
    expect(res.json()).toEqual(viaGet.json());
    expect((res.json() as StockSummary).total).toEqual(figures(5, 55, 48, 245.1));
  });

  it("refuses unknown ids with 422 naming the field, and a range that ends before it starts", async () => {
    const cases: [string, string][] = [
      ["&warehouseId=999999", "warehouseId"],
      ["&productIds[]=999999", "productIds"],
      ["&productClassIds[]=999999", "productClassIds"],
      ["&locationId=999999", "locationId"],
      [`&warehouseId=${ids.phx}&locationId=${ids.bin}`, "locationId"],
      ["&receivedFrom=2026-02-02&receivedTo=2026-02-01", "receivedTo"],
      ["&stockType=nonsense", "stockType"],
    ];
    for (const [extra, field] of cases) {
      const res = await operator({ method: "GET", url: summaryUrl("", extra) });
      expect(res.statusCode, extra).toBe(422);
      expect(Object.keys(res.json().errors), extra).toContain(field);
    }
    const format = await operator({ method: "GET", url: `/spa/stock?format=nonsense` });
    expect(format.statusCode).toBe(422);
    expect(format.json().errors.format).toBeDefined();
    const post = await operator({
      method: "POST",
      url: "/spa/stock",
      payload: { format: "summary_priced_inventory", productIds: [999999] },
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors.productIds[0]).toBe("No product has id 999999");
  });

  it("an unknown account answers 404", async () => {
    const res = await operator({ method: "GET", url: summaryUrl("", "&accountIds[]=999999") });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No account has id 999999");
  });
});

describe("stock and clients", () => {
  it("a client sees their accounts and children only", async () => {
    const res = await client({ method: "GET", url: summaryUrl("/client") });
    expect(res.statusCode).toBe(200);
    const body = res.json() as StockSummary;
    expect(body.groups.map((g) => g.name)).toEqual(["Northwind Health", "Northwind Health – Dallas Clinic"]);
    expect(body.total).toEqual(figures(5, 55, 48, 245.1));
    const other = await otherClient({ method: "GET", url: summaryUrl("/client") });
    expect(other.statusCode).toBe(200);
    expect((other.json() as StockSummary).groups.map((g) => g.name)).toEqual(["Acme Telecom"]);
  });

  it("another client's account answers 404, as an unknown one does, in every format", async () => {
    for (const path of ["/stock?format=summary_priced_inventory&", "/stock/assets?", "/stock/locations?"]) {
      const res = await client({ method: "GET", url: `/spa/client${path}accountIds[]=${ids.acme}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ message: `No account has id ${ids.acme}` });
      const unknown = await client({ method: "GET", url: `/spa/client${path}accountIds[]=999999` });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: "No account has id 999999" });
    }
    const post = await client({
      method: "POST",
      url: "/spa/client/stock",
      payload: { format: "summary_priced_inventory", accountIds: [ids.northwind, ids.acme] },
    });
    expect(post.statusCode).toBe(404);
  });

  it("refuses the anonymous, vendors, operators without stock.view and the wrong family", async () => {
    expect((await t.app.inject({ method: "GET", url: summaryUrl("") })).statusCode).toBe(401);
    expect((await vendor({ method: "GET", url: summaryUrl("/vendor") })).statusCode).toBe(404);
    const technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
    expect((await technician({ method: "GET", url: summaryUrl("") })).statusCode).toBe(403);
    expect((await client({ method: "GET", url: summaryUrl("") })).statusCode).toBe(403);
  });
});

describe("GET /stock/assets and /stock/locations", () => {
  it("lists in-stock assets with product, location and figures, paged and sorted", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/stock/assets?${classFilter()}&sort=value&order=desc&pageSize=2`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data.map((a: { barcode: string }) => a.barcode)).toEqual([`${prefix}N1`, `${prefix}A1`]);
    expect(body.data[0]).toMatchObject({
      account: { id: ids.northwind, name: "Northwind Health" },
      product: { id: ids.laptop, name: names.laptop },
      productClass: names.classA,
      warehouse: "DAL",
      location: { id: ids.bin, barcode: names.bin },
      stockType: "fgi",
      count: 1,
      gross: 10,
      net: 8,
      value: 150,
    });
    const page2 = await operator({
      method: "GET",
      url: `/spa/stock/assets?${classFilter()}&sort=value&order=desc&pageSize=2&page=2`,
    });
    expect(page2.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([
      `${prefix}N2`,
      `${prefix}D1`,
    ]);
    expect(page2.json().data[0]).toMatchObject({ count: 3, value: 55.1 });
    const searched = await operator({
      method: "GET",
      url: `/spa/stock/assets?${classFilter()}&search=${prefix.toLowerCase()}n`,
    });
    expect(searched.json().total).toBe(2);
    const sorted = await operator({ method: "GET", url: `/spa/stock/assets?${classFilter()}&sort=nonsense` });
    expect(sorted.statusCode).toBe(422);
  });

  it("a client lists only their accounts' assets", async () => {
    const res = await client({ method: "GET", url: `/spa/client/stock/assets?${classFilter()}` });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map((a: { barcode: string }) => a.barcode)
        .sort(),
    ).toEqual([`${prefix}D1`, `${prefix}N1`, `${prefix}N2`].sort());
  });

  it("sums stock per location, what has no location by warehouse", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/stock/locations?${classFilter()}&sort=value&order=desc`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.data).toEqual([
      {
        location: { id: ids.bin, barcode: names.bin, name: "Stock bin" },
        warehouse: "DAL",
        assets: 1,
        ...figures(1, 10, 8, 150),
      },
      {
        location: { id: ids.phxBin, barcode: `${prefix}-P`, name: "Phoenix bin" },
        warehouse: "PHX",
        assets: 1,
        ...figures(1, 12, 10, 70),
      },
      {
        location: { id: ids.zone, barcode: names.zone, name: "Stock zone" },
        warehouse: "DAL",
        assets: 1,
        ...figures(3, 25, 22, 55.1),
      },
      { location: null, warehouse: "DAL", assets: 1, ...figures(1, 20, 18, 40) },
    ]);
    const zone = await operator({
      method: "GET",
      url: `/spa/stock/locations?${classFilter()}&locationId=${ids.zone}`,
    });
    expect(zone.json().total).toBe(2);
    const searched = await operator({
      method: "GET",
      url: `/spa/stock/locations?${classFilter()}&search=${names.zone}`,
    });
    expect(searched.json().data.map((r: { location: { barcode: string } }) => r.location.barcode)).toEqual([
      names.zone,
      names.bin,
    ]);
  });
});

describe("stock exports", () => {
  async function sheetOf(bytes: Buffer): Promise<string[][]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      rows.push(
        (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
      );
    });
    return rows;
  }

  it("exports the summary to xlsx with subtotals and the TOTAL", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/stock/summary_priced_inventory/export?${classFilter()}&groupBy=account&accountIds[]=${ids.northwind}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("stock-by-account.xlsx");
    const rows = await sheetOf(res.rawPayload);
    expect(rows).toEqual([
      ["Account", "Product", "Product class", "Count", "Gross (lbs)", "Net (lbs)", "Value", "Unit price"],
      ["Northwind Health", names.laptop, names.classA, "3", "15", "12", "175", "58.33"],
      ["Northwind Health", names.monitor, names.classB, "1", "20", "18", "30.1", "30.1"],
      ["Northwind Health total", "", "", "4", "35", "30", "205.1"],
      ["TOTAL", "", "", "4", "35", "30", "205.1"],
    ]);
  });

  it("exports the per-asset list to csv and the per-location list to xlsx, in the client's scope", async () => {
    const csv = await client({
      method: "GET",
      url: `/spa/client/stock/assets/export?${classFilter()}&format=csv`,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Barcode");
    expect(lines).toHaveLength(4);
    expect(csv.body).not.toContain(`${prefix}A1`);
    const xlsx = await operator({ method: "GET", url: `/spa/stock/locations/export?${classFilter()}` });
    expect(xlsx.statusCode).toBe(200);
    const rows = await sheetOf(xlsx.rawPayload);
    expect(rows[0]).toEqual([
      "Warehouse",
      "Location",
      "Name",
      "Assets",
      "Count",
      "Gross (lbs)",
      "Net (lbs)",
      "Value",
    ]);
    expect(rows).toHaveLength(5);
    expect(rows.some((r) => r[1] === "No location")).toBe(true);
  });
});

describe("stock counts nothing outside the inventory activities", () => {
  it("an asset leaving the inventory activity leaves the stock", async () => {
    const db = t.database.db;
    await db.execute(
      sql`update assets set activity_id = receiving_activity_id where barcode = ${`${prefix}D1`}`,
    );
    const res = await operator({ method: "GET", url: summaryUrl("", `&accountIds[]=${ids.dallas}`) });
    expect((res.json() as StockSummary).groups).toEqual([]);
    expect((res.json() as StockSummary).total).toEqual(figures(0, 0, 0, 0));
    await db.execute(
      sql`update assets set activity_id = (select id from activities where slug = 'dal-inventory') where barcode = ${`${prefix}D1`}`,
    );
  });
});
