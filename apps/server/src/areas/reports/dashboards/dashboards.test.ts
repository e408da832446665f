import { subscriptionRefusal } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { userId } from "../../activities/activity-records.fixtures";
import { insertAssets } from "../../assets/asset-records.fixtures";
import { certificateOf, newClass, newProductOf, newProgram, statementWith } from "../facts/facts.fixtures";
import { refreshRollups } from "../rollups/refresh";
import {
  accountIdOf,
  kindsBySign,
  loadAt,
  rollupDevices,
  rollupReceived,
  rollupTests,
} from "./dashboards.fixtures";

// Each dashboard's figures on a small hand-built dataset of Northwind (the demo's enterprise
// client) in January 2019, where no demo data lies; Acme's figures in the same weeks are the
// other company's (see dashboards-leak.test.ts).

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let dana: Caller;
let vendor: Caller;
let nw: number;
let nwKid: number;
let klass: { id: number; name: string };
let laptop: { id: number; name: string };
let phone: { id: number; name: string };
let program: { id: number; name: string };
let tech: number;

const RANGE = "beginDate=2019-01-07&endDate=2019-01-20";

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client, otherClient: dana, vendor } = await accountCallers(t.app));
  nw = await accountIdOf(db, "Northwind Health");
  nwKid = await accountIdOf(db, "Northwind Health – Dallas Clinic");
  klass = await newClass(db);
  laptop = await newProductOf(db, klass.id);
  phone = await newProductOf(db, klass.id);
  program = await newProgram(db, nw);
  await db.execute(sql`update programs set turnaround_days = 3 where id = ${program.id}`);
  tech = await userId(db, "operator@example.com");

  const c = klass.id;
  await rollupReceived(db, [
    { day: "2019-01-08", accountId: nw, classId: c, productId: laptop.id, lbs: 100, pieces: 4, devices: 2 },
    { day: "2019-01-15", accountId: nw, classId: c, productId: phone.id, lbs: 50, pieces: 1, devices: 1 },
    { day: "2019-01-01", accountId: nw, classId: c, productId: laptop.id, lbs: 30, pieces: 3, devices: 0 },
    { day: "2019-01-09", accountId: nwKid, classId: c, productId: laptop.id, lbs: 10, pieces: 1, devices: 0 },
  ]);
  await rollupDevices(db, [
    { day: "2019-01-08", accountId: nw, classId: c, grade: "A", disposition: "redeploy", devices: 2 },
    { day: "2019-01-15", accountId: nw, classId: c, grade: "", disposition: "", devices: 1 },
    { day: "2019-01-09", accountId: nwKid, classId: c, grade: "B", disposition: "recycle", devices: 5 },
  ]);
  await rollupTests(db, [
    { day: "2019-01-08", accountId: nw, userId: tech, devices: 6 },
    { day: "2019-01-16", accountId: nw, userId: tech, devices: 4 },
  ]);
  const northwind = { name: "Northwind Health" };
  const l1 = await loadAt(db, northwind, {
    status: "priced",
    createdAt: "2019-01-07T09:00:00Z",
    receivedAt: "2019-01-08T10:00:00Z",
    processedAt: "2019-01-09T10:00:00Z",
    pricedAt: "2019-01-13T10:00:00Z",
    programId: program.id,
  });
  await loadAt(db, northwind, {
    status: "received",
    createdAt: "2019-01-14T09:00:00Z",
    receivedAt: "2019-01-15T00:10:00Z",
    programId: program.id,
  });
  await loadAt(db, northwind, {
    status: "processed",
    createdAt: "2019-01-10T00:00:00Z",
    receivedAt: "2019-01-10T12:00:00Z",
    processedAt: "2019-01-16T12:00:00Z",
  });
  await loadAt(db, northwind, {
    status: "priced",
    createdAt: "2019-01-01T09:00:00Z",
    receivedAt: "2019-01-02T10:00:00Z",
  });
  await statementWith(db, l1.id, "2019-01-14T10:00:00Z", [
    { amount: "200.00", lineDate: "2019-01-14" },
    { amount: "-50.25", lineDate: "2019-01-14" },
    { amount: "20.10", lineDate: "2019-01-19" },
  ]);
  await kindsBySign(db, l1.id);
  await certificateOf(db, l1, "2019-01-10T12:00:00Z");
});
afterAll(() => t.close());

async function get<T>(caller: Caller, url: string): Promise<T> {
  const res = await caller({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

type Figure = { id: string; current: number; previous: number | null };
type Series<T> = ({ period: string; label: string } & T)[];

describe("the client dashboards on hand-worked figures", () => {
  it("summary: this range against the two weeks before, every week in the series", async () => {
    const s = await get<{
      meta: { accountIds: number[]; beginDate: string; timePeriod: string };
      figures: Figure[];
      series: Series<{ loads: number; weightLbs: number; devices: number }>;
    }>(client, `/spa/client/dashboards/summary?${RANGE}`);
    expect(s.meta).toMatchObject({ beginDate: "2019-01-07", timePeriod: "weekly", accountIds: [nw] });
    expect(s.figures.map((f) => [f.id, f.current, f.previous])).toEqual([
      ["loads", 3, 1],
      ["weight_lbs", 150, 30],
      ["devices", 3, 0],
      ["value_recovered", 220.1, 0],
      ["certificates", 1, 0],
    ]);
    expect(s.series).toEqual([
      { period: "2019-01-07", label: "2019-01-07", loads: 2, weightLbs: 100, devices: 2 },
      { period: "2019-01-14", label: "2019-01-14", loads: 1, weightLbs: 50, devices: 1 },
    ]);
    const monthly = await get<{ series: Series<{ weightLbs: number }> }>(
      client,
      `/spa/client/dashboards/summary?beginDate=2018-11-15&endDate=2019-01-20&timePeriod=monthly`,
    );
    expect(monthly.series.map((p) => [p.label, p.weightLbs])).toEqual([
      ["Nov 2018", 0],
      ["Dec 2018", 0],
      ["Jan 2019", 180],
    ]);
  });

  it("summary with child accounts counts the Dallas clinic too", async () => {
    const s = await get<{ meta: { accountIds: number[] }; figures: Figure[] }>(
      client,
      `/spa/client/dashboards/summary?${RANGE}&showChildAccounts=true&accountIds[]=${nw}`,
    );
    expect(s.meta.accountIds).toContain(nwKid);
    expect(s.figures.find((f) => f.id === "weight_lbs")?.current).toBe(160);
    expect(s.figures.find((f) => f.id === "devices")?.current).toBe(8);
  });

  it("inbound: loads created by status and milestones per week; no dock or backlog for clients", async () => {
    const s = await get<{
      byStatus: { key: string; value: number }[];
      series: Series<{ received: number; processed: number; priced: number }>;
      dock: unknown;
      backlog: unknown;
    }>(client, `/spa/client/dashboards/inbound?${RANGE}`);
    expect(s.byStatus.map((b) => [b.key, b.value])).toEqual([
      ["received", 1],
      ["processed", 1],
      ["priced", 1],
    ]);
    expect(s.series.map((p) => [p.period, p.received, p.processed, p.priced])).toEqual([
      ["2019-01-07", 2, 1, 1],
      ["2019-01-14", 1, 1, 0],
    ]);
    expect(s.dock).toBeNull();
    expect(s.backlog).toBeNull();
  });

  it("serialized: devices by grade, disposition and class; technicians only for operators", async () => {
    const s = await get<{
      total: number;
      byGrade: { key: string; label: string; value: number }[];
      byDisposition: { key: string; value: number }[];
      byClass: { key: string; value: number }[];
      series: Series<{ devices: number }>;
      throughput: unknown;
      technicians: unknown;
    }>(client, `/spa/client/dashboards/serialized?${RANGE}`);
    expect(s.total).toBe(3);
    expect(s.byGrade.map((g) => [g.key, g.label, g.value])).toEqual([
      ["A", "A", 2],
      ["", "Not graded", 1],
    ]);
    expect(s.byDisposition.map((g) => [g.key, g.value])).toEqual([
      ["redeploy", 2],
      ["", 1],
    ]);
    expect(s.byClass).toEqual([{ key: String(klass.id), label: klass.name, value: 3 }]);
    expect(s.series.map((p) => p.devices)).toEqual([2, 1]);
    expect(s.throughput).toBeNull();
    expect(s.technicians).toBeNull();

    const op = await get<{
      throughput: Series<{ tested: number }>;
      technicians: { userId: number; tested: number; perDay: number }[];
    }>(operator, `/spa/dashboards/serialized?${RANGE}&accountIds[]=${nw}`);
    expect(op.throughput.map((p) => p.tested)).toEqual([6, 4]);
    expect(op.technicians).toEqual([expect.objectContaining({ userId: tech, tested: 10, perDay: 0.71 })]);
  });

  it("received: weight by class per week, by product when split, filtered by class", async () => {
    const s = await get<{
      totalLbs: number;
      totalPieces: number;
      keys: { key: string; label: string }[];
      series: Series<{ values: Record<string, number> }>;
    }>(client, `/spa/client/dashboards/received?${RANGE}`);
    expect([s.totalLbs, s.totalPieces]).toEqual([150, 5]);
    expect(s.keys).toEqual([{ key: String(klass.id), label: klass.name }]);
    expect(s.series.map((p) => p.values[String(klass.id)])).toEqual([100, 50]);

    const split = await get<typeof s>(client, `/spa/client/dashboards/received?${RANGE}&splitByProduct=true`);
    expect(split.keys.map((k) => k.label)).toEqual([laptop.name, phone.name]);
    expect(split.series.map((p) => p.values)).toEqual([
      { [laptop.id]: 100, [phone.id]: 0 },
      { [laptop.id]: 0, [phone.id]: 50 },
    ]);
    const otherClass = await newClass(db);
    const none = await get<typeof s>(
      client,
      `/spa/client/dashboards/received?${RANGE}&productClassIds[]=${otherClass.id}`,
    );
    expect([none.totalLbs, none.keys, none.series.length]).toEqual([0, [], 2]);
  });

  it("value-add: recovered against costs per week and by line kind", async () => {
    const s = await get<{
      totals: { recovered: number; costs: number; net: number };
      series: Series<{ recovered: number; costs: number; net: number }>;
      byKind: { key: string; value: number }[];
    }>(client, `/spa/client/dashboards/value-add?${RANGE}`);
    expect(s.totals).toEqual({ recovered: 220.1, costs: 50.25, net: 169.85 });
    expect(s.series.map((p) => [p.recovered, p.costs, p.net])).toEqual([
      [0, 0, 0],
      [220.1, 50.25, 169.85],
    ]);
    expect(s.byKind.map((k) => [k.key, k.value])).toEqual([
      ["value", 220.1],
      ["service", -50.25],
    ]);
  });
});

describe("the operator dashboards", () => {
  it("turnaround: average days per account and program against the program's target", async () => {
    const s = await get<{ rows: Record<string, unknown>[] }>(
      operator,
      `/spa/dashboards/turnaround?${RANGE}&accountIds[]=${nw}`,
    );
    expect(s.rows).toEqual([
      {
        accountId: nw,
        accountName: "Northwind Health",
        programId: program.id,
        programName: program.name,
        loads: 2,
        receivedToProcessedDays: 1,
        processedToPricedDays: 4,
        receivedToPricedDays: 5,
        targetDays: 3,
        // The first was priced in 5 days; the second is still not priced years later.
        overTarget: 2,
      },
      {
        accountId: nw,
        accountName: "Northwind Health",
        programId: null,
        programName: null,
        loads: 1,
        receivedToProcessedDays: 6,
        processedToPricedDays: null,
        receivedToPricedDays: null,
        targetDays: null,
        overTarget: 0,
      },
    ]);
  });

  it("turnaround is for operators only", async () => {
    expect(
      (await client({ method: "GET", url: `/spa/client/dashboards/turnaround?${RANGE}` })).statusCode,
    ).toBe(404);
    expect((await client({ method: "GET", url: `/spa/dashboards/turnaround?${RANGE}` })).statusCode).toBe(
      403,
    );
  });
});

describe("the gate, the range and the families", () => {
  it("refuses an essentials client the serialized, received and value-add dashboards with the sentence", async () => {
    for (const [path, id] of [
      ["serialized", "serialized"],
      ["received", "received"],
      ["value-add", "value_add"],
    ] as const) {
      const res = await dana({ method: "GET", url: `/spa/client/dashboards/${path}?${RANGE}` });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().message).toBe(subscriptionRefusal(id));
    }
    for (const path of ["summary", "inbound"])
      expect((await dana({ method: "GET", url: `/spa/client/dashboards/${path}?${RANGE}` })).statusCode).toBe(
        200,
      );
  });

  it("tells each audience which client dashboards it opens", async () => {
    type Access = {
      level: string | null;
      dashboards: { id: string; allowed: boolean; message: string | null }[];
    };
    const essentials = await get<Access>(dana, "/spa/client/dashboards/access");
    expect(essentials.level).toBe("essentials");
    expect(essentials.dashboards.filter((d) => d.allowed).map((d) => d.id)).toEqual(["summary", "inbound"]);
    expect(essentials.dashboards.find((d) => d.id === "custom")?.message).toBe(subscriptionRefusal("custom"));
    const enterprise = await get<Access>(client, "/spa/client/dashboards/access");
    expect([enterprise.level, enterprise.dashboards.every((d) => d.allowed && d.message === null)]).toEqual([
      "enterprise",
      true,
    ]);
    const staff = await get<Access>(operator, "/spa/dashboards/access");
    expect([staff.level, staff.dashboards.every((d) => d.allowed)]).toEqual([null, true]);
  });

  it("answers 422 on endDate for a reversed range and one over five years", async () => {
    for (const query of [
      "beginDate=2019-01-20&endDate=2019-01-07",
      "beginDate=2014-01-01&endDate=2019-01-01",
    ]) {
      for (const path of ["summary", "inbound", "serialized", "received", "value-add"]) {
        const res = await client({ method: "GET", url: `/spa/client/dashboards/${path}?${query}` });
        expect(res.statusCode, `${path} ${query}`).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(["endDate"]);
      }
      const res = await operator({ method: "GET", url: `/spa/dashboards/turnaround?${query}` });
      expect(res.statusCode).toBe(422);
    }
    const bad = await client({ method: "GET", url: "/spa/client/dashboards/summary?timePeriod=hourly" });
    expect(bad.statusCode).toBe(422);
  });

  it("keeps each family to its own paths: 401 signed out, 403 in another family", async () => {
    expect((await t.app.inject({ method: "GET", url: "/spa/dashboards/summary" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/spa/client/dashboards/home" })).statusCode).toBe(401);
    expect((await client({ method: "GET", url: "/spa/dashboards/summary" })).statusCode).toBe(403);
    expect((await operator({ method: "GET", url: "/spa/client/dashboards/summary" })).statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/dashboards/summary" })).statusCode).toBe(403);
    expect((await vendor({ method: "GET", url: "/spa/vendor/dashboards/home" })).statusCode).toBe(200);
  });
});

describe("the accounts a dashboard selects", () => {
  type Accounts = {
    data: { id: number; name: string; parentId: number | null; parentName: string | null }[];
  };
  it("gives a client their accounts, and the children with show-child-accounts", async () => {
    const own = await get<Accounts>(client, "/spa/client/dashboards/accounts");
    expect(own.data.map((a) => a.name)).toEqual(["Northwind Health"]);
    const withChildren = await get<Accounts>(
      client,
      "/spa/client/dashboards/accounts?showChildAccounts=true",
    );
    expect(withChildren.data.map((a) => [a.name, a.parentName])).toEqual([
      ["Northwind Health", null],
      ["Northwind Health – Austin Clinic", "Northwind Health"],
      ["Northwind Health – Dallas Clinic", "Northwind Health"],
    ]);
  });

  it("gives operators every top-level client account, and the children with the toggle", async () => {
    const top = await get<Accounts>(operator, "/spa/dashboards/accounts");
    expect(top.data.every((a) => a.parentId === null)).toBe(true);
    expect(top.data.map((a) => a.name)).toEqual(expect.arrayContaining(["Northwind Health", "Acme Telecom"]));
    const all = await get<Accounts>(operator, "/spa/dashboards/accounts?showChildAccounts=true");
    expect(all.data.find((a) => a.id === nwKid)?.parentId).toBe(nw);
    expect(all.data.length).toBeGreaterThan(top.data.length);
  });
});

describe("from received assets through the rollups", () => {
  it("shows assets received (and dated back) once the rollups are refreshed", async () => {
    const load = await loadAt(
      db,
      { name: "Northwind Health" },
      {
        status: "received",
        createdAt: "2019-02-04T08:00:00Z",
        receivedAt: "2019-02-04T09:00:00Z",
      },
    );
    const ids = await insertAssets(db, [
      {
        barcode: "DASH-E2E-1",
        activityId: load.id,
        accountId: nw,
        productId: laptop.id,
        serialNumber: "DASH-SN-1",
        netWeight: 12.5,
      },
      {
        barcode: "DASH-E2E-2",
        activityId: load.id,
        accountId: nw,
        productId: phone.id,
        quantity: 3,
        netWeight: 7.25,
      },
    ]);
    await db.execute(
      sql`update assets set created_at = '2019-02-05T10:00:00Z' where id = any(${sql.param(ids)}::int[])`,
    );
    const february = "beginDate=2019-02-01&endDate=2019-02-28&timePeriod=monthly";
    const stale = await get<{ totalLbs: number }>(client, `/spa/client/dashboards/received?${february}`);
    expect(stale.totalLbs).toBe(0);
    await refreshRollups(db);
    const s = await get<{
      totalLbs: number;
      totalPieces: number;
      series: Series<{ values: Record<string, number> }>;
    }>(client, `/spa/client/dashboards/received?${february}`);
    expect([s.totalLbs, s.totalPieces]).toEqual([19.75, 4]);
    expect(s.series).toEqual([{ period: "2019-02-01", label: "Feb 2019", values: { [klass.id]: 19.75 } }]);
    const summary = await get<{ figures: Figure[] }>(client, `/spa/client/dashboards/summary?${february}`);
    expect(summary.figures.map((f) => [f.id, f.current])).toEqual([
      ["loads", 1],
      ["weight_lbs", 19.75],
      ["devices", 1],
      ["value_recovered", 0],
      ["certificates", 0],
    ]);
  });
});
