import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../test/harness";
import type { Db } from "../../../db/client";
import { userId } from "../../activities/activity-records.fixtures";
import {
  certificateOf,
  newAccount,
  newClass,
  newProductOf,
  newProgram,
  receivedLoad,
  statementWith,
} from "./facts.fixtures";
import { type FactsQuery, runFacts } from "./run-facts";

let t: TestApp;
let db: Db;
let a: { id: number; name: string };
let b: { id: number; name: string };
let laptops: { id: number; name: string };
let laptop: { id: number; name: string };
let cable: { id: number; name: string };
let program: { id: number; name: string };
let tech: number;

const MARCH = { beginDate: "2026-03-01", endDate: "2026-03-14" };
const query = (q: Partial<FactsQuery> & Pick<FactsQuery, "measures">): FactsQuery => ({
  dimensions: [],
  range: MARCH,
  timePeriod: "weekly",
  accountIds: [a.id],
  productClassIds: [],
  ...q,
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  a = await newAccount(db);
  b = await newAccount(db);
  laptops = await newClass(db);
  laptop = await newProductOf(db, laptops.id);
  cable = await newProductOf(db, null);
  program = await newProgram(db, a.id);
  tech = await userId(db, "operator@example.com");

  // Received (account, day, class, product, weight, pieces, devices); 28 Feb is outside the range.
  await db.execute(sql`
    insert into rollup_received_daily (day, account_id, product_class_id, product_id, weight_lbs, pieces, devices) values
      ('2026-03-02', ${a.id}, ${laptops.id}, ${laptop.id}, 100.5, 2, 2),
      ('2026-03-04', ${a.id}, 0, ${cable.id}, 50, 10, 0),
      ('2026-03-10', ${a.id}, ${laptops.id}, ${laptop.id}, 20, 1, 1),
      ('2026-03-03', ${b.id}, ${laptops.id}, ${laptop.id}, 7, 1, 1),
      ('2026-02-28', ${a.id}, ${laptops.id}, ${laptop.id}, 999, 9, 9)`);
  await db.execute(sql`
    insert into rollup_devices_daily (day, account_id, product_class_id, grade, disposition, devices) values
      ('2026-03-02', ${a.id}, ${laptops.id}, 'A', 'redeploy', 2),
      ('2026-03-10', ${a.id}, ${laptops.id}, '', '', 1),
      ('2026-03-03', ${b.id}, ${laptops.id}, 'B', 'return', 1)`);
  await db.execute(sql`
    insert into rollup_tests_daily (day, account_id, user_id, devices) values
      ('2026-03-02', ${a.id}, ${tech}, 3),
      ('2026-03-09', ${a.id}, 0, 1),
      ('2026-03-15', ${a.id}, ${tech}, 5)`);

  // Loads: received late on 2 March and just after midnight on 9 March (UTC); one in February.
  const first = await receivedLoad(db, a, {
    status: "processed",
    receivedAt: "2026-03-02T23:30:00Z",
    programId: program.id,
  });
  const second = await receivedLoad(db, a, { status: "received", receivedAt: "2026-03-09T00:10:00Z" });
  const early = await receivedLoad(db, a, { status: "priced", receivedAt: "2026-02-28T23:59:59Z" });

  // Final statement of the first load: +100.10 and −30.05 on 5 March, +5 revenue share on 12 March.
  await statementWith(db, first.id, "2026-03-05T10:00:00Z", [
    { amount: "100.10", lineDate: "2026-03-05" },
    { amount: "-30.05", lineDate: "2026-03-05" },
    { amount: "5.00", lineDate: "2026-03-12" },
  ]);
  await statementWith(db, second.id, null, [{ amount: "1000.00", lineDate: "2026-03-10" }]);
  await statementWith(db, early.id, "2026-02-27T10:00:00Z", [{ amount: "77.00", lineDate: "2026-02-27" }]);

  await certificateOf(db, first, "2026-03-06T12:00:00Z");
  await certificateOf(db, second, "2026-03-06T12:00:00Z", true);
});
afterAll(() => t.close());

const pick = (rows: { keys: string[]; labels: string[]; values: number[] }[]) =>
  rows.map((r) => [...r.keys, ...r.labels, ...r.values]);

describe("runFacts", () => {
  it("sums weight and pieces by account, only for the covered accounts", async () => {
    const rows = await runFacts(
      db,
      query({ measures: ["weight_lbs", "pieces"], dimensions: ["account"], accountIds: [a.id, b.id] }),
    );
    expect(pick(rows)).toEqual([
      [String(a.id), a.name, 170.5, 13],
      [String(b.id), b.name, 7, 1],
    ]);
    const onlyB = await runFacts(db, query({ measures: ["weight_lbs"], accountIds: [b.id] }));
    expect(pick(onlyB)).toEqual([[7]]);
  });

  it("splits weight by week and class, naming the weeks by their Monday and no class as such", async () => {
    const rows = await runFacts(
      db,
      query({ measures: ["weight_lbs"], dimensions: ["period", "product_class"] }),
    );
    expect(pick(rows)).toEqual([
      ["2026-03-02", "0", "2026-03-02", "No class", 50],
      ["2026-03-02", String(laptops.id), "2026-03-02", laptops.name, 100.5],
      ["2026-03-09", String(laptops.id), "2026-03-09", laptops.name, 20],
    ]);
  });

  it("splits pieces by product and month, and filters by product class", async () => {
    const rows = await runFacts(
      db,
      query({ measures: ["pieces"], dimensions: ["product", "period"], timePeriod: "monthly" }),
    );
    expect(pick(rows)).toEqual(
      [
        [String(laptop.id), "2026-03-01", laptop.name, "Mar 2026", 3],
        [String(cable.id), "2026-03-01", cable.name, "Mar 2026", 10],
      ].sort((x, y) => Number(x[0]) - Number(y[0])),
    );
    const laptopsOnly = await runFacts(
      db,
      query({ measures: ["weight_lbs", "pieces"], productClassIds: [laptops.id] }),
    );
    expect(pick(laptopsOnly)).toEqual([[120.5, 3]]);
  });

  it("counts devices by grade and disposition, naming the missing ones", async () => {
    const rows = await runFacts(db, query({ measures: ["devices"], dimensions: ["grade", "disposition"] }));
    expect(pick(rows)).toEqual([
      ["", "", "Not graded", "None", 1],
      ["A", "redeploy", "A", "Redeploy", 2],
    ]);
    const byClass = await runFacts(
      db,
      query({ measures: ["devices"], dimensions: ["product_class", "account"], accountIds: "all" }),
    );
    const mine = byClass.filter((r) => r.keys[1] === String(a.id) || r.keys[1] === String(b.id));
    expect(pick(mine)).toEqual([
      [String(laptops.id), String(a.id), laptops.name, a.name, 3],
      [String(laptops.id), String(b.id), laptops.name, b.name, 1],
    ]);
  });

  it("counts devices tested by technician and day", async () => {
    const rows = await runFacts(db, query({ measures: ["devices_tested"], dimensions: ["technician"] }));
    const techRow = await db.execute(
      sql`select first_name || ' ' || last_name as name from users where id = ${tech}`,
    );
    const techName = (techRow as unknown as { rows: { name: string }[] }).rows[0]?.name;
    expect(pick(rows)).toEqual([
      ["0", "No technician", 1],
      [String(tech), techName, 3],
    ]);
    const daily = await runFacts(
      db,
      query({ measures: ["devices_tested"], dimensions: ["period"], timePeriod: "daily" }),
    );
    expect(pick(daily)).toEqual([
      ["2026-03-02", "2026-03-02", 3],
      ["2026-03-09", "2026-03-09", 1],
    ]);
  });

  it("counts loads by their first received day (UTC), program and current status", async () => {
    const daily = await runFacts(
      db,
      query({ measures: ["loads"], dimensions: ["period"], timePeriod: "daily" }),
    );
    expect(pick(daily)).toEqual([
      ["2026-03-02", "2026-03-02", 1],
      ["2026-03-09", "2026-03-09", 1],
    ]);
    const split = await runFacts(db, query({ measures: ["loads"], dimensions: ["program", "load_status"] }));
    expect(pick(split)).toEqual([
      ["0", "received", "No program", "Received", 1],
      [String(program.id), "processed", program.name, "Processed", 1],
    ]);
  });

  it("sums the lines of final statements on their own dates: recovered, costs and net", async () => {
    const rows = await runFacts(
      db,
      query({ measures: ["value_recovered", "costs", "net"], dimensions: ["period"] }),
    );
    expect(pick(rows)).toEqual([
      ["2026-03-02", "2026-03-02", 100.1, 30.05, 70.05],
      ["2026-03-09", "2026-03-09", 5, 0, 5],
    ]);
  });

  it("counts valid certificates by the day they were issued", async () => {
    const rows = await runFacts(db, query({ measures: ["certificates"], dimensions: ["account"] }));
    expect(pick(rows)).toEqual([[String(a.id), a.name, 1]]);
  });

  it("merges measures of different sources into one row per key, 0 where a source has none", async () => {
    const rows = await runFacts(
      db,
      query({
        measures: ["loads", "weight_lbs", "certificates", "net"],
        dimensions: ["account"],
        accountIds: [a.id, b.id],
      }),
    );
    expect(pick(rows)).toEqual([
      [String(a.id), a.name, 2, 170.5, 1, 75.05],
      [String(b.id), b.name, 0, 7, 0, 0],
    ]);
  });

  it("answers nothing for no covered account, and one total row without dimensions", async () => {
    expect(await runFacts(db, query({ measures: ["loads", "weight_lbs"], accountIds: [] }))).toEqual([]);
    const empty = await runFacts(
      db,
      query({ measures: ["loads"], range: { beginDate: "2020-01-01", endDate: "2020-01-02" } }),
    );
    expect(empty).toEqual([]);
    const total = await runFacts(db, query({ measures: ["devices", "devices_tested"] }));
    expect(pick(total)).toEqual([[3, 4]]);
  });
});
