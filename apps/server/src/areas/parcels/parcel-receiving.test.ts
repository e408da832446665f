import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { as, createTestApp, signIn, type TestApp } from "../../../test/harness";
import { rowsOf } from "../../db/paging";
import { settleJobs } from "../../platform/jobs";
import { multipart } from "../activities/activity-records.fixtures";
import { newBarcode } from "../assets/assets.fixtures";
import { insertParcelProject, insertParcelRequests } from "./parcel-receiving.fixtures";

let t: TestApp;
let operator: Caller;
let receiver: Caller;
let client: Caller;
let technician: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client } = await accountCallers(t.app));
  receiver = as(t.app, await signIn(t.app, "ramon.reyes@example.com"));
  technician = as(t.app, await signIn(t.app, "priya.patel@example.com"));
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

async function oneRequest(options: { withLoad?: boolean; trackingNumber?: string | null } = {}) {
  const project = await insertParcelProject(db(), "Northwind Health", { withLoad: options.withLoad });
  const [request] = await insertParcelRequests(db(), project, [
    { emailedAt: "2026-11-01T10:00:00Z", trackingNumber: options.trackingNumber ?? null },
  ]);
  if (!request) throw new Error("no request");
  return { project, request };
}

const receive = (caller: Caller, referenceId: string, payload: object) =>
  caller({ method: "POST", url: `/spa/parcel_requests/${referenceId}/receive`, payload });

const lookup = (caller: Caller, code: string) =>
  caller({ method: "GET", url: `/spa/parcel_receiving/lookup?code=${encodeURIComponent(code)}` });

async function linkedCount(requestId: number) {
  const [row] = await rowsOf<{ n: number }>(
    db(),
    sql`select count(*)::int as n from parcel_request_assets where request_id = ${requestId}`,
  );
  return Number(row?.n);
}

async function receivedEntries(requestId: number) {
  return rowsOf<{ type: string; source: string; note: string; tracking_number: string | null }>(
    db(),
    sql`select type, source, note, tracking_number from parcel_tracking_entries where request_id = ${requestId}`,
  );
}

describe("GET /parcel_receiving/lookup", () => {
  it("finds the request of a scanned reference (any case) with who it is from and what is expected", async () => {
    const { project, request } = await oneRequest();
    const res = await lookup(receiver, request.referenceId.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.matchedBy).toBe("reference");
    expect(body.request.referenceId).toBe(request.referenceId);
    expect(body.request.employeeName).toMatch(/^Employee /);
    expect(body.request.devices).toEqual([{ description: "Laptop", serialNumber: null, quantity: 1 }]);
    expect(body.project.projectPrefix).toBe(project.prefix);
    expect(body.project.activitySlug).toBe(project.slug);
    expect(body.receivedAssets).toEqual([]);
  });

  it("finds it by a tracking number typed with spaces and dashes", async () => {
    const tracking = `1Z${newBarcode("")}`;
    const { request } = await oneRequest({ trackingNumber: tracking });
    const spaced = `${tracking.slice(0, 4)} ${tracking.slice(4, 8)}-${tracking.slice(8)}`.toLowerCase();
    const res = await lookup(operator, spaced);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().matchedBy).toBe("tracking");
    expect(res.json().request.referenceId).toBe(request.referenceId);
  });

  it("answers 404 with a plain message for a code no request has", async () => {
    const res = await lookup(operator, "NOPE-999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("No parcel request has the reference or tracking number NOPE-999999");
  });

  it("is for receiving staff only", async () => {
    const { request } = await oneRequest();
    expect(
      (await t.app.inject({ method: "GET", url: `/spa/parcel_receiving/lookup?code=${request.referenceId}` }))
        .statusCode,
    ).toBe(401);
    expect((await lookup(technician, request.referenceId)).statusCode).toBe(403);
    const clientCall = await client({
      method: "GET",
      url: `/spa/client/parcel_receiving/lookup?code=${request.referenceId}`,
    });
    expect(clientCall.statusCode).toBe(404);
    expect((await lookup(client, request.referenceId)).statusCode).toBe(403);
  });
});

describe("POST /parcel_requests/{referenceId}/receive", () => {
  it("receives the devices into assets of the project's load, links them and records the receipt", async () => {
    const { project, request } = await oneRequest();
    const barcodes = [newBarcode("PR"), newBarcode("PR")];
    const res = await receive(receiver, request.referenceId, {
      trackingNumber: "1z 999 aa1 0123456784",
      devices: [
        { barcode: barcodes[0]?.toLowerCase(), serialNumber: "SN-PARCEL-1", grossWeight: 4.5 },
        { barcode: barcodes[1], serialNumber: "SN-PARCEL-2" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.created).toBe(2);
    expect(body.request.receivedAt).not.toBeNull();
    expect(body.request.trackingNumber).toBe("1Z999AA10123456784");
    expect(body.request.lastTracking.type).toBe("received");
    expect(body.request.receivedAssets).toBe(2);
    expect(body.receivedAssets.map((a: { barcode: string }) => a.barcode).sort()).toEqual(
      [...barcodes].sort(),
    );
    expect(body.project.progress.received).toBe(1);

    const asset = await operator({ method: "GET", url: `/spa/assets?find=barcode&barcode=${barcodes[0]}` });
    const found = asset.json().data[0];
    expect(found.activitySlug).toBe(project.slug);
    expect(found.serialNumber).toBe("SN-PARCEL-1");
    const events = await rowsOf<{ action: string; barcode: string | null }>(
      db(),
      sql`select action, barcode from events where activity_id = ${project.activityId} order by id`,
    );
    expect(
      events
        .filter((e) => e.action === "received")
        .map((e) => e.barcode)
        .sort(),
    ).toEqual([...barcodes].sort());
    expect(events.some((e) => e.action === "parcel_received")).toBe(true);
    expect(await receivedEntries(request.id)).toEqual([
      {
        type: "received",
        source: "receiving",
        note: "2 devices received",
        tracking_number: "1Z999AA10123456784",
      },
    ]);
  });

  it("creates nothing twice when the same devices are sent again (a retry)", async () => {
    const { request } = await oneRequest();
    const devices = [
      { barcode: newBarcode("PR"), serialNumber: "SN-X" },
      { barcode: newBarcode("PR"), serialNumber: "SN-X" },
    ];
    const first = await receive(receiver, request.referenceId, { devices });
    expect(first.statusCode, first.body).toBe(200);
    const again = await receive(receiver, request.referenceId, { devices });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().created).toBe(0);
    expect(again.json().receivedAssets).toHaveLength(2);
    expect(await linkedCount(request.id)).toBe(2);
    expect(await receivedEntries(request.id)).toHaveLength(1);
    // A second parcel's receipt adds only its new device.
    const more = await receive(receiver, request.referenceId, {
      devices: [...devices, { barcode: newBarcode("PR"), serialNumber: "SN-X" }],
    });
    expect(more.json().created).toBe(1);
    expect(await linkedCount(request.id)).toBe(3);
  });

  it("refuses a barcode already on another asset, naming the device, and writes nothing", async () => {
    const { request: other } = await oneRequest();
    const taken = newBarcode("PR");
    expect(
      (await receive(receiver, other.referenceId, { devices: [{ barcode: taken, serialNumber: "SN-T" }] }))
        .statusCode,
    ).toBe(200);
    const { request } = await oneRequest();
    const res = await receive(receiver, request.referenceId, {
      devices: [
        { barcode: newBarcode("PR"), serialNumber: "SN-X" },
        { barcode: taken, serialNumber: "SN-T" },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["devices.1.barcode"]).toEqual([`Barcode ${taken} is already in use`]);
    expect(await linkedCount(request.id)).toBe(0);
    const [row] = await rowsOf<{ received_at: unknown }>(
      db(),
      sql`select received_at from parcel_requests where id = ${request.id}`,
    );
    expect(row?.received_at).toBeNull();
  });

  it("answers 422 naming the project when it has no inbound load", async () => {
    const { project, request } = await oneRequest({ withLoad: false });
    const res = await receive(receiver, request.referenceId, {
      devices: [{ barcode: newBarcode("PR"), serialNumber: "SN-X" }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.project[0]).toMatch(
      new RegExp(`^Parcel project ${project.prefix} .* has no inbound load`),
    );
  });

  it("answers 409 for a tracking number another request has, and sets nothing", async () => {
    const tracking = `1Z${newBarcode("")}`;
    await oneRequest({ trackingNumber: tracking });
    const { request } = await oneRequest();
    const res = await receive(receiver, request.referenceId, {
      trackingNumber: tracking,
      devices: [{ barcode: newBarcode("PR"), serialNumber: "SN-X" }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(new RegExp(`Tracking number ${tracking} is already on request `));
    expect(await linkedCount(request.id)).toBe(0);
  });

  it("checks the body and the access", async () => {
    const { request } = await oneRequest();
    const empty = await receive(receiver, request.referenceId, { devices: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.devices).toEqual(["Scan at least one device"]);
    expect(
      (
        await receive(technician, request.referenceId, {
          devices: [{ barcode: newBarcode("PR"), serialNumber: "SN-X" }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await receive(receiver, "NOPE-12345", {
          devices: [{ barcode: newBarcode("PR"), serialNumber: "SN-X" }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("POST /parcel_projects/{prefix}/assets/upload", () => {
  const csv = (lines: string[]) =>
    multipart(
      {},
      {
        name: "assets.csv",
        bytes: Buffer.from(`reference_id,barcode,serial_number,product,weight\n${lines.join("\n")}\n`),
      },
    );
  const upload = (prefix: string, body: ReturnType<typeof csv>) =>
    receiver({ method: "POST", url: `/spa/parcel_projects/${prefix}/assets/upload`, ...body });

  it("refuses every bad row with its row number and writes nothing", async () => {
    const project = await insertParcelProject(db(), "Northwind Health");
    const [a, b] = await insertParcelRequests(db(), project, [{}, {}]);
    const good = newBarcode("UP");
    const res = await upload(
      project.prefix,
      csv([
        `${a?.referenceId},${good},SN1,,2.5`,
        `${project.prefix}-999,${newBarcode("UP")},SN3,,`,
        `${b?.referenceId},${good},SN4,,`,
        `${b?.referenceId},bad barcode!,SN5,,`,
        `${b?.referenceId},${newBarcode("UP")},,No Such Product 42,heavy`,
      ]),
    );
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual([
      "rows.3.reference_id",
      "rows.4.barcode",
      "rows.5.barcode",
      "rows.6.serial_number",
      "rows.6.weight",
    ]);
    expect(errors["rows.3.reference_id"]).toEqual([
      `${project.prefix}-999 is not a request of ${project.prefix}`,
    ]);
    expect(errors["rows.4.barcode"]).toEqual([`Barcode ${good} is also in row 2`]);
    expect(res.json().message).toBe("4 rows need attention; nothing was received");
    expect((await linkedCount(a?.id ?? 0)) + (await linkedCount(b?.id ?? 0))).toBe(0);
    const product = await upload(
      project.prefix,
      csv([`${b?.referenceId},${newBarcode("UP")},SN7,No Such Product 42,`]),
    );
    expect(product.json().errors).toEqual({ "rows.2.product": ["No product is named No Such Product 42"] });
  });

  it("receives the rows into the project's load, and a second upload of the file creates nothing", async () => {
    const project = await insertParcelProject(db(), "Northwind Health");
    const [a, b] = await insertParcelRequests(db(), project, [{}, {}]);
    const lines = [
      `${a?.referenceId},${newBarcode("UP")},SN-A,,2.5`,
      `${a?.referenceId},${newBarcode("UP")},SN-A2,,`,
      `${b?.referenceId.toLowerCase()},${newBarcode("UP")},SN-B1,,`,
    ];
    const res = await upload(project.prefix, csv(lines));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ created: 3, alreadyReceived: 0, requests: 2 });
    expect(await linkedCount(a?.id ?? 0)).toBe(2);
    expect(await receivedEntries(b?.id ?? 0)).toHaveLength(1);
    const again = await upload(project.prefix, csv(lines));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({ created: 0, alreadyReceived: 3, requests: 0 });
  });

  it("receives a large file as a job with the same result", async () => {
    const project = await insertParcelProject(db(), "Northwind Health");
    const [a] = await insertParcelRequests(db(), project, [{}]);
    const lines = Array.from({ length: 501 }, () => `${a?.referenceId},${newBarcode("UJ")},SN-J,,`);
    const res = await upload(project.prefix, csv(lines));
    expect(res.statusCode, res.body).toBe(202);
    await settleJobs();
    const job = (await receiver({ method: "GET", url: `/spa/jobs/${res.json().jobId}` })).json();
    expect(job.status).toBe("succeeded");
    expect(job.result).toEqual({ created: 501, alreadyReceived: 0, requests: 1 });
    expect(await linkedCount(a?.id ?? 0)).toBe(501);
  });

  it("answers 404 for an unknown project and 422 for a project without a load", async () => {
    const res = await upload("NOSUCH9", csv(["NOSUCH9-1,X1,SN,,"]));
    expect(res.statusCode).toBe(404);
    const project = await insertParcelProject(db(), "Northwind Health", { withLoad: false });
    const [a] = await insertParcelRequests(db(), project, [{}]);
    const noLoad = await upload(project.prefix, csv([`${a?.referenceId},${newBarcode("UP")},SN-A2,,`]));
    expect(noLoad.statusCode).toBe(422);
    expect(noLoad.json().errors.file[0]).toMatch(/has no inbound load/);
  });
});
