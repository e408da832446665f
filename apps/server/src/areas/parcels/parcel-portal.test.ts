import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../test/harness";
import {
  insertParcelProject,
  insertParcelRequests,
  insertTrackingEntry,
  type ProjectFixture,
} from "./parcel-receiving.fixtures";

let t: TestApp;
let operator: Caller;
let client: Caller;
let otherClient: Caller;
let vendor: Caller;
let northwind: ProjectFixture;
let acme: ProjectFixture;
let ids: { id: number; referenceId: string }[];

beforeAll(async () => {
  t = await createTestApp();
  ({ operator, client, otherClient, vendor } = await accountCallers(t.app));
  const db = t.database.db;
  northwind = await insertParcelProject(db, "Northwind Health", { name: "Northwind laptop returns" });
  acme = await insertParcelProject(db, "Acme Telecom", { name: "Acme phone returns" });
  // One request at each stage: requested, e-mailed, label made, shipped, received (twice), exception.
  ids = await insertParcelRequests(db, northwind, [
    {},
    { emailedAt: "2026-11-02T09:00:00Z" },
    { emailedAt: "2026-11-02T09:00:00Z", labelCreatedAt: "2026-11-03T12:00:00Z" },
    {
      emailedAt: "2026-11-02T09:00:00Z",
      labelCreatedAt: "2026-11-03T12:00:00Z",
      trackingNumber: "1ZPORTAL0001",
    },
    { emailedAt: "2026-11-02T09:00:00Z", receivedAt: "2026-11-06T15:00:00Z" },
    { emailedAt: "2026-11-03T09:00:00Z", receivedAt: "2026-11-06T16:00:00Z" },
    { emailedAt: "2026-11-03T09:00:00Z" },
  ]);
  await insertTrackingEntry(db, ids[3]?.id ?? 0, "in_transit", "2026-11-04T08:00:00Z");
  await insertTrackingEntry(db, ids[4]?.id ?? 0, "shipped", "2026-11-04T10:00:00Z");
  await insertTrackingEntry(db, ids[6]?.id ?? 0, "exception", "2026-11-05T10:00:00Z");
  // A name a spreadsheet would run as a formula.
  await db.execute(
    sql`update parcel_requests set employee_name = '=HYPERLINK("http://x.example")' where id = ${ids[0]?.id ?? 0}`,
  );
  await insertParcelRequests(db, acme, [{ emailedAt: "2026-11-02T09:00:00Z" }]);
});
afterAll(async () => {
  await t.close();
});

const get = (caller: Caller, url: string) => caller({ method: "GET", url });

describe("GET /parcel_portal/projects", () => {
  it("lists a client's own projects with their progress, never another client's", async () => {
    const res = await get(client, "/spa/client/parcel_portal/projects?pageSize=200");
    expect(res.statusCode, res.body).toBe(200);
    const prefixes = res.json().data.map((p: { projectPrefix: string }) => p.projectPrefix);
    expect(prefixes).toContain(northwind.prefix);
    expect(prefixes).not.toContain(acme.prefix);
    const mine = res.json().data.find((p: { projectPrefix: string }) => p.projectPrefix === northwind.prefix);
    expect(mine.progress).toEqual({
      requests: 7,
      requested: 1,
      emailed: 1,
      labelMade: 1,
      shipped: 1,
      received: 2,
      exceptions: 1,
      onHold: 0,
    });
    const searched = await get(
      client,
      `/spa/client/parcel_portal/projects?search=${northwind.prefix.toLowerCase()}`,
    );
    expect(searched.json()).toMatchObject({ total: 1, data: [{ projectPrefix: northwind.prefix }] });
  });

  it("lists every project for operators; vendors and strangers get nothing", async () => {
    const res = await get(operator, `/spa/parcel_portal/projects?search=${acme.prefix}`);
    expect(res.json().total).toBe(1);
    expect(
      (await t.app.inject({ method: "GET", url: "/spa/client/parcel_portal/projects" })).statusCode,
    ).toBe(401);
    expect((await get(vendor, "/spa/vendor/parcel_portal/projects")).statusCode).toBe(404);
    expect((await get(client, "/spa/parcel_portal/projects")).statusCode).toBe(403);
  });
});

describe("GET /parcel_portal/projects/{prefix}", () => {
  it("answers the project with its progress per day", async () => {
    const res = await get(client, `/spa/client/parcel_portal/projects/${northwind.prefix.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().project.name).toBe("Northwind laptop returns");
    expect(res.json().days).toEqual([
      { date: "2026-11-02", emailed: 4, shipped: 0, received: 0 },
      { date: "2026-11-03", emailed: 2, shipped: 0, received: 0 },
      { date: "2026-11-04", emailed: 0, shipped: 2, received: 0 },
      { date: "2026-11-06", emailed: 0, shipped: 0, received: 2 },
    ]);
  });

  it("answers 404 for another client's project, its requests and its export", async () => {
    const base = `/spa/client/parcel_portal/projects/${northwind.prefix}`;
    for (const url of [base, `${base}/requests`, `${base}/requests/export?format=csv`]) {
      const res = await get(otherClient, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe("Parcel project not found");
    }
    expect((await get(client, `/spa/client/parcel_portal/projects/${acme.prefix}`)).statusCode).toBe(404);
  });
});

describe("GET /parcel_portal/projects/{prefix}/requests", () => {
  const list = (query: string) =>
    get(client, `/spa/client/parcel_portal/projects/${northwind.prefix}/requests?${query}`);

  it("lists the employees in order with their stage, filtered by stage and searched", async () => {
    const all = await list("pageSize=3");
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().total).toBe(7);
    expect(all.json().data.map((r: { stage: string }) => r.stage)).toEqual([
      "requested",
      "emailed",
      "label_made",
    ]);
    const received = await list("stage=received");
    expect(received.json().total).toBe(2);
    expect(received.json().data.map((r: { referenceId: string }) => r.referenceId)).toEqual([
      ids[4]?.referenceId,
      ids[5]?.referenceId,
    ]);
    const byTracking = await list("search=1zportal");
    expect(byTracking.json().data.map((r: { stage: string }) => r.stage)).toEqual(["shipped"]);
    expect((await list("stage=lost")).statusCode).toBe(422);
  });

  it("exports the list as filtered, formulas written as text", async () => {
    const res = await get(
      client,
      `/spa/client/parcel_portal/projects/${northwind.prefix}/requests/export?format=xlsx`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(
      `parcel-${northwind.prefix.toLowerCase()}-employees.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("Reference");
    expect(sheet?.rowCount).toBe(8);
    expect(sheet?.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://x.example")`);
    expect(sheet?.getRow(2).getCell(6).value).toBe("Requested");
    const csv = await get(
      client,
      `/spa/client/parcel_portal/projects/${northwind.prefix}/requests/export?format=csv&stage=received`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(ids[4]?.referenceId);
    expect(lines[1]).toContain("Received");
  });
});
