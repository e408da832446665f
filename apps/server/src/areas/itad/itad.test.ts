import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { activities, assetHolds, assets } from "../../db/schema";
import { settleJobs } from "../../platform/jobs";
import { insertLoad } from "../activities/activity-records.fixtures";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { someProductId } from "../assets/assets.fixtures";
import { insertItadJob, serialList } from "./itad.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let productId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient } = await accountCallers(t.app));
  productId = await someProductId(t.database.db);
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, as: Caller = operator) =>
  as({ method: "POST", url: `/spa${url}`, payload });
const get = (url: string, as: Caller = operator) => as({ method: "GET", url: `/spa${url}` });

/** Bulk-creates the serials in the job's bin (sync) and answers their barcodes. */
async function created(job: { slug: string; bin: string }, serials: string[]): Promise<string[]> {
  const res = await post(`/activities/${job.slug}/serials/bulk`, {
    binBarcode: job.bin,
    text: serials.join("\n"),
    productId,
    requestKey: randomUUID(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().barcodes;
}

/**
 * Records a passed, verified erasure of each device: the demo's device classes bear data, so
 * reuse, resale, redeployment and donation need one first (rule erasure_before_reuse).
 */
async function erased(barcodes: string[]) {
  for (const barcode of barcodes) {
    const res = await post(`/assets/${barcode}/erasures`, {
      tool: "Blancco",
      method: "purge",
      result: "passed",
      verified: true,
      finishedAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

/** The asset row of a barcode (id, serial number, routing), read from the database. */
async function rowOf(barcode: string) {
  const [row] = await t.database.db.select().from(assets).where(eq(assets.barcode, barcode));
  if (!row) throw new Error(`no asset ${barcode}`);
  return row;
}

async function holdsOf(barcode: string) {
  const [row] = await t.database.db.select({ id: assets.id }).from(assets).where(eq(assets.barcode, barcode));
  return t.database.db
    .select({
      type: assetHolds.type,
      status: assetHolds.status,
      instructions: assetHolds.processingInstructions,
    })
    .from(assetHolds)
    .where(eq(assetHolds.assetId, row?.id as number));
}

describe("ITAD jobs and the mobility activity", () => {
  it("an ITAD job needs a load and takes its account from it", async () => {
    const refused = await post("/activities", { type: "itad", warehouseId: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.loadSlug).toEqual(["Choose the load this ITAD job works"]);
    const load = await insertLoad(t.database.db, "Northwind Health");
    const res = await post("/activities", { type: "itad", loadSlug: load.slug });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ type: "itad", loadSlug: load.slug, accountId: load.accountId });
    expect(res.json().slug).toMatch(/^dal-itad-\d+$/);
  });

  it("finds the warehouse's mobility activity (the user's own warehouse by default)", async () => {
    const [dal] = await t.database.db
      .select({ warehouseId: activities.warehouseId })
      .from(activities)
      .where(and(eq(activities.slug, "dal-mobility")));
    const res = await get(`/activities/mobility?warehouseId=${dal?.warehouseId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: "dal-mobility", type: "mobility" });
    expect((await get("/activities/mobility?warehouseId=999999")).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/spa/activities/mobility" })).statusCode).toBe(401);
  });
});

describe("serial lists", () => {
  it("work on the mobility activity too: phones listed by IMEI into one of its bins", async () => {
    const [mobility] = await t.database.db
      .select({ id: activities.id, accountId: activities.accountId })
      .from(activities)
      .where(eq(activities.slug, "dal-mobility"));
    const bin = `MB${randomUUID().slice(0, 8).toUpperCase()}`;
    await t.database.db
      .insert(assets)
      .values({ barcode: bin, type: "bin", activityId: mobility?.id as number });
    const imeis = ["35693803564380", "35693803564381"].map((i) =>
      `${i}${randomUUID().slice(0, 4)}`.toUpperCase(),
    );
    const made = await created({ slug: "dal-mobility", bin }, imeis);
    expect(made[0]).toMatch(/^DAL-MOBILITY-\d+$/);
    const list = (await get(`/activities/dal-mobility/serials?search=${imeis[1]}`)).json();
    expect(list.data.map((a: { serialNumber: string }) => a.serialNumber)).toEqual([imeis[1]]);
    const wrongBin = await post("/activities/dal-mobility/serials/check", {
      binBarcode: "NO-SUCH-BIN",
      text: "A",
    });
    expect(wrongBin.statusCode).toBe(422);
    expect(wrongBin.json().errors.binBarcode).toEqual(["No asset has barcode NO-SUCH-BIN"]);
  });

  it("shows blank, too-long, duplicate and existing lines before anything is written", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [existing] = await created(job, serialList(1));
    const existingSerial = (await rowOf(existing as string)).serialNumber as string;
    const text = ["ok1-a", "", "OK1-A", "X".repeat(65), existingSerial.toLowerCase(), "fresh-2", ""].join(
      "\n",
    );
    const res = await post(`/activities/${job.slug}/serials/check`, { binBarcode: job.bin, text });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 6, problems: 4 });
    expect(res.json().lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      null,
      "blank",
      "duplicate",
      "too_long",
      "exists",
      null,
    ]);
    const bulk = await post(`/activities/${job.slug}/serials/bulk`, {
      binBarcode: job.bin,
      text,
      productId,
      requestKey: randomUUID(),
    });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().errors.text).toEqual([
      "Line 2 is blank",
      "Line 3: OK1-A is in the list twice",
      "Line 4: the serial is longer than 64 characters",
      `Line 5: ${existingSerial} is already in the system`,
    ]);
    const list = (await get(`/activities/${job.slug}/serials`)).json();
    expect(list.total).toBe(1);
  });

  it("creates all serials in the bin at once; a retry with the same request key makes none", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const serials = serialList(40);
    const body = {
      binBarcode: job.bin,
      text: `${serials.join("\r\n")}\n`,
      productId,
      requestKey: randomUUID(),
    };
    const first = await post(`/activities/${job.slug}/serials/bulk`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().created).toBe(40);
    expect(first.json().barcodes[0]).toBe(`${job.slug.toUpperCase()}-1`);
    const again = await post(`/activities/${job.slug}/serials/bulk`, body);
    expect(again.json()).toEqual(first.json());
    const page = (await get(`/activities/${job.slug}/serials?pageSize=10&page=2&sort=serialNumber`)).json();
    expect(page.total).toBe(40);
    expect(page.data.map((a: { serialNumber: string }) => a.serialNumber)).toEqual(serials.slice(10, 20));
    expect(page.data[0]).toMatchObject({ type: "serial", parentBarcode: job.bin, activitySlug: job.slug });
    const found = (await get(`/activities/${job.slug}/serials?search=${serials[7]?.toLowerCase()}`)).json();
    expect(found.data.map((a: { serialNumber: string }) => a.serialNumber)).toEqual([serials[7]]);
    expect((await eventsOfBarcode(t.database.db, first.json().barcodes[0])).map((e) => e.action)).toContain(
      "created",
    );
  });

  it("creates more than 500 serials as a job", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const res = await post(`/activities/${job.slug}/serials/bulk`, {
      binBarcode: job.bin,
      text: serialList(501).join("\n"),
      productId,
      requestKey: randomUUID(),
    });
    expect(res.statusCode, res.body).toBe(202);
    await settleJobs();
    const jobState = (await get(`/jobs/${res.json().jobId}`)).json();
    expect(jobState).toMatchObject({ status: "succeeded", progress: 1, result: { created: 501 } });
    expect((await get(`/activities/${job.slug}/serials?pageSize=1`)).json().total).toBe(501);
  });

  it("another client's order answers 404; the client sees its own", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    await created(job, serialList(2));
    expect((await get(`/client/activities/${job.slug}/serials`, client)).json().total).toBe(2);
    expect((await get(`/client/activities/${job.slug}/serials`, otherClient)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/spa/activities/${job.slug}/serials` })).statusCode,
    ).toBe(401);
  });
});

describe("components, LPNs and routing", () => {
  it("harvests parts as serial assets linked to the device, with events on both", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [device] = await created(job, serialList(1));
    const res = await post(`/assets/${device}/components`, {
      components: [{ productId, serialNumber: "drv-1", binBarcode: job.bin }, { productId }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const parts = res.json().components;
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatchObject({
      harvestedFromBarcode: device,
      serialNumber: "DRV-1",
      parentBarcode: job.bin,
    });
    expect(parts[1]).toMatchObject({
      harvestedFromBarcode: device,
      parentBarcode: null,
      activitySlug: job.slug,
    });
    expect((await eventsOfBarcode(t.database.db, device as string)).map((e) => e.action)).toContain(
      "assets_created",
    );
    const list = (await get(`/activities/${job.slug}/components`)).json();
    expect(list.total).toBe(2);
    expect((await get(`/activities/${job.slug}/serials`)).json().total).toBe(1);
    const bad = await post(`/assets/${device}/components`, { components: [{ productId: 99999999 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["components.0.productId"]).toBeDefined();
  });

  it("lists one device's parts, and a retried harvest makes nothing twice", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [first, second] = (await created(job, serialList(2))) as [string, string];
    const body = { components: [{ productId, serialNumber: "mem-1" }], requestKey: `harvest-${job.id}` };
    const made = await post(`/assets/${first}/components`, body);
    expect(made.statusCode, made.body).toBe(201);
    const again = await post(`/assets/${first}/components`, body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().components.map((c: { barcode: string }) => c.barcode)).toEqual(
      made.json().components.map((c: { barcode: string }) => c.barcode),
    );
    expect((await post(`/assets/${second}/components`, { components: [{ productId }] })).statusCode).toBe(
      201,
    );
    expect((await get(`/activities/${job.slug}/components`)).json().total).toBe(2);
    const ofFirst = (
      await get(`/activities/${job.slug}/components?harvestedFrom=${first.toLowerCase()}`)
    ).json();
    expect(ofFirst.total).toBe(1);
    expect(ofFirst.data[0]).toMatchObject({ harvestedFromBarcode: first, serialNumber: "MEM-1" });
  });

  it("packs serials into a new LPN; a serial moved out makes it an updated LPN", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const serials = await created(job, serialList(3));
    const res = await post(`/activities/${job.slug}/lpns`, { lpnBarcode: `LPN${job.id}`, barcodes: serials });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ barcode: `LPN${job.id}`, count: 3, updated: false });
    expect((await get(`/activities/${job.slug}/lpns?updated=true`)).json().total).toBe(0);
    expect((await get(`/activities/${job.slug}/serials?packed=true`)).json().total).toBe(3);
    const asset = await rowOf(serials[0] as string);
    const moved = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { parentBarcode: job.bin },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const updated = (await get(`/activities/${job.slug}/lpns?updated=true`)).json();
    expect(updated.data).toMatchObject([{ barcode: `LPN${job.id}`, count: 2, updated: true }]);
    const refused = await post(`/activities/${job.slug}/lpns`, { barcodes: [job.bin] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["barcodes.0"]).toEqual([
      `${job.bin} is a bin; only serials are packed into an LPN`,
    ]);
  });

  it("routes serials in bulk by list and by filter, all or none", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const serials = await created(job, serialList(4));
    await erased(serials.slice(0, 2));
    const res = await post(`/activities/${job.slug}/routing`, {
      barcodes: serials.slice(0, 2),
      disposition: "redeploy",
      r2Classification: "reuse",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    const byFilter = await post(`/activities/${job.slug}/routing`, {
      filter: { disposition: "redeploy" },
      disposition: "donation",
    });
    expect(byFilter.json()).toEqual({ updated: 2 });
    expect((await get(`/activities/${job.slug}/serials?disposition=donation`)).json().total).toBe(2);
    const events = await eventsOfBarcode(t.database.db, serials[0] as string);
    expect(events.filter((e) => e.action === "routed")).toHaveLength(2);
    const unknown = await post(`/activities/${job.slug}/routing`, {
      barcodes: [serials[2], "NOPE-1"],
      disposition: "return",
    });
    expect(unknown.statusCode).toBe(422);
    expect((await get(`/activities/${job.slug}/serials?disposition=return`)).json().total).toBe(0);
  });
});

describe("locks and the locked hold", () => {
  it("a locked device is held, cannot be routed to resale but can to recycle; clearing its locks releases it", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [device, other] = await created(job, serialList(2));
    const asset = await rowOf(device as string);
    const locked = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { locks: ["fmip_locked"] },
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().holds).toMatchObject([{ type: "locked" }]);
    expect(await holdsOf(device as string)).toEqual([
      { type: "locked", status: "active", instructions: "Locked: Find My iPhone locked" },
    ]);
    const locks = (await get(`/assets/${device}/locks`)).json();
    expect(locks).toMatchObject([{ type: "fmip_locked", label: "Find My iPhone locked" }]);
    expect(locks[0].foundBy).toBeTruthy();
    expect(locks[0].foundAt).toBeTruthy();

    const resale = await post(`/activities/${job.slug}/routing`, {
      barcodes: [other, device],
      disposition: "resold_or_recycled",
      r2Classification: "resale",
    });
    expect(resale.statusCode).toBe(409);
    expect(resale.json().message).toBe(`${device} is on hold (Locked): Locked: Find My iPhone locked`);
    expect((await rowOf(other as string)).r2Classification).toBeNull();
    const single = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { r2Classification: "reuse" },
    });
    expect(single.statusCode).toBe(409);
    const recycle = await post(`/activities/${job.slug}/routing`, {
      barcodes: [device],
      disposition: "resold_or_recycled",
      r2Classification: "recycle",
    });
    expect(recycle.json()).toEqual({ updated: 1 });

    const cleared = await operator({ method: "PUT", url: `/spa/assets/${asset.id}`, payload: { locks: [] } });
    expect(cleared.json().holds).toEqual([]);
    expect(await holdsOf(device as string)).toMatchObject([{ type: "locked", status: "released" }]);
    const actions = (await eventsOfBarcode(t.database.db, device as string)).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["held", "released"]));
    await erased([device as string]);
    const sold = await operator({
      method: "PUT",
      url: `/spa/assets/${asset.id}`,
      payload: { r2Classification: "resale", newInBox: "confirmed" },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(sold.json()).toMatchObject({ r2Classification: "resale", newInBox: "confirmed" });
  });

  it("another client's device answers 404", async () => {
    const job = await insertItadJob(t.database.db, "Northwind Health");
    const [device] = await created(job, serialList(1));
    expect((await get(`/client/assets/${device}/locks`, otherClient)).statusCode).toBe(404);
    expect((await get(`/client/assets/${device}/locks`, client)).statusCode).toBe(200);
  });
});
