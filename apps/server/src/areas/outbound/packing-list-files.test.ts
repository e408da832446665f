import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { readPdfBarcodes } from "../../../test/barcode-reader";
import { as, createTestApp, signIn, type TestApp, XHR } from "../../../test/harness";
import { accounts, activities } from "../../db/schema";
import { insertProduct } from "../assets/asset-records.fixtures";
import { pickFor, reserveFor, stockOf, warehouseId } from "./outbound-load.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let product: number;
const run = randomInt(100_000, 999_999);

/** A DAL load to Evergreen being built, with `n` assets picked onto it (fixtures: picking has its own tests). */
async function pickedLoad(n: number) {
  const db = t.database.db;
  const slug = `dal-out-9${randomInt(10_000_000, 99_999_999)}`;
  const [consignee] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, "Evergreen Metals Recovery"));
  const [row] = await db
    .insert(activities)
    .values({
      slug,
      type: "outbound",
      status: "building",
      accountId: consignee?.id,
      warehouseId: await warehouseId(db),
    })
    .returning({ id: activities.id });
  const loadId = row?.id as number;
  const { ids, barcodes } = await stockOf(db, "Northwind Health", n, null, product);
  await reserveFor(db, loadId, ids, null);
  await pickFor(db, loadId, ids);
  return { slug, barcodes };
}

async function unitWith(slug: string, barcodes: string[], packaging = "pallet") {
  const unit = (
    await operator({ method: "POST", url: `/spa/activities/${slug}/packing_lists`, payload: { packaging } })
  ).json();
  for (const barcode of barcodes)
    expect(
      (await operator({ method: "POST", url: `/spa/packing_lists/${unit.id}/assets`, payload: { barcode } }))
        .statusCode,
    ).toBe(200);
  return unit as { id: number; barcode: string };
}

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

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  product = await insertProduct(t.database.db, `Packing product ${run}`);
});
afterAll(() => t.close());

/** Rendering pages at 300 dpi and decoding them takes seconds on a busy machine. */
const READING = { timeout: 120_000 };

describe("packing list files", () => {
  it(
    "prints a unit's packing list as a PDF whose barcodes scan: the unit's and each asset's",
    READING,
    async () => {
      const load = await pickedLoad(3);
      const unit = await unitWith(load.slug, load.barcodes);
      const res = await operator({ method: "GET", url: `/spa/packing_lists/${unit.id}/pdf` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toContain(`packing-list-${unit.barcode}.pdf`);
      const [page] = await readPdfBarcodes(res.rawPayload);
      expect([...(page ?? [])].sort()).toEqual([unit.barcode, ...load.barcodes].sort());
    },
  );

  it(
    "prints a load's packing list with a page per unit, and answers it as xlsx with a row per asset",
    READING,
    async () => {
      const load = await pickedLoad(3);
      const pallet = await unitWith(load.slug, load.barcodes.slice(0, 2));
      const box = await unitWith(load.slug, load.barcodes.slice(2), "box");
      await operator({
        method: "PUT",
        url: `/spa/packing_lists/${box.id}`,
        payload: { grossWeight: 31.5, tareWeight: 1.5 },
      });
      const pdf = await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists/pdf` });
      expect(pdf.statusCode).toBe(200);
      const pages = await readPdfBarcodes(pdf.rawPayload);
      expect(pages.map((p) => [...p].sort())).toEqual([
        [pallet.barcode, ...load.barcodes.slice(0, 2)].sort(),
        [box.barcode, load.barcodes[2]].sort(),
      ]);
      const xlsx = await operator({ method: "GET", url: `/spa/activities/${load.slug}/packing_lists/xlsx` });
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
      const rows = await sheetOf(xlsx.rawPayload);
      expect(rows[0]?.slice(0, 3)).toEqual(["Load", "Consignee", "Shipping unit"]);
      expect(rows.slice(1).map((r) => [r[2], r[8]])).toEqual([
        ...load.barcodes
          .slice(0, 2)
          .sort()
          .map((b) => [pallet.barcode, b]),
        [box.barcode, load.barcodes[2]],
      ]);
      const boxRow = rows.find((r) => r[2] === box.barcode);
      expect(boxRow?.slice(5, 8)).toEqual(["31.5", "1.5", "30"]);
      const one = await operator({ method: "GET", url: `/spa/packing_lists/${box.id}/xlsx` });
      expect((await sheetOf(one.rawPayload)).length).toBe(2);
    },
  );

  it("is for operators only and 404 for an unknown unit", async () => {
    const load = await pickedLoad(1);
    const unit = await unitWith(load.slug, load.barcodes);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/spa/packing_lists/${unit.id}/pdf`,
      headers: XHR,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(
      (await client({ method: "GET", url: `/spa/client/packing_lists/${unit.id}/pdf` })).statusCode,
    ).toBe(404);
    const vendorless = as(t.app, await signIn(t.app, "vendor@example.com"));
    expect((await vendorless({ method: "GET", url: `/spa/packing_lists/${unit.id}/pdf` })).statusCode).toBe(
      403,
    );
    expect((await operator({ method: "GET", url: "/spa/packing_lists/999999999/pdf" })).statusCode).toBe(404);
  });
});
