import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { backfillMilestones } from "./milestones";
import { devicesRows, receivedRows, slicesOf, testsRows } from "./rollup-sql";

/** Slices recomputed per transaction: small enough to keep each one short. */
export const REFRESH_BATCH = 500;
/** A refresh stops starting batches after this long; the next run takes what is left. */
const REFRESH_BUDGET_MS = 45_000;
const STATE = "daily";

const TABLES = ["rollup_received_daily", "rollup_devices_daily", "rollup_tests_daily"] as const;

/** Writes the three rollups of the slices `s` (their old rows already deleted) or of everything. */
async function writeRollups(db: Db, slices: ReturnType<typeof slicesOf> | null): Promise<void> {
  await db.execute(sql`insert into rollup_received_daily
    (day, account_id, product_class_id, product_id, weight_lbs, pieces, devices) ${receivedRows(slices)}`);
  await db.execute(sql`insert into rollup_devices_daily
    (day, account_id, product_class_id, grade, disposition, devices) ${devicesRows(slices)}`);
  await db.execute(
    sql`insert into rollup_tests_daily (day, account_id, user_id, devices) ${testsRows(slices)}`,
  );
}

async function markRefreshed(db: Db, details: Record<string, unknown>): Promise<void> {
  await db.execute(sql`insert into rollup_state (name, refreshed_at, details)
    values (${STATE}, now(), ${JSON.stringify(details)}::jsonb)
    on conflict (name) do update set refreshed_at = excluded.refreshed_at, details = excluded.details`);
}

/**
 * One batch: takes up to `limit` dirty slices (skipping those a writer still holds, see
 * migration 0027), deletes their marks and recomputes their rollups, all in one transaction —
 * a failed batch leaves its slices dirty. Answers how many slices it recomputed.
 */
async function refreshBatch(db: Db, limit: number): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await rowsOf<{ accountId: number; day: string }>(
      tx as unknown as Db,
      sql`delete from rollup_dirty d
           where (d.account_id, d.day) in (
             select account_id, day from rollup_dirty order by day, account_id limit ${limit}
             for update skip locked)
       returning d.account_id as "accountId", to_char(d.day, 'YYYY-MM-DD') as day`,
    );
    if (taken.length === 0) return 0;
    const slices = slicesOf(
      taken.map((t) => Number(t.accountId)),
      taken.map((t) => t.day),
    );
    for (const table of TABLES) {
      await tx.execute(sql`delete from ${sql.identifier(table)} r using ${slices}
        where r.account_id = s.account_id and r.day = s.day`);
    }
    await writeRollups(tx as unknown as Db, slices);
    return taken.length;
  });
}

/**
 * Brings the rollups up to date: drains rollup_dirty batch by batch and recomputes those slices
 * from the base tables, then records when (rollupsAsOf). Safe beside writers and beside another
 * refresh: a slice is taken by one refresh at a time, and one changed meanwhile is marked again.
 */
export async function refreshRollups(db: Db, options: { batch?: number } = {}): Promise<{ slices: number }> {
  const started = Date.now();
  let slices = 0;
  for (;;) {
    const done = await refreshBatch(db, options.batch ?? REFRESH_BATCH);
    slices += done;
    if (done === 0 || Date.now() - started > REFRESH_BUDGET_MS) break;
  }
  await markRefreshed(db, { slices, ms: Date.now() - started });
  return { slices };
}

/**
 * Recomputes every rollup from the base tables in one transaction (after a product changed
 * class, or to repair), and fills the load milestones the events show but the table lacks.
 * Marks already dirty stay: the next refresh recomputes those slices again, harmlessly.
 */
export async function rebuildRollups(db: Db): Promise<{ slices: number }> {
  const started = Date.now();
  await db.transaction(async (tx) => {
    for (const table of TABLES) await tx.execute(sql`delete from ${sql.identifier(table)}`);
    await writeRollups(tx as unknown as Db, null);
    await backfillMilestones(tx as unknown as Db);
  });
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select account_id, day from rollup_received_daily union
      select account_id, day from rollup_devices_daily union
      select account_id, day from rollup_tests_daily) x`,
  );
  const slices = Number(row?.n ?? 0);
  await markRefreshed(db, { slices, ms: Date.now() - started, rebuilt: true });
  return { slices };
}
