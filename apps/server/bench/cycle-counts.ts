/**
 * Cycle counts case of `npm run bench` (BENCH_ONLY=counts): a DAL location holding 5,000 stock
 * assets (BENCH_COUNT_ASSETS) on the demo database, plus 50 stock assets at another location.
 * Measures through the whole HTTP stack (inject): starting a count (the expected set snapshotted
 * set-based), the compare (`GET /spa/cycle_counts/{id}`) right after the start (all 5,000 missing,
 * every one listed) and once counted (all but 50 found, 50 unexpected), a scan, and the close with
 * 100 adjustments (50 missing, 50 found here), each undone between runs. Aim (issue 17): the
 * compare of a 5,000-asset location under 1 s.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { apiCaller, rowsOf } from "./api-calls";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_COUNT_ASSETS ?? 5000);
const OFF = 50;

/** Percentiles of a timed part of each run (the run answers its own elapsed milliseconds). */
async function timed(label: string, runs: number, run: () => Promise<number>): Promise<Row> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await run());
  times.sort((a, b) => a - b);
  const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  const total = times.reduce((a, b) => a + b, 0) / 1000;
  return { label, runs, p50: pick(50), p95: pick(95), p99: pick(99), perSecond: runs / total };
}

export async function benchCycleCounts(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const started = performance.now();
  const db = database.db;
  const [ctx] = await rowsOf<{ warehouse_id: number; activity_id: number; account_id: number }>(
    database,
    sql`select w.id as warehouse_id, a.id as activity_id, (select min(id) from accounts where type = 'active') as account_id
          from warehouses w join activities a on a.warehouse_id = w.id and a.type = 'inventory' where w.short_name = 'DAL'`,
  );
  if (!ctx) throw new Error("no DAL inventory activity");
  const [bin, other] = await rowsOf<{ id: number }>(
    database,
    sql`insert into locations (warehouse_id, barcode, name, type)
        values (${ctx.warehouse_id}, 'BENCH-CC-BIN', 'Bench count bin', 'inventory'),
               (${ctx.warehouse_id}, 'BENCH-CC-OTHER', 'Bench count other', 'inventory')
        returning id`,
  );
  if (!bin || !other) throw new Error("no bench locations");
  await db.execute(sql`
    insert into assets (barcode, type, serial_number, activity_id, account_id, warehouse_id, location_id)
    select 'BCC' || lpad(g::text, 7, '0'), 'serial', 'SN-BCC' || g, ${ctx.activity_id}::int, ${ctx.account_id}::int,
           ${ctx.warehouse_id}::int, case when g <= ${ASSETS} then ${bin.id}::int else ${other.id}::int end
      from generate_series(1, ${ASSETS + OFF}) g`);
  await db.execute(sql`analyze assets`);
  console.log(
    `Seeded ${ASSETS + OFF} count assets in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  const call = apiCaller(app, cookie);
  const start = async (): Promise<number> =>
    (await call("POST", `/spa/locations/${bin.id}/cycle_counts`, { includeChildren: false })).id;
  const closeAsIs = (id: number) => call("POST", `/spa/cycle_counts/${id}/close`, { accept: [] });
  /** All but the last 50 expected assets found, and the 50 of the other location found here (set-based). */
  const counted = async (id: number) => {
    await call("POST", `/spa/cycle_counts/${id}/locations/${bin.id}/claim`);
    await db.execute(sql`
      update cycle_count_items set found_location_id = ${bin.id}, scanned_at = now()
       where count_id = ${id} and barcode <= ${`BCC${String(ASSETS - OFF).padStart(7, "0")}`}`);
    await db.execute(sql`
      insert into cycle_count_items (count_id, asset_id, barcode, found_location_id, scanned_at)
      select ${id}, a.id, a.barcode, ${bin.id}, now() from assets a where a.location_id = ${other.id}`);
  };

  const rows: Row[] = [];
  rows.push(
    await timed(`API  POST start a count of ${ASSETS} assets`, 10, async () => {
      const t0 = performance.now();
      const id = await start();
      const elapsed = performance.now() - t0;
      await closeAsIs(id);
      return elapsed;
    }),
  );
  const fresh = await start();
  rows.push(
    await measure(`API  GET compare, just started (${ASSETS} missing)`, Math.min(runs, 30), () =>
      call("GET", `/spa/cycle_counts/${fresh}`),
    ),
  );
  await counted(fresh);
  rows.push(
    await measure(`API  GET compare, counted (${OFF} missing, ${OFF} unexpected)`, Math.min(runs, 100), () =>
      call("GET", `/spa/cycle_counts/${fresh}`),
    ),
  );
  // Scans of the found assets again: already counted, the same reads and the conflict path of the insert.
  let n = 0;
  rows.push(
    await measure("API  POST scan (5,000-asset count)", Math.min(runs, 200), () => {
      n += 1;
      return call("POST", `/spa/cycle_counts/${fresh}/scans`, {
        locationId: bin.id,
        barcode: `BCC${String((n % (ASSETS - OFF)) + 1).padStart(7, "0")}`,
      });
    }),
  );
  await closeAsIs(fresh);

  // The close with 100 adjustments, undone between runs (the undo is not timed).
  const last = `BCC${String(ASSETS).padStart(7, "0")}`;
  rows.push(
    await timed(`API  POST close, ${OFF * 2} adjustments (${ASSETS} assets)`, 5, async () => {
      const id = await start();
      await counted(id);
      const t0 = performance.now();
      await call("POST", `/spa/cycle_counts/${id}/close`, { accept: "all" });
      const elapsed = performance.now() - t0;
      await db.execute(
        sql`update assets set location_id = ${bin.id} where barcode like 'BCC%' and barcode <= ${last}`,
      );
      await db.execute(
        sql`update assets set location_id = ${other.id} where barcode like 'BCC%' and barcode > ${last}`,
      );
      return elapsed;
    }),
  );
  return rows;
}
