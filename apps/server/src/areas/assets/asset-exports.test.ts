import { EXPORT_DIRECT_LIMIT } from "@ops/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { settleJobs } from "../../platform/jobs";
import { insertLoad } from "../activities/activity-records.fixtures";
import { newBarcode } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let load: { id: number; slug: string; accountId: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
});
afterAll(() => t.close());

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

describe("exporting a load's assets", () => {
  it("answers every asset of the filter in one file, formulas neutralised, for staff and the load's client", async () => {
    const serial = newBarcode("S");
    const bin = newBarcode("B");
    for (const payload of [
      { activitySlug: load.slug, barcode: bin, type: "bin" },
      {
        activitySlug: load.slug,
        barcode: serial,
        type: "serial",
        serialNumber: "=HYPERLINK(1)",
        parentBarcode: bin,
      },
    ]) {
      const res = await operator({ method: "POST", url: "/spa/assets", payload });
      expect(res.statusCode, res.body).toBe(201);
    }
    const url = `/activities/${load.slug}/assets/export?format=xlsx&sort=barcode&order=asc`;
    const res = await operator({ method: "GET", url: `/spa${url}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toContain(`${load.slug}-assets.xlsx`);
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]?.slice(0, 3)).toEqual(["Barcode", "Type", "Serial number"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([bin, serial].sort());
    const serialRow = rows.find((r) => r[0] === serial);
    expect(serialRow?.[2]).toBe("'=HYPERLINK(1)");
    expect(serialRow?.[4]).toBe(bin);

    const own = await client({ method: "GET", url: `/spa/client${url}` });
    expect(own.statusCode).toBe(200);
    expect((await sheetOf(own.rawPayload)).length).toBe(3);
    const csv = await client({ method: "GET", url: `/spa/client${url.replace("xlsx", "csv")}` });
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain(serial);

    // The list's search narrows the list and its export alike (barcode or serial, any case).
    const searched = await client({ method: "GET", url: `/spa/client${url}&search=${serial.toLowerCase()}` });
    expect((await sheetOf(searched.rawPayload)).map((r) => r[0])).toEqual(["Barcode", serial]);
    const page = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/assets?search=${bin}`,
    });
    expect(page.json().data.map((a: { barcode: string }) => a.barcode)).toEqual([bin]);

    expect((await otherClient({ method: "GET", url: `/spa/client${url}` })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: `/spa${url}` })).statusCode).toBe(403);
    const badFormat = await operator({ method: "GET", url: `/spa${url.replace("xlsx", "pdf")}` });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors.format).toEqual(["Choose xlsx or csv"]);
  });

  it("writes a long list in a job whose file only its owner fetches", async () => {
    const big = await insertLoad(t.database.db, "Northwind Health");
    const count = EXPORT_DIRECT_LIMIT + 1;
    await t.database.db.execute(sql`
      insert into assets (barcode, type, activity_id, receiving_activity_id, account_id)
      select 'EXP' || ${big.id}::text || '-' || n, 'bin', ${big.id}, ${big.id}, ${big.accountId}
        from generate_series(1, ${count}) n`);
    const url = `/activities/${big.slug}/assets/export?format=csv`;
    const res = await client({ method: "GET", url: `/spa/client${url}` });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json();
    await settleJobs();
    const job = (await client({ method: "GET", url: `/spa/client/jobs/${jobId}` })).json();
    expect(job).toMatchObject({
      status: "succeeded",
      result: { fileName: `${big.slug}-assets.csv`, rows: count, downloadPath: `/client/jobs/${jobId}/file` },
    });
    const file = await client({ method: "GET", url: `/spa${job.result.downloadPath}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain(`${big.slug}-assets.csv`);
    // The header, every asset and the closing line break.
    expect(file.body.trimEnd().split("\n")).toHaveLength(count + 1);
    expect((await otherClient({ method: "GET", url: `/spa${job.result.downloadPath}` })).statusCode).toBe(
      404,
    );
  });
});
