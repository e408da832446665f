/**
 * Reports and dashboards case of `npm run bench` (BENCH_ONLY=reports; meant for PostgreSQL,
 * BENCH_DATABASE_URL): over the data set of reports-seed.ts (Northwind with 100,000 devices, an
 * operator's 1,000,000 assets and 20,000 loads), p50/p95 of every dashboard's service call for
 * the operator (all accounts) and for Northwind's client (enterprise), of runFacts per measure,
 * the rollup query next to the scan of the base tables it replaces, the refresh's throughput
 * (slices per second) and a 100,000-row report file built as the scheduled send builds it.
 * BENCH_REPORTS_RUNS sets the runs per call (default 40). Aims: dashboards p95 < 300 ms, the
 * report file < 20 s.
 */
import { DashboardQuery, REPORT_MEASURE_IDS, ReportDefinition, shiftDays } from "@ops/domain";
import { sql } from "drizzle-orm";
import { resolveActor } from "../src/areas/auth/auth.service";
import {
  getHome,
  getInbound,
  getReceived,
  getSerialized,
  getSummary,
  getTurnaround,
  getValueAdd,
} from "../src/areas/reports/dashboards/dashboards.service";
import { runFacts } from "../src/areas/reports/facts/run-facts";
import { rebuildRollups, refreshRollups } from "../src/areas/reports/rollups/refresh";
import { buildReportFile } from "../src/areas/reports/saved/report-file";
import type { Database } from "../src/db/client";
import { rowsOf } from "../src/db/paging";
import type { ServiceContext } from "../src/platform/context";
import { seedReports } from "./reports-seed";
import { measure, printTable, type Row } from "./stats";

const RUNS = Number(process.env.BENCH_REPORTS_RUNS ?? 40);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function contextOf(database: Database, email: string): Promise<ServiceContext> {
  const [user] = await rowsOf<{ id: number }>(database.db, sql`select id from users where email = ${email}`);
  const actor = user ? await resolveActor(database.db, Number(user.id)) : null;
  if (!actor) throw new Error(`no user ${email}`);
  return { db: database.db, actor };
}

async function dirtyCount(database: Database): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from rollup_dirty`);
  return Number(row?.n ?? 0);
}

/** Drains every dirty slice (a refresh stops after its time budget; the job would run again). */
async function drain(database: Database): Promise<{ slices: number; ms: number }> {
  const started = performance.now();
  let slices = 0;
  while ((await dirtyCount(database)) > 0) slices += (await refreshRollups(database.db)).slices;
  return { slices, ms: performance.now() - started };
}

async function refreshCases(database: Database) {
  const full = await drain(database);
  console.log(
    `Refresh of every slice after seeding: ${full.slices.toLocaleString("en-US")} slices in ${seconds(full.ms)} (${Math.round((full.slices * 1000) / full.ms)} slices/s)`,
  );
  // A minute on the floor: today's and yesterday's slices of every account marked again.
  await database.db.execute(sql`insert into rollup_dirty (account_id, day)
    select distinct account_id, day from rollup_received_daily where day >= current_date - 1 on conflict do nothing`);
  const minute = await drain(database);
  console.log(
    `Refresh of the last two days (${minute.slices} slices): ${seconds(minute.ms)} (${Math.round((minute.slices * 1000) / minute.ms)} slices/s)`,
  );
  // Three months of every account (a reclassified product's recent history, say).
  await database.db.execute(sql`insert into rollup_dirty (account_id, day)
    select distinct account_id, day from rollup_received_daily where day >= current_date - 90 on conflict do nothing`);
  const quarter = await drain(database);
  console.log(
    `Refresh of the last 91 days (${quarter.slices.toLocaleString("en-US")} slices): ${seconds(quarter.ms)} (${Math.round((quarter.slices * 1000) / quarter.ms)} slices/s)`,
  );
  const started = performance.now();
  const rebuilt = await rebuildRollups(database.db);
  console.log(
    `Full rebuild: ${rebuilt.slices.toLocaleString("en-US")} slices in ${seconds(performance.now() - started)}\n`,
  );
}

async function dashboardCases(operator: ServiceContext, client: ServiceContext): Promise<Row[]> {
  const q = DashboardQuery.parse({});
  const year = DashboardQuery.parse({
    beginDate: shiftDays(today(), 364),
    timePeriod: "monthly",
    splitByProduct: "true",
  });
  const rows: Row[] = [];
  const cases: [string, (ctx: ServiceContext, q: DashboardQuery) => Promise<unknown>][] = [
    ["summary", getSummary],
    ["inbound", getInbound],
    ["serialized", getSerialized],
    ["received", getReceived],
    ["value-add", getValueAdd],
  ];
  for (const [who, ctx] of [
    ["operator", operator],
    ["client 100k", client],
  ] as const) {
    for (const [name, fn] of cases) {
      rows.push(await measure(`${who} ${name} (91 days weekly)`, RUNS, () => fn(ctx, q)));
      rows.push(await measure(`${who} ${name} (1 year monthly, by product)`, RUNS, () => fn(ctx, year)));
    }
    rows.push(await measure(`${who} home`, RUNS, () => getHome(ctx)));
  }
  rows.push(await measure("operator turnaround (91 days)", RUNS, () => getTurnaround(operator, q)));
  rows.push(await measure("operator turnaround (1 year)", RUNS, () => getTurnaround(operator, year)));
  return rows;
}

const today = () => new Date().toISOString().slice(0, 10);

async function factsCases(database: Database, northwind: number): Promise<Row[]> {
  const range = { beginDate: shiftDays(today(), 364), endDate: today() };
  const rows: Row[] = [];
  for (const measureId of REPORT_MEASURE_IDS) {
    rows.push(
      await measure(`runFacts ${measureId} by week, all accounts, 1 year`, RUNS, () =>
        runFacts(database.db, {
          measures: [measureId],
          dimensions: ["period"],
          range,
          timePeriod: "weekly",
          accountIds: "all",
          productClassIds: [],
        }),
      ),
    );
  }
  // The rollup query next to the scan of assets it replaces: weight by week and class.
  rows.push(
    await measure("rollup: weight by week and class, all, 1 year", RUNS, () =>
      runFacts(database.db, {
        measures: ["weight_lbs"],
        dimensions: ["period", "product_class"],
        range,
        timePeriod: "weekly",
        accountIds: "all",
        productClassIds: [],
      }),
    ),
  );
  rows.push(
    await measure("scan:   weight by week and class, all, 1 year", Math.min(RUNS, 10), () =>
      database.db.execute(sql`
        select date_trunc('week', (a.created_at at time zone 'UTC'))::date as week, coalesce(p.class_id, 0) as class,
               sum(pa.net_weight) from assets a join product_assets pa on pa.asset_id = a.id
          join products p on p.id = pa.product_id
         where a.created_at >= ${range.beginDate}::timestamp at time zone 'UTC' group by 1, 2`),
    ),
  );
  rows.push(
    await measure("rollup: client devices by grade and disposition, 1 year", RUNS, () =>
      runFacts(database.db, {
        measures: ["devices"],
        dimensions: ["grade", "disposition"],
        range,
        timePeriod: "weekly",
        accountIds: [northwind],
        productClassIds: [],
      }),
    ),
  );
  rows.push(
    await measure("scan:   client devices by grade and disposition, 1 year", RUNS, () =>
      database.db.execute(sql`
        select coalesce(grade, ''), coalesce(disposition, ''), count(*) from assets
         where account_id = ${northwind} and type = 'serial'
           and created_at >= ${range.beginDate}::timestamp at time zone 'UTC' group by 1, 2`),
    ),
  );
  return rows;
}

async function reportFileCase(operator: ServiceContext) {
  // Weight and pieces per day and product over two years: about 100,000 non-empty rows.
  const definition = ReportDefinition.parse({
    measures: ["weight_lbs", "pieces"],
    dimensions: ["period", "product"],
    timePeriod: "daily",
    range: { kind: "between", beginDate: shiftDays(today(), 729), endDate: today() },
  });
  for (const format of ["csv", "xlsx"] as const) {
    const started = performance.now();
    const file = await buildReportFile(operator, definition, format);
    const lines = format === "csv" ? file.body.toString("utf8").split("\n").length : null;
    console.log(
      `Report file (${format}) of weight and pieces by day and product, 2 years: ${seconds(performance.now() - started)}, ${(file.body.length / 1e6).toFixed(1)} MB${lines ? `, ${lines.toLocaleString("en-US")} lines` : ""}`,
    );
  }
}

export async function benchReports(database: Database) {
  console.log(`Reports and dashboards on ${database.kind}`);
  await seedReports(database);
  await refreshCases(database);
  const [nw] = await rowsOf<{ id: number }>(
    database.db,
    sql`select id from accounts where name = 'Northwind Health'`,
  );
  const operator = await contextOf(database, "operator@example.com");
  const client = await contextOf(database, "client@example.com");
  const rows = [...(await dashboardCases(operator, client)), ...(await factsCases(database, Number(nw?.id)))];
  printTable(rows);
  await reportFileCase(operator);
}
