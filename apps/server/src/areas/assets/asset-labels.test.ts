import { LABEL_JOB_THRESHOLD } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { pdfPageCount, readPdfBarcodes } from "../../../test/barcode-reader";
import { createTestApp, type TestApp } from "../../../test/harness";
import { settleJobs } from "../../platform/jobs";
import { insertLoad } from "../activities/activity-records.fixtures";
import { newBarcode } from "./assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let load: { id: number; slug: string; accountId: number };
const received: string[] = [];
const serialOf = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  load = await insertLoad(t.database.db, "Northwind Health");
  for (const serialNumber of ["SN-LABEL-1", "SN-LABEL-2", "SN-LABEL-3"]) {
    const barcode = newBarcode("L");
    const payload = { activitySlug: load.slug, barcode, type: "serial", serialNumber };
    const res = await operator({ method: "POST", url: "/spa/assets", payload });
    expect(res.statusCode, res.body).toBe(201);
    received.push(barcode);
    serialOf.set(barcode, serialNumber);
  }
  received.sort();
});
afterAll(() => t.close());

const json = { "x-requested-with": "XMLHttpRequest" };

describe("an asset's label", () => {
  it("is a PDF shown inline whose barcode scans back to the asset's barcode", async () => {
    const barcode = received[0] as string;
    const res = await operator({
      method: "GET",
      url: `/spa/assets/${barcode.toLowerCase()}/label?format=pdf`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`inline; filename="label-${barcode}.pdf"`);
    expect(await readPdfBarcodes(res.rawPayload)).toEqual([[barcode]]);
    // PDF is the default format.
    const plain = await operator({ method: "GET", url: `/spa/assets/${barcode}/label` });
    expect(plain.headers["content-type"]).toBe("application/pdf");
  });

  it("is ZPL for a thermal printer with the barcode in its Code 128 field, downloaded", async () => {
    const barcode = received[1] as string;
    const res = await operator({ method: "GET", url: `/spa/assets/${barcode}/label?format=zpl` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/zpl");
    expect(res.headers["content-disposition"]).toContain(`attachment; filename="label-${barcode}.zpl"`);
    expect(res.body).toMatch(new RegExp(`\\^BCN,\\d+,N,N,N,A\\^FH\\\\\\^FD${barcode}\\^FS`));
    expect(res.body).toContain(`^FDS/N ${serialOf.get(barcode)}^FS`);
    expect(res.body).toContain(`^FDLoad ${load.slug}^FS`);
  });

  it("answers 404 for an unknown asset, 422 for an unknown format, 403 outside the operator family", async () => {
    expect((await operator({ method: "GET", url: "/spa/assets/NOPE-LABEL-1/label" })).statusCode).toBe(404);
    const bad = await operator({ method: "GET", url: `/spa/assets/${received[0]}/label?format=png` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toEqual(["Choose pdf or zpl"]);
    expect((await client({ method: "GET", url: `/spa/assets/${received[0]}/label` })).statusCode).toBe(403);
  });
});

describe("a load's labels", () => {
  const url = () => `/spa/activities/${load.slug}/labels`;

  it("prints every asset of the load, one page each in barcode order", async () => {
    const res = await operator({ method: "POST", url: url(), headers: json, payload: { format: "pdf" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain(`labels-${load.slug}.pdf`);
    expect(await readPdfBarcodes(res.rawPayload)).toEqual(received.map((b) => [b]));
  });

  it("prints the selected assets only, as ZPL when asked", async () => {
    const picked = [received[2], received[0]].map((b) => (b as string).toLowerCase());
    const res = await operator({
      method: "POST",
      url: url(),
      headers: json,
      payload: { barcodes: picked, format: "zpl" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const fields = [...res.body.matchAll(/\^BCN,\d+,N,N,N,A\^FH\\\^FD([^^]+)\^FS/g)].map((m) => m[1]);
    expect(fields).toEqual([received[0], received[2]]);
  });

  it("refuses a barcode that is not on the load, and an empty selection, naming the field", async () => {
    const other = await insertLoad(t.database.db, "Northwind Health");
    const res = await operator({
      method: "POST",
      url: url(),
      headers: json,
      payload: { barcodes: [received[0], "NOT-ON-LOAD-1"] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.barcodes).toEqual(["Not on this load: NOT-ON-LOAD-1"]);
    const empty = await operator({ method: "POST", url: url(), headers: json, payload: { barcodes: [] } });
    expect(empty.statusCode).toBe(422);
    const none = await operator({
      method: "POST",
      url: `/spa/activities/${other.slug}/labels`,
      headers: json,
      payload: {},
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.barcodes).toEqual(["This load has no assets to label yet"]);
    expect(
      (await operator({ method: "POST", url: "/spa/activities/nope-1/labels", headers: json, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("writes more than 200 labels in a job whose PDF its starter fetches", async () => {
    const big = await insertLoad(t.database.db, "Northwind Health");
    const count = LABEL_JOB_THRESHOLD + 1;
    await t.database.db.execute(sql`
      insert into assets (barcode, type, activity_id, receiving_activity_id, account_id)
      select 'LBL' || ${big.id}::text || '-' || lpad(n::text, 4, '0'), 'bin', ${big.id}, ${big.id}, ${big.accountId}
        from generate_series(1, ${count}) n`);
    const res = await operator({
      method: "POST",
      url: `/spa/activities/${big.slug}/labels`,
      headers: json,
      payload: { format: "pdf" },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json();
    await settleJobs();
    const job = (await operator({ method: "GET", url: `/spa/jobs/${jobId}` })).json();
    expect(job).toMatchObject({
      status: "succeeded",
      progress: 1,
      result: { fileName: `labels-${big.slug}.pdf`, labels: count, downloadPath: `/jobs/${jobId}/file` },
    });
    const file = await operator({ method: "GET", url: `/spa${job.result.downloadPath}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(await pdfPageCount(file.rawPayload)).toBe(count);
    const last = `LBL${big.id}-${String(count).padStart(4, "0")}`;
    expect(await readPdfBarcodes(file.rawPayload, { first: count, last: count })).toEqual([[last]]);
    // The selection is checked before any job starts: a wrong barcode is the caller's 422.
    const wrong = await operator({
      method: "POST",
      url: `/spa/activities/${big.slug}/labels`,
      headers: json,
      payload: { barcodes: [last, "NOT-ON-LOAD-2"], format: "zpl" },
    });
    expect(wrong.statusCode).toBe(422);
  });
});
