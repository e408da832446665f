import { LABEL_JOB_THRESHOLD } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { pdfPageCount, readPdfBarcodes } from "../../../test/barcode-reader";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { settleJobs } from "../../platform/jobs";
import { insertLoad } from "../activities/activity-records.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let vendor: Caller;
let technician: Caller;
let warehouseId: number;
let load: { id: number; slug: string; accountId: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, vendor } = await accountCallers(t.app));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
  load = await insertLoad(t.database.db, "Northwind Health");
  const [w] = await rowsOf<{ id: number }>(
    t.database.db,
    sql`select id from warehouses where short_name = 'DAL'`,
  );
  warehouseId = w?.id ?? 0;
});
afterAll(() => t.close());

const zplBarcodes = (zpl: string) =>
  [...zpl.matchAll(/\^BCN,\d+,N,N,N,A\^FH\\\^FD([^^]+)\^FS/g)].map((m) => m[1] as string);

/** Makes `count` labels for a day as ZPL and answers their barcodes. */
async function makeLabels(loadDate: string, count: number, extra: Record<string, unknown> = {}) {
  const res = await operator({
    method: "POST",
    url: "/spa/pickups/labels",
    payload: { warehouseId, loadDate, count, format: "zpl", ...extra },
  });
  expect(res.statusCode, res.body).toBe(200);
  return zplBarcodes(res.body);
}

describe("bulk label creation", () => {
  it("makes n labels numbered PU + 8 digits and answers them as one PDF whose barcodes scan back", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: { warehouseId, loadDate: "2031-01-05", count: 3 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pages = await readPdfBarcodes(res.rawPayload);
    expect(pages).toHaveLength(3);
    const barcodes = pages.map((p) => p[0] as string);
    for (const b of barcodes) expect(b).toMatch(/^PU\d{8}$/);
    const numbers = barcodes.map((b) => Number(b.slice(2)));
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
    const list = await operator({
      method: "GET",
      url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-05`,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((l: { barcode: string }) => l.barcode)).toEqual(barcodes);
    expect(list.json().counts).toEqual({ total: 3, assigned: 0, checkedIn: 0, missing: 0 });
  });

  it("answers ZPL with every barcode, assigned to the load when one is given", async () => {
    const barcodes = await makeLabels("2031-01-06", 4, { activitySlug: load.slug });
    expect(barcodes).toHaveLength(4);
    const list = (
      await operator({ method: "GET", url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-06` })
    ).json();
    expect(list.counts).toEqual({ total: 4, assigned: 4, checkedIn: 0, missing: 4 });
    expect(list.data[0]).toMatchObject({ activitySlug: load.slug, accountId: load.accountId, kind: "label" });
  });

  it(`prints more than ${LABEL_JOB_THRESHOLD} labels in a job; a second run prints the same labels and makes none`, async () => {
    const count = LABEL_JOB_THRESHOLD + 5;
    const res = await operator({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: { warehouseId, loadDate: "2031-01-07", count },
    });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId } = res.json();
    await settleJobs();
    const job = (await operator({ method: "GET", url: `/spa/jobs/${jobId}` })).json();
    expect(job).toMatchObject({ status: "succeeded", progress: 1, result: { labels: count } });
    const file = await operator({ method: "GET", url: `/spa${job.result.downloadPath}` });
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(await pdfPageCount(file.rawPayload)).toBe(count);
    const list = (
      await operator({
        method: "GET",
        url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-07&pageSize=200&sort=barcode`,
      })
    ).json();
    expect(list.total).toBe(count);
    const first = list.data[0].barcode as string;
    expect(await readPdfBarcodes(file.rawPayload, { first: 1, last: 1 })).toEqual([[first]]);
    // The job reads the batch by its day and barcodes: run again, it prints the same and makes nothing.
    const [row] = await rowsOf<{ data: { payload: Record<string, unknown> } }>(
      t.database.db,
      sql`select data from pgboss.job where id = ${jobId}::uuid`,
    );
    expect(row?.data.payload).toMatchObject({ warehouseId, loadDate: "2031-01-07", from: first });
    const again = await operator({
      method: "POST",
      url: "/spa/pickups/labels/print",
      payload: { ...row?.data.payload, format: "zpl" },
    });
    expect(again.statusCode).toBe(202);
    await settleJobs();
    const second = (await operator({ method: "GET", url: `/spa/jobs/${again.json().jobId}` })).json();
    const zpl = await operator({ method: "GET", url: `/spa${second.result.downloadPath}` });
    const printed = zplBarcodes(zpl.body);
    expect(printed).toHaveLength(count);
    expect(printed[0]).toBe(first);
    const after = (
      await operator({ method: "GET", url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-07` })
    ).json();
    expect(after.counts.total).toBe(count);
  });

  it("prints a run of a day's labels again", async () => {
    const barcodes = await makeLabels("2031-01-08", 5);
    const res = await operator({
      method: "POST",
      url: "/spa/pickups/labels/print",
      payload: { warehouseId, loadDate: "2031-01-08", from: barcodes[1], to: barcodes[3], format: "zpl" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(zplBarcodes(res.body)).toEqual(barcodes.slice(1, 4));
    const none = await operator({
      method: "POST",
      url: "/spa/pickups/labels/print",
      payload: { warehouseId, loadDate: "2031-02-08" },
    });
    expect(none.statusCode).toBe(422);
  });

  it("refuses a bad count, a load of another warehouse or account, naming the field", async () => {
    const zero = await operator({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: { warehouseId, loadDate: "2031-01-09", count: 0 },
    });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.count).toEqual(["Print at least one label"]);
    const many = await operator({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: { warehouseId, loadDate: "2031-01-09", count: 5001 },
    });
    expect(many.json().errors.count).toEqual(["At most 5,000 labels at a time"]);
    const other = await operator({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: {
        warehouseId,
        loadDate: "2031-01-09",
        count: 1,
        accountId: load.accountId + 1000,
        activitySlug: load.slug,
      },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.accountId[0]).toMatch(/^No account has id/);
    const list = (
      await operator({ method: "GET", url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=2031-01-09` })
    ).json();
    expect(list.counts.total).toBe(0);
  });
});

describe("the day's list", () => {
  it.each(["11/28/2026", "2026-2-3", "2026-02-30"])(
    "refuses the date %s with 422 on loadDate",
    async (date) => {
      const res = await operator({
        method: "GET",
        url: `/spa/pickups?warehouseId=${warehouseId}&loadDate=${encodeURIComponent(date)}`,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.loadDate).toEqual([
        date === "2026-02-30" ? "This date does not exist" : "Use the date format YYYY-MM-DD",
      ]);
    },
  );

  it("exports the day as csv", async () => {
    const barcodes = await makeLabels("2031-01-10", 2);
    const res = await operator({
      method: "GET",
      url: `/spa/pickups/export?warehouseId=${warehouseId}&loadDate=2031-01-10&format=csv`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain("pickups-2031-01-10.csv");
    for (const b of barcodes) expect(res.body).toContain(b);
  });
});

describe("bins and label updates", () => {
  it("registers a bin and answers it; PUT assigns account, load and weight", async () => {
    const res = await operator({
      method: "POST",
      url: "/spa/pickups",
      payload: { warehouseId, loadDate: "2031-01-11", weight: 12.5, notes: "Blue bin" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const bin = res.json();
    expect(bin).toMatchObject({ kind: "bin", weight: 12.5, notes: "Blue bin", activitySlug: null });
    const put = await operator({
      method: "PUT",
      url: `/spa/pickups/${bin.barcode.toLowerCase()}`,
      payload: { activitySlug: load.slug, weight: 40 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      activitySlug: load.slug,
      accountId: load.accountId,
      weight: 40,
      notes: "Blue bin",
    });
    const get = await operator({ method: "GET", url: `/spa/pickups/${bin.barcode}` });
    expect(get.json()).toMatchObject({ barcode: bin.barcode, weight: 40, checkedInAt: null });
    const wrongLoad = await operator({
      method: "PUT",
      url: `/spa/pickups/${bin.barcode}`,
      payload: { activitySlug: "nope-in-1" },
    });
    expect(wrongLoad.statusCode).toBe(422);
    expect(wrongLoad.json().errors.activitySlug).toEqual(["No activity has slug nope-in-1"]);
    expect((await operator({ method: "GET", url: "/spa/pickups/PU99999998" })).statusCode).toBe(404);
    expect((await operator({ method: "GET", url: "/spa/pickups/XX1" })).statusCode).toBe(422);
  });
});

describe("access", () => {
  it("answers 401 signed out, 404 under the client and vendor paths, 403 for a client on the operator path", async () => {
    const q = `warehouseId=${warehouseId}&loadDate=2031-01-05`;
    expect((await t.app.inject({ method: "GET", url: `/spa/pickups?${q}` })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: `/spa/client/pickups?${q}` })).statusCode).toBe(404);
    expect((await vendor({ method: "GET", url: `/spa/vendor/pickups?${q}` })).statusCode).toBe(404);
    expect((await client({ method: "GET", url: `/spa/pickups?${q}` })).statusCode).toBe(403);
    expect(
      (await vendor({ method: "POST", url: "/spa/pickups/check_in", payload: { barcodes: ["PU00000001"] } }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses a technician without the pickups and receiving permissions (403)", async () => {
    const q = `warehouseId=${warehouseId}&loadDate=2031-01-05`;
    expect((await technician({ method: "GET", url: `/spa/pickups?${q}` })).statusCode).toBe(403);
    const labels = await technician({
      method: "POST",
      url: "/spa/pickups/labels",
      payload: { warehouseId, loadDate: "2031-01-05", count: 1 },
    });
    expect(labels.statusCode).toBe(403);
    const checkIn = await technician({
      method: "POST",
      url: "/spa/pickups/check_in",
      payload: { barcodes: ["PU00000001"] },
    });
    expect(checkIn.statusCode).toBe(403);
  });
});
