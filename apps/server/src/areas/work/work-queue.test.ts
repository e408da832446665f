import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import { settleJobs } from "../../platform/jobs";
import { eventsOfBarcode } from "../assets/asset-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";
import { assignBin, insertWorkOrder, receiveBins, workRows } from "./work-assets.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
});
afterAll(() => t.close());

const scan = (slug: string, payload: Record<string, unknown>) =>
  operator({ method: "POST", url: `/spa/activities/${slug}/work_assets`, payload });
const next = (slug: string) => operator({ method: "GET", url: `/spa/activities/${slug}/events/next` });
const step = (slug: string, barcode: string, actionName: string) =>
  operator({
    method: "PUT",
    url: `/spa/activities/${slug}/assets/${barcode}?type=processing`,
    payload: { actionName },
  });

describe("GET /activities/{slug}/events/next", () => {
  it("answers the oldest assigned bin not scanned in, then the oldest open input, then 204", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    const [early, late, direct] = [newBarcode("QA"), newBarcode("QB"), newBarcode("QC")];
    const [earlyId, lateId] = await receiveBins(t.database.db, order.load, [early, late, direct]);
    await assignBin(t.database.db, order.id, lateId as number, new Date(Date.now() - 1_000));
    await assignBin(t.database.db, order.id, earlyId as number, new Date(Date.now() - 60_000));

    const first = await next(order.slug);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ barcode: early, reason: "assigned", waiting: 2 });

    expect((await scan(order.slug, { barcode: direct })).statusCode).toBe(201);
    expect((await scan(order.slug, { barcode: early })).statusCode).toBe(201);
    expect((await next(order.slug)).json()).toMatchObject({ barcode: late, reason: "assigned", waiting: 1 });

    expect((await scan(order.slug, { barcode: late })).statusCode).toBe(201);
    await step(order.slug, direct, "Sorted");
    const open = await next(order.slug);
    expect(open.json()).toMatchObject({
      barcode: direct,
      reason: "in_progress",
      lastAction: "Sorted",
      waiting: 3,
    });
    expect(open.json().message).toContain("Sorted");

    for (const barcode of [direct, early, late]) await step(order.slug, barcode, "100% Complete");
    const none = await next(order.slug);
    expect(none.statusCode).toBe(204);
    expect(none.body).toBe("");
  });

  it("is for operators: a client signed in is refused (403)", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health");
    expect(
      (await client({ method: "GET", url: `/spa/activities/${order.slug}/events/next` })).statusCode,
    ).toBe(403);
  });
});

describe("POST /activities/{slug}/events/complete", () => {
  it("completes every open input through the queue, once: a second run completes nothing more", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health", { type: "processing" });
    const bins = Array.from({ length: 37 }, () => newBarcode("QZ"));
    await receiveBins(t.database.db, order.load, bins);
    expect((await scan(order.slug, { barcodes: bins })).statusCode).toBe(201);
    await step(order.slug, bins[0] as string, "100% Complete");

    const res = await operator({ method: "POST", url: `/spa/activities/${order.slug}/events/complete` });
    expect(res.statusCode).toBe(202);
    await settleJobs();
    const job = await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` });
    expect(job.json()).toMatchObject({
      status: "succeeded",
      result: { count: 36, message: "36 assets completed" },
    });
    const rows = await workRows(t.database.db, order.id);
    expect(rows.every((r) => r.lastAction === "100% Complete" && r.completedAt !== null)).toBe(true);
    expect((await eventsOfBarcode(t.database.db, bins[5] as string)).at(-1)).toMatchObject({
      action: "100% Complete",
      message: `Completed by complete all in ${order.slug}`,
    });
    const list = await operator({
      method: "GET",
      url: `/spa/activities/${order.slug}/assets?type=processing`,
    });
    expect(list.json().total).toBe(0);

    const again = await operator({ method: "POST", url: `/spa/activities/${order.slug}/events/complete` });
    await settleJobs();
    const second = await operator({ method: "GET", url: `/spa/jobs/${again.json().jobId}` });
    expect(second.json()).toMatchObject({
      status: "succeeded",
      result: { count: 0, message: "0 assets completed" },
    });
  });

  it("refuses a closed work order (409) and queues nothing", async () => {
    const order = await insertWorkOrder(t.database.db, "Northwind Health", { status: "closed" });
    const res = await operator({ method: "POST", url: `/spa/activities/${order.slug}/events/complete` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("is closed");
  });
});
