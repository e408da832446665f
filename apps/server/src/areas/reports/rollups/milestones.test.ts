import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, accountId, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { newProgram } from "../facts/facts.fixtures";
import { runFacts } from "../facts/run-facts";
import { backfillMilestones } from "./milestones";

let t: TestApp;
let db: Db;
let operator: Caller;
let initech: number;
let dal: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ({ operator } = await accountCallers(t.app));
  initech = await accountId(operator, "Initech Computers");
  const warehouses = (await operator({ method: "GET", url: "/spa/warehouses" })).json();
  dal = warehouses.find((w: { shortName: string }) => w.shortName === "DAL").id;
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function newLoad(): Promise<{ id: number; slug: string }> {
  const res = await operator({
    method: "POST",
    url: "/spa/activities",
    payload: { accountId: initech, warehouseId: dal, shipmentSize: "ltl", scheduledDate: today() },
  });
  expect(res.statusCode, res.body).toBe(201);
  const slug: string = res.json().slug;
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from activities where slug = ${slug}`);
  return { id: Number(row?.id), slug };
}

async function moveTo(slug: string, payload: Record<string, unknown>) {
  const res = await operator({ method: "PUT", url: `/spa/activities/${slug}`, payload });
  expect(res.statusCode, res.body).toBe(200);
}

type Milestone = {
  accountId: number;
  programId: number | null;
  receivedAt: string | null;
  processedAt: string | null;
  pricedAt: string | null;
};
async function milestoneOf(loadId: number): Promise<Milestone | undefined> {
  const [row] = await rowsOf<Milestone>(
    db,
    sql`select account_id as "accountId", program_id as "programId", received_at::text as "receivedAt",
          processed_at::text as "processedAt", priced_at::text as "pricedAt"
        from load_milestones where activity_id = ${loadId}`,
  );
  return row;
}

describe("load milestones", () => {
  it("records the first time a load is received and processed, and keeps its program current", async () => {
    const load = await newLoad();
    expect(await milestoneOf(load.id)).toBeUndefined();
    await moveTo(load.slug, { status: "received" });
    const received = await milestoneOf(load.id);
    expect(received).toMatchObject({
      accountId: initech,
      programId: null,
      processedAt: null,
      pricedAt: null,
    });
    expect(received?.receivedAt).not.toBeNull();

    const program = await newProgram(db, initech);
    await moveTo(load.slug, { status: "processed", programId: program.id });
    const processed = await milestoneOf(load.id);
    expect(processed).toMatchObject({ programId: program.id, receivedAt: received?.receivedAt });
    expect(processed?.processedAt).not.toBeNull();

    // The dashboards count it on the day it was received, under its program.
    const rows = await runFacts(db, {
      measures: ["loads"],
      dimensions: ["program", "load_status"],
      range: { beginDate: today(), endDate: today() },
      timePeriod: "daily",
      accountIds: [initech],
      productClassIds: [],
    });
    expect(rows.find((r) => r.keys[0] === String(program.id))).toMatchObject({
      labels: [program.name, "Processed"],
      values: [1],
    });
  });

  it("fills missing milestones from the status_changed events, keeping those recorded", async () => {
    const load = await newLoad();
    await moveTo(load.slug, { status: "received" });
    const recorded = await milestoneOf(load.id);
    await db.execute(sql`update load_milestones set received_at = null where activity_id = ${load.id}`);
    await backfillMilestones(db);
    expect((await milestoneOf(load.id))?.receivedAt).toBe(recorded?.receivedAt);
    await db.execute(sql`delete from load_milestones where activity_id = ${load.id}`);
    await backfillMilestones(db);
    expect((await milestoneOf(load.id))?.receivedAt).toBe(recorded?.receivedAt);
  });
});
