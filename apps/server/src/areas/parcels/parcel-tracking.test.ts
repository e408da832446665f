import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { settleJobs } from "../../platform/jobs";
import { insertLoad, multipart } from "../activities/activity-records.fixtures";
import { insertProject, insertRequest } from "./parcel-tracking.fixtures";

let t: TestApp;
let app: FastifyInstance;
let db: Db;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;

beforeAll(async () => {
  t = await createTestApp();
  app = t.app;
  db = t.database.db;
  ({ operator, client, otherClient, vendor } = await accountCallers(app));
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const entry = (over: Record<string, unknown> = {}) => ({
  type: "shipped",
  occurredAt: "2026-11-20T15:00:00Z",
  location: "Austin, TX",
  ...over,
});

const csv = (text: string, name = "tracking.csv") => multipart({}, { name, bytes: Buffer.from(text) });

describe("tracking entries", () => {
  it("adds, lists, changes and removes entries; clients of the account read them, others get 404", async () => {
    const project = await insertProject(db);
    const request = await insertRequest(db, project, 1);
    const url = `/spa/parcel_requests/${request.referenceId}/tracking`;
    const added = await operator({
      method: "POST",
      url,
      payload: entry({ trackingNumber: "1z 999-aa1 0123456784" }),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      referenceId: request.referenceId,
      type: "shipped",
      trackingNumber: "1Z999AA10123456784",
      location: "Austin, TX",
      source: "manual",
    });
    // The same entry again (a double click) is refused; the first tracking number became the request's.
    expect((await operator({ method: "POST", url, payload: entry() })).statusCode).toBe(409);
    await operator({
      method: "POST",
      url,
      payload: entry({ type: "delivered", occurredAt: "2026-11-22T10:00:00Z" }),
    });

    const read = await client({
      method: "GET",
      url: `/spa/client/parcel_requests/${request.referenceId}/tracking`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().trackingNumber).toBe("1Z999AA10123456784");
    expect(read.json().entries.map((e: { type: string }) => e.type)).toEqual(["delivered", "shipped"]);
    expect(
      (
        await otherClient({
          method: "GET",
          url: `/spa/client/parcel_requests/${request.referenceId}/tracking`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await vendor({ method: "GET", url: `/spa/vendor/parcel_requests/${request.referenceId}/tracking` }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (
        await client({
          method: "POST",
          url: `/spa/client/parcel_requests/${request.referenceId}/tracking`,
          payload: entry(),
        })
      ).statusCode,
    ).toBe(404);

    const id = added.json().id;
    const changed = await operator({
      method: "PUT",
      url: `/spa/parcel_tracking/${id}`,
      payload: entry({ type: "in_transit", note: "Hub" }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ type: "in_transit", note: "Hub" });
    const bad = await operator({
      method: "PUT",
      url: `/spa/parcel_tracking/${id}`,
      payload: { type: "lost", occurredAt: "x" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["occurredAt", "type"]);
    expect((await operator({ method: "DELETE", url: `/spa/parcel_tracking/${id}` })).statusCode).toBe(204);
    expect((await operator({ method: "DELETE", url: `/spa/parcel_tracking/${id}` })).statusCode).toBe(404);
    expect((await operator({ method: "GET", url })).json().entries).toHaveLength(1);
  });

  it("refuses a tracking number another request holds with 409 naming it", async () => {
    const project = await insertProject(db);
    const one = await insertRequest(db, project, 1, { trackingNumber: "TRACK000111" });
    const two = await insertRequest(db, project, 2);
    const res = await operator({
      method: "PUT",
      url: `/spa/parcel_requests/${two.referenceId}/tracking_number`,
      payload: { trackingNumber: "track-000111" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Tracking number TRACK000111 is already on request ${one.referenceId}`);
    const viaEntry = await operator({
      method: "POST",
      url: `/spa/parcel_requests/${two.referenceId}/tracking`,
      payload: entry({ trackingNumber: "TRACK000111" }),
    });
    expect(viaEntry.statusCode).toBe(409);
    const set = await operator({
      method: "PUT",
      url: `/spa/parcel_requests/${two.referenceId}/tracking_number`,
      payload: { trackingNumber: "TRACK000222" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ referenceId: two.referenceId, trackingNumber: "TRACK000222" });
    const cleared = await operator({
      method: "PUT",
      url: `/spa/parcel_requests/${two.referenceId}/tracking_number`,
      payload: { trackingNumber: null },
    });
    expect(cleared.json().trackingNumber).toBeNull();
  });

  it("takes a received entry entered by hand as the parcel's receipt: a later carrier scan keeps it received", async () => {
    const project = await insertProject(db);
    const request = await insertRequest(db, project, 1);
    const url = `/spa/parcel_requests/${request.referenceId}/tracking`;
    const received = await operator({ method: "POST", url, payload: entry({ type: "received" }) });
    expect(received.statusCode, received.body).toBe(201);
    const late = await operator({
      method: "POST",
      url,
      payload: entry({ type: "in_transit", occurredAt: "2026-11-21T09:00:00Z" }),
    });
    expect(late.statusCode, late.body).toBe(201);
    const read = await operator({ method: "GET", url: `/spa/parcel_requests/${request.referenceId}` });
    expect(read.json()).toMatchObject({ receivedAt: "2026-11-20T15:00:00.000Z" });
    const listed = await operator({
      method: "GET",
      url: `/spa/parcel_portal/projects/${project.prefix}/requests?stage=received`,
    });
    expect(listed.json().data.map((r: { referenceId: string }) => r.referenceId)).toEqual([
      request.referenceId,
    ]);
  });
});

describe("a carrier's tracking export", () => {
  it("imports rows by tracking number or reference, reports unknown ones by row, and adds nothing the second time", async () => {
    const project = await insertProject(db);
    const one = await insertRequest(db, project, 1, { trackingNumber: "1ZIMPORT0001" });
    const two = await insertRequest(db, project, 2);
    const file = [
      "Tracking Number,Reference,Status,Date/Time,Location",
      "1ZIMPORT0001,,Label Created,2026-11-18 09:00,",
      "1ZIMPORT0001,,Picked up,2026-11-19 16:30,Austin TX",
      "1ZIMPORT0001,,Out for delivery,11/21/2026 8:15 AM,Dallas TX",
      `1ZIMPORT0002,${two.referenceId},In Transit,2026-11-20T10:00:00Z,Waco TX`,
      "1ZUNKNOWN999,,Delivered,2026-11-21 12:00,",
      "1ZIMPORT0001,,Teleported,2026-11-21 12:00,",
      "1ZIMPORT0001,,Delivered,someday,",
    ].join("\n");
    const url = `/spa/parcel_projects/${project.prefix}/tracking/import`;
    const res = await operator({ method: "POST", url, ...csv(file) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      rows: 7,
      imported: 4,
      alreadyImported: 0,
      problems: [
        { row: 6, message: `No request of ${project.prefix} has tracking number 1ZUNKNOWN999` },
        { row: 7, message: 'Unknown status "Teleported"' },
        { row: 8, message: 'Unreadable date "someday"' },
      ],
    });
    const tracking = (
      await operator({ method: "GET", url: `/spa/parcel_requests/${one.referenceId}/tracking` })
    ).json();
    expect(tracking.entries.map((e: { type: string; source: string }) => `${e.type}/${e.source}`)).toEqual([
      "in_transit/import",
      "shipped/import",
      "label_created/import",
    ]);
    // The reference gave request 2 its tracking number.
    const twoTracking = (
      await operator({ method: "GET", url: `/spa/parcel_requests/${two.referenceId}/tracking` })
    ).json();
    expect(twoTracking.trackingNumber).toBe("1ZIMPORT0002");

    const again = await operator({ method: "POST", url, ...csv(file) });
    expect(again.json()).toMatchObject({ rows: 7, imported: 0, alreadyImported: 4 });

    const missing = await operator({ method: "POST", url, ...csv("Tracking Number,Location\n1Z,Here") });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toBe("Missing columns: status, date");
    expect(
      (
        await client({
          method: "POST",
          url: `/spa/client/parcel_projects/${project.prefix}/tracking/import`,
          ...csv(file),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("a long tracking export", () => {
  it("is imported by a job whose result reports the rows", async () => {
    const project = await insertProject(db);
    await insertRequest(db, project, 1, { trackingNumber: "1ZJOB0000001" });
    // One known parcel's scans every minute, and the rest unknown: above the synchronous limit.
    const lines = ["tracking_number,status,date"];
    for (let i = 0; i < 2100; i++) {
      const at = new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString();
      lines.push(i < 100 ? `1ZJOB0000001,In transit,${at}` : `1ZJOBUNKNOWN,In transit,${at}`);
    }
    const url = `/spa/parcel_projects/${project.prefix}/tracking/import`;
    const res = await operator({ method: "POST", url, ...csv(lines.join("\n")) });
    expect(res.statusCode, res.body).toBe(202);
    await settleJobs();
    const job = (await operator({ method: "GET", url: `/spa/jobs/${res.json().jobId}` })).json();
    expect(job.status, JSON.stringify(job.error)).toBe("succeeded");
    expect(job.result).toMatchObject({ rows: 2100, imported: 100, alreadyImported: 0 });
    expect(job.result.problems).toHaveLength(2000);
    expect(job.result.problems[0]).toEqual({
      row: 102,
      message: `No request of ${project.prefix} has tracking number 1ZJOBUNKNOWN`,
    });
  }, 60_000);
});

describe("the inbound load's parcel tracking tab", () => {
  it("lists the requests of the projects arriving on the load, to operators and the account's clients", async () => {
    const load = await insertLoad(db, "Northwind Health");
    const project = await insertProject(db, { activityId: load.id });
    const elsewhere = await insertProject(db);
    const one = await insertRequest(db, project, 1, { employeeName: "Ana Ortiz" });
    await insertRequest(db, project, 2, { employeeName: "Ben Brown" });
    await insertRequest(db, elsewhere, 1);
    await operator({
      method: "POST",
      url: `/spa/parcel_requests/${one.referenceId}/tracking`,
      payload: entry({ trackingNumber: "1ZTAB000001" }),
    });
    const res = await operator({ method: "GET", url: `/spa/activities/${load.slug}/parcel_requests` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(2);
    expect(res.json().data.map((r: { employeeName: string }) => r.employeeName)).toEqual([
      "Ana Ortiz",
      "Ben Brown",
    ]);
    expect(res.json().data[0]).toMatchObject({
      trackingNumber: "1ZTAB000001",
      lastTracking: { type: "shipped", occurredAt: "2026-11-20T15:00:00.000Z" },
    });
    const asClient = await client({
      method: "GET",
      url: `/spa/client/activities/${load.slug}/parcel_requests`,
    });
    expect(asClient.statusCode, asClient.body).toBe(200);
    expect(asClient.json().total).toBe(2);
    expect(
      (await otherClient({ method: "GET", url: `/spa/client/activities/${load.slug}/parcel_requests` }))
        .statusCode,
    ).toBe(404);
  });
});
