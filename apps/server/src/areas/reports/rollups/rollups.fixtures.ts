import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { unique } from "../facts/facts.fixtures";

// What the rollup tests compare: each rollup summed by (account, day) next to the same figure
// scanned from the base tables by a query written independently of rollup-sql.ts.

type Totals = Record<string, string>;

async function totals(db: Db, query: ReturnType<typeof sql>): Promise<Totals> {
  const rows = await rowsOf<{ k: string; v: string }>(db, query);
  return Object.fromEntries(rows.map((r) => [r.k, String(r.v)]));
}

const KEY = sql`account_id || '/' || to_char(day, 'YYYY-MM-DD')`;

/** Weight and pieces per slice: the rollup and the scan. */
export async function receivedBoth(db: Db): Promise<[Totals, Totals]> {
  return [
    await totals(
      db,
      sql`select ${KEY} as k, round(sum(weight_lbs), 3) || ' lbs ' || round(sum(pieces), 3) || ' pcs ' || sum(devices) as v
            from rollup_received_daily group by 1`,
    ),
    await totals(
      db,
      sql`select k, round(sum(w), 3) || ' lbs ' || round(sum(q), 3) || ' pcs ' || count(distinct s) as v from (
            select coalesce(a.account_id, 0) || '/' || to_char((a.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as k,
                   coalesce(pa.net_weight, 0) as w, pa.quantity as q,
                   case when a.type = 'serial' then a.id end as s
              from assets a join product_assets pa on pa.asset_id = a.id) x group by k`,
    ),
  ];
}

/** Serialized devices per slice, grade and disposition: the rollup and the scan. */
export async function devicesBoth(db: Db): Promise<[Totals, Totals]> {
  return [
    await totals(
      db,
      sql`select ${KEY} || '/' || grade || '/' || disposition as k, sum(devices) as v
            from rollup_devices_daily group by 1`,
    ),
    await totals(
      db,
      sql`select coalesce(account_id, 0) || '/' || to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD')
                 || '/' || coalesce(grade, '') || '/' || coalesce(disposition, '') as k, count(*) as v
            from assets where type = 'serial' group by 1`,
    ),
  ];
}

/** Devices tested per slice and technician: the rollup and the scan. */
export async function testsBoth(db: Db): Promise<[Totals, Totals]> {
  return [
    await totals(
      db,
      sql`select ${KEY} || '/' || user_id as k, sum(devices) as v from rollup_tests_daily group by 1`,
    ),
    await totals(
      db,
      sql`select coalesce(a.account_id, 0) || '/' || to_char((tr.created_at at time zone 'UTC')::date, 'YYYY-MM-DD')
                 || '/' || coalesce(tr.tested_by, 0) as k, count(distinct tr.asset_id) as v
            from test_results tr join assets a on a.id = tr.asset_id group by 1`,
    ),
  ];
}

/** The slices marked dirty now, as "account/day". */
export async function dirtySlices(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ k: string }>(db, sql`select ${KEY} as k from rollup_dirty order by 1`);
  return rows.map((r) => r.k);
}

/** A published test suite of the class, to record results against. */
export async function suiteOf(db: Db, classId: number): Promise<{ suiteId: number; versionId: number }> {
  const [suite] = await rowsOf<{ id: number }>(
    db,
    sql`insert into test_suites (name, product_class_id) values (${unique("Suite")}, ${classId}) returning id`,
  );
  const [version] = await rowsOf<{ id: number }>(
    db,
    sql`insert into test_suite_versions (suite_id, version, published, questions, evaluation, published_at)
        values (${suite?.id}, 1, true, '[]'::jsonb, '{}'::jsonb, now()) returning id`,
  );
  return { suiteId: Number(suite?.id), versionId: Number(version?.id) };
}

/** A test result of the asset by the user, recorded at `at`. */
export async function resultOf(
  db: Db,
  suite: { suiteId: number; versionId: number },
  assetId: number,
  userId: number | null,
  at: string,
): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into test_results (asset_id, suite_id, version_id, answers, evaluation, tested_by, created_at)
        values (${assetId}, ${suite.suiteId}, ${suite.versionId}, '{}'::jsonb, '{}'::jsonb, ${userId}, ${at}::timestamptz)
        returning id`,
  );
  return Number(row?.id);
}
