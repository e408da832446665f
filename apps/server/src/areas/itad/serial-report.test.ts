import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  assets,
  certificateAssets,
  certificates,
  productClasses,
  products,
  sanitizationRecords,
} from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets, unique } from "../assets/asset-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let load: { id: number; slug: string; accountId: number };
let laptop: string;
let monitor: string;
/** Barcodes: erased and certified, destroyed, missing a record, not data-bearing. */
const B = { erased: "", destroyed: "", missing: "", monitor: "" };
let validNumber: string;

async function productOf(material: string) {
  const db = t.database.db;
  const [cls] = await db
    .insert(productClasses)
    .values({ name: `Report class ${unique()}`, serialized: true, r2MaterialType: material })
    .returning({ id: productClasses.id });
  const name = `Report ${material} ${unique()}`;
  const [product] = await db
    .insert(products)
    .values({ name, type: "serialized", classId: cls?.id as number })
    .returning({ id: products.id });
  return { id: product?.id as number, name };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  const db = t.database.db;
  load = await insertLoad(db, "Northwind Health");
  const data = await productOf("data");
  const crt = await productOf("crt");
  laptop = data.name;
  monitor = crt.name;
  const prefix = `SR${unique()}`;
  Object.assign(B, {
    erased: `${prefix}A`,
    destroyed: `${prefix}B`,
    missing: `${prefix}C`,
    monitor: `${prefix}D`,
  });
  const [erasedId, destroyedId] = await insertAssets(db, [
    {
      barcode: B.erased,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: "zz-1",
      productId: data.id,
    },
    {
      barcode: B.destroyed,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: "aa-2",
      productId: data.id,
    },
    {
      barcode: B.missing,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: "mm-3",
      productId: data.id,
    },
    {
      barcode: B.monitor,
      activityId: load.id,
      accountId: load.accountId,
      serialNumber: "bb-4",
      productId: crt.id,
    },
  ]);
  await db
    .update(assets)
    .set({ grade: "B", disposition: "redeploy", r2Classification: "reuse" })
    .where(eq(assets.id, erasedId as number));
  const [erasure] = await db
    .insert(sanitizationRecords)
    .values({
      assetId: erasedId as number,
      kind: "erasure",
      method: "purge",
      tool: "Blancco",
      result: "passed",
      verified: true,
      finishedAt: new Date("2026-10-01T10:00:00Z"),
    })
    .returning({ id: sanitizationRecords.id });
  await db.insert(sanitizationRecords).values({
    assetId: destroyedId as number,
    kind: "destruction",
    method: "shredded",
    result: "passed",
    finishedAt: new Date("2026-10-05T10:00:00Z"),
  });
  // A revoked certificate and the valid one that reissued it both cover the erased laptop.
  validNumber = `COD-2026-${unique()}`;
  const base = {
    activityId: load.id,
    accountId: load.accountId,
    kind: "destruction",
    sha256: "b".repeat(64),
    serialCount: 4,
    dataBearingCount: 3,
  };
  const [revoked, valid] = await db
    .insert(certificates)
    .values([
      {
        ...base,
        number: `COD-2026-${unique()}`,
        status: "revoked",
        issuedAt: new Date("2026-10-06T00:00:00Z"),
        revokedAt: new Date("2026-10-07T00:00:00Z"),
        revokeReason: "Reissued",
      },
      { ...base, number: validNumber, issuedAt: new Date("2026-10-07T00:00:00Z") },
    ])
    .returning({ id: certificates.id });
  await db.insert(certificateAssets).values([
    { certificateId: revoked?.id as number, assetId: erasedId as number, recordId: erasure?.id },
    { certificateId: valid?.id as number, assetId: erasedId as number, recordId: erasure?.id },
  ]);
});
afterAll(() => t.close());

const report = (query: string, as: Caller = operator) =>
  as({
    method: "GET",
    url: `/spa${as === operator ? "" : "/client"}/activities/${load.slug}/serial_report?${query}`,
  });

describe("GET /activities/{slug}/serial_report", () => {
  it("lists the load's serials with grade, sanitization, routing and certificate, paged, with counts by state", async () => {
    const res = await report("pageSize=2&sort=barcode");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.states).toEqual({ erased: 1, destroyed: 1, missing: 1, not_required: 1 });
    expect(body.data).toEqual([
      {
        barcode: B.erased,
        serialNumber: "zz-1",
        product: laptop,
        productClass: expect.stringMatching(/^Report class/),
        dataBearing: true,
        grade: "B",
        state: "erased",
        method: "purge",
        sanitizedAt: "2026-10-01T10:00:00.000Z",
        disposition: "redeploy",
        r2Classification: "reuse",
        certificateNumber: validNumber,
      },
      expect.objectContaining({
        barcode: B.destroyed,
        state: "destroyed",
        method: "shredded",
        certificateNumber: null,
      }),
    ]);
    const second = (await report("pageSize=2&page=2&sort=barcode")).json();
    expect(second.data.map((r: { barcode: string }) => r.barcode)).toEqual([B.missing, B.monitor]);
    expect(second.data[1]).toMatchObject({
      product: monitor,
      dataBearing: false,
      state: "not_required",
      method: null,
    });
  });

  it("filters by state (counts stay the load's), searches, and sorts by the allowed columns", async () => {
    const missing = (await report("state=missing")).json();
    expect(missing.total).toBe(1);
    expect(missing.data.map((r: { barcode: string }) => r.barcode)).toEqual([B.missing]);
    expect(missing.states).toMatchObject({ erased: 1, missing: 1 });
    const bySerial = (await report("sort=serialNumber&order=desc")).json();
    expect(bySerial.data.map((r: { serialNumber: string }) => r.serialNumber)).toEqual([
      "zz-1",
      "mm-3",
      "bb-4",
      "aa-2",
    ]);
    const bySanitized = (await report("sort=sanitizedAt&order=desc")).json();
    expect(bySanitized.data.map((r: { barcode: string }) => r.barcode)).toEqual([
      B.destroyed,
      B.erased,
      B.missing,
      B.monitor,
    ]);
    const searched = (await report("search=MM-")).json();
    expect(searched.data.map((r: { barcode: string }) => r.barcode)).toEqual([B.missing]);
    expect((await report("sort=account")).statusCode).toBe(422);
    expect((await report("state=shredded")).statusCode).toBe(422);
  });

  it("shows the load's client its report; another client and no sign-in are refused", async () => {
    const own = await report("pageSize=10", client);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().total).toBe(4);
    expect((await report("", otherClient)).statusCode).toBe(404);
    expect(
      (await operator({ method: "GET", url: "/spa/activities/dal-in-nope/serial_report" })).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/spa/activities/${load.slug}/serial_report`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("GET /activities/{slug}/serial_report/export", () => {
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

  it("answers the report as filtered in an xlsx file, for staff and the load's client", async () => {
    const res = await operator({
      method: "GET",
      url: `/spa/activities/${load.slug}/serial_report/export?format=xlsx&sort=barcode`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`${load.slug}-serial-report.xlsx`);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual([
      "Barcode",
      "Serial number",
      "Product",
      "Class",
      "Data-bearing",
      "Grade",
      "Sanitization",
      "Method",
      "Sanitized",
      "Disposition",
      "R2 classification",
      "Certificate",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([B.erased, B.destroyed, B.missing, B.monitor]);
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        laptop,
        "Yes",
        "B",
        "Erased (verified)",
        "Purge (NIST SP 800-88)",
        validNumber,
      ]),
    );
    const filtered = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/serial_report/export?format=csv&state=destroyed`,
    });
    expect(filtered.statusCode, filtered.body).toBe(200);
    const lines = filtered.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(B.destroyed);
    expect(lines[1]).toContain("Shredded");
    const other = await otherClient({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/serial_report/export?format=xlsx`,
    });
    expect(other.statusCode).toBe(404);
  });
});
