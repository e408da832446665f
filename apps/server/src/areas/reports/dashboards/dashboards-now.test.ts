import { shiftDays } from "@ops/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { userId } from "../../activities/activity-records.fixtures";
import { vendorAccountIdsOf } from "../../activities/loads.repo";
import { newAccount, newClass, newProductOf, statementWith } from "../facts/facts.fixtures";
import { todayUtc } from "../scope";
import {
  accountIdOf,
  dockLoad,
  loadAt,
  rollupDevices,
  rollupReceived,
  rollupTests,
} from "./dashboards.fixtures";

// What is about now rather than a range: the operator's dock and backlog, and each audience's
// home. Home figures cover everything the audience sees (the demo's data too), so they are
// checked as the change the test's own data makes.

type Home = {
  audience: string;
  figures: { id: string; current: number; previous: number | null }[];
  chart: { title: string; series: { period: string; value: number }[] };
};

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let dana: Caller;
let vendor: Caller;
let dock: { id: number; name: string };
const today = todayUtc();
const at = (day: string, time = "08:00:00") => `${day}T${time}Z`;
const before: Record<"operator" | "client" | "vendor", Home | null> = {
  operator: null,
  client: null,
  vendor: null,
};

async function home(caller: Caller, prefix: string): Promise<Home> {
  const res = await caller({ method: "GET", url: `${prefix}/dashboards/home` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Home;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client, otherClient: dana, vendor } = await accountCallers(t.app));
  before.operator = await home(operator, "/spa");
  before.client = await home(client, "/spa/client");
  before.vendor = await home(vendor, "/spa/vendor");

  dock = await newAccount(db, "Dock");
  await dockLoad(db, dock, today, "scheduled");
  await dockLoad(db, dock, shiftDays(today, -3), "scheduled");
  await dockLoad(db, dock, shiftDays(today, -1), "canceled");
  await loadAt(db, dock, {
    status: "received",
    createdAt: at(today, "00:00:01"),
    receivedAt: at(today, "00:00:01"),
  });
  await loadAt(db, dock, {
    status: "processed",
    createdAt: at(shiftDays(today, 2)),
    receivedAt: at(shiftDays(today, 2)),
    processedAt: at(shiftDays(today, 1)),
  });
  const klass = await newClass(db);
  const product = await newProductOf(db, klass.id);
  const nw = await accountIdOf(db, "Northwind Health");
  await rollupReceived(db, [
    {
      day: today,
      accountId: dock.id,
      classId: klass.id,
      productId: product.id,
      lbs: 321.5,
      pieces: 1,
      devices: 0,
    },
    {
      day: today,
      accountId: nw,
      classId: klass.id,
      productId: product.id,
      lbs: 45.25,
      pieces: 2,
      devices: 3,
    },
  ]);
  await rollupDevices(db, [
    { day: today, accountId: nw, classId: klass.id, grade: "A", disposition: "", devices: 3 },
  ]);
  await rollupTests(db, [
    { day: today, accountId: dock.id, userId: await userId(db, "operator@example.com"), devices: 7 },
  ]);
  const nwLoad = await loadAt(
    db,
    { name: "Northwind Health" },
    {
      status: "priced",
      createdAt: at(today, "00:00:02"),
      receivedAt: at(today, "00:00:02"),
    },
  );
  await statementWith(db, nwLoad.id, at(today, "00:00:03"), [{ amount: "12.34", lineDate: today }]);

  // The vendor's loads: one at the dock today, one next week, one received today without a date.
  const [vendorAccount] = await vendorAccountIdsOf(db, await userId(db, "vendor@example.com"));
  const shipper = await newAccount(db, "Shipper");
  const vendorLoad = async (day: string | null, status: string) => {
    const id = await dockLoad(db, shipper, day ?? today, status);
    await db.execute(sql`update activities set vendor_account_id = ${vendorAccount ?? null},
      scheduled_date = ${day}::date where id = ${id}`);
    return id;
  };
  await vendorLoad(today, "scheduled");
  await vendorLoad(shiftDays(today, -7), "scheduled");
  const delivered = await vendorLoad(null, "received");
  await db.execute(sql`insert into load_milestones (activity_id, account_id, received_at)
    values (${delivered}, null, ${at(today, "00:00:04")}::timestamptz)`);
});
afterAll(() => t.close());

const figure = (h: Home | null, id: string) => h?.figures.find((f) => f.id === id)?.current ?? Number.NaN;
const change = (after: Home, id: string, who: keyof typeof before) =>
  Math.round((figure(after, id) - figure(before[who], id)) * 1000) / 1000;
const lastPoint = (h: Home | null) => h?.chart.series.at(-1)?.value ?? Number.NaN;

describe("the operator's inbound dashboard now", () => {
  it("shows the dock a week back and a week ahead: dated loads (not canceled) and loads received", async () => {
    const res = await operator({ method: "GET", url: `/spa/dashboards/inbound?accountIds[]=${dock.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const days: { date: string; scheduled: number; received: number }[] = res.json().dock;
    expect(days).toHaveLength(14);
    expect([days[0]?.date, days.at(-1)?.date]).toEqual([shiftDays(today, 6), shiftDays(today, -7)]);
    expect(days.filter((d) => d.scheduled || d.received)).toEqual([
      { date: shiftDays(today, 2), scheduled: 0, received: 1 },
      { date: today, scheduled: 1, received: 1 },
      { date: shiftDays(today, -3), scheduled: 1, received: 0 },
    ]);
  });

  it("shows the backlog per account: received not processed, processed not priced, oldest received", async () => {
    const res = await operator({ method: "GET", url: `/spa/dashboards/inbound?accountIds[]=${dock.id}` });
    expect(res.json().backlog).toEqual([
      {
        accountId: dock.id,
        accountName: dock.name,
        awaitingProcessing: 1,
        awaitingPricing: 1,
        oldestReceivedAt: at(shiftDays(today, 2)),
      },
    ]);
  });
});

describe("the home dashboard of each audience", () => {
  it("gives operators the dock today, the loads awaiting processing, this week's tests and weight", async () => {
    const after = await home(operator, "/spa");
    expect(after.audience).toBe("operator");
    expect(after.figures.map((f) => f.id)).toEqual([
      "dock_today",
      "awaiting_processing",
      "devices_tested",
      "weight_lbs",
    ]);
    // The dock account's load and the vendor's dated today; the two loads received today.
    expect(change(after, "dock_today", "operator")).toBe(2);
    expect(change(after, "awaiting_processing", "operator")).toBe(2);
    expect(change(after, "devices_tested", "operator")).toBe(7);
    expect(change(after, "weight_lbs", "operator")).toBe(366.75);
    expect(after.chart.series).toHaveLength(14);
    expect(after.chart.series.at(-1)?.period).toBe(today);
    expect(Math.round((lastPoint(after) - lastPoint(before.operator)) * 1000) / 1000).toBe(366.75);
  });

  it("gives clients this quarter's loads, weight, devices and value returned of their own accounts", async () => {
    const after = await home(client, "/spa/client");
    expect(after.audience).toBe("client");
    expect(after.figures.map((f) => [f.id, change(after, f.id, "client")])).toEqual([
      ["loads", 1],
      ["weight_lbs", 45.25],
      ["devices", 3],
      ["value_recovered", 12.34],
    ]);
    expect(after.chart.series).toHaveLength(13);
    expect(Math.round((lastPoint(after) - lastPoint(before.client)) * 1000) / 1000).toBe(45.25);
  });

  it("gives vendors their loads this week, next week and delivered", async () => {
    const after = await home(vendor, "/spa/vendor");
    expect(after.audience).toBe("vendor");
    expect(after.figures.map((f) => [f.id, change(after, f.id, "vendor")])).toEqual([
      ["scheduled_this_week", 1],
      ["scheduled_next_week", 1],
      ["delivered_this_week", 1],
    ]);
    expect(after.chart.series).toHaveLength(13);
    expect(lastPoint(after) - lastPoint(before.vendor)).toBe(1);
  });

  it("answers a user without any permission (home needs none) while the dashboards refuse them", async () => {
    await db.execute(
      sql`delete from user_roles where user_id = (select id from users where email = 'dana.dubois@example.com')`,
    );
    const res = await dana({ method: "GET", url: "/spa/client/dashboards/home" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dana({ method: "GET", url: "/spa/client/dashboards/summary" })).statusCode).toBe(403);
  });
});
