/**
 * The data set of the reports bench (BENCH_ONLY=reports), set-based (generate_series, chunked):
 * BENCH_REPORTS_ACCOUNTS client accounts (default 200) and Northwind, BENCH_REPORTS_LOADS inbound
 * loads (default 20,000) received over the last two years with their milestones, a tenth of them
 * Northwind's; BENCH_REPORTS_ASSETS assets (default 1,000,000: nine in ten serialized devices of
 * eight classes and 150 products, graded and disposed, a tenth weighed bins) spread over the loads, so Northwind
 * holds a tenth (100,000 devices); test results for four devices in ten; final statements of the
 * priced loads and certificates of half the processed ones. The rollup triggers mark every slice
 * as the rows go in, as they would on the floor.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client";

export const REPORTS_SCALE = {
  accounts: Number(process.env.BENCH_REPORTS_ACCOUNTS ?? 200),
  loads: Number(process.env.BENCH_REPORTS_LOADS ?? 20_000),
  assets: Number(process.env.BENCH_REPORTS_ASSETS ?? 1_000_000),
  days: 730,
  chunk: 100_000,
};
const B = "Bench reports";
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A seeding statement, without the API's statement time-out (one statement writes 100,000 rows and their marks). */
async function bulk(database: Database, query: ReturnType<typeof sql>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(query);
  });
}

async function catalogue(database: Database) {
  const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
  await run(sql`insert into product_classes (name, serialized)
    select ${B} || ' class ' || g, g <= 6 from generate_series(1, 8) g`);
  await run(sql`insert into products (name, type, class_id)
    select ${B} || ' product ' || g, case when g <= 136 then 'serialized' else 'palletized' end,
           case when g <= 144 then (select id from product_classes where name = ${B} || ' class ' || (1 + g % 8)) end
      from generate_series(1, 150) g`);
  await run(sql`insert into test_suites (name, product_class_id)
    select ${B} || ' suite ' || g, (select id from product_classes where name = ${B} || ' class ' || g)
      from generate_series(1, 8) g`);
  await run(sql`insert into test_suite_versions (suite_id, version, published, questions, evaluation, published_at)
    select id, 1, true, '[]'::jsonb, '{}'::jsonb, now() from test_suites where name like ${`${B} suite %`}`);
  await run(sql`insert into users (first_name, last_name, email, password_hash, entitlements, type)
    select 'Tech', 'Bench ' || g, 'bench-tech-' || g || '@example.com', 'scrypt$1$1$1$AA$AA', '{smr_user}', 'operator'
      from generate_series(1, 20) g`);
}

async function loads(database: Database, n: number, days: number, accounts: number) {
  const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
  await run(sql`insert into accounts (name, code, subscription_level)
    select ${B} || ' client ' || lpad(g::text, 4, '0'), 'BR-' || g, 'enterprise' from generate_series(1, ${accounts}::int) g`);
  // Load g: Northwind's when g is a multiple of 10; received g/n of the way back over `days`.
  await run(sql`
    with a as (select array_agg(id order by id) ids from accounts where code like 'BR-%'),
         nw as (select id from accounts where name = 'Northwind Health'),
         w as (select min(id) id from warehouses)
    insert into activities (slug, type, status, account_id, warehouse_id, scheduled_date, created_at, updated_at)
    select 'bench-reports-' || g, 'inbound',
           case when g * ${days}::int / ${n}::int < 3 then (array['received','processed'])[1 + g % 2]
                when g * ${days}::int / ${n}::int < 20 then (array['processed','priced'])[1 + g % 2]
                else (array['priced','invoiced','closed'])[1 + g % 3] end,
           case when g % 10 = 0 then nw.id else a.ids[1 + g % cardinality(a.ids)] end, w.id,
           current_date - (g * ${days}::int / ${n}::int),
           now() - (g * ${days}::int / ${n}::int) * interval '1 day' - interval '3 hours', now()
      from generate_series(1, ${n}::int) g, a, nw, w`);
  await run(sql`
    insert into load_milestones (activity_id, account_id, program_id, received_at, processed_at, priced_at)
    select id, account_id, program_id, created_at + interval '2 hours',
           case when status <> 'received' then created_at + interval '2 hours' + (1 + id % 9) * interval '1 day' end,
           case when status in ('priced', 'invoiced', 'closed') then created_at + (3 + id % 9) * interval '1 day' end
      from activities where slug like 'bench-reports-%'`);
}

async function assets(database: Database, total: number, chunk: number, log: (line: string) => void) {
  const started = performance.now();
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    // Asset g goes round the loads; it was received on its load's received day, a few minutes apart.
    const t0 = performance.now();
    await bulk(
      database,
      sql`
      with l as (select row_number() over (order by a.id) - 1 as n, a.id, a.account_id, a.warehouse_id, m.received_at
                   from activities a join load_milestones m on m.activity_id = a.id
                  where a.slug like 'bench-reports-%'),
           s as (select array_agg(id order by id) ids from products where name like ${`${B} product %`} and type = 'serialized'),
           c as (select array_agg(id order by id) ids from products where name like ${`${B} product %`} and type = 'palletized'),
           src as (select g, g % 10 = 0 as bin, g % (select count(*) from l) as n from generate_series(${from}::int, ${to}::int) g),
           ins as (
             insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id, warehouse_id,
                                 grade, disposition, created_at, updated_at)
             select 'BR' || lpad(g::text, 8, '0'), case when bin then 'bin' else 'serial' end,
                    case when bin then null else 'SNBR' || g end, l.id, l.id, l.account_id, l.warehouse_id,
                    case when not bin then (array['A','B','C','D','F',null])[1 + g % 6] end,
                    case when not bin then (array['resold_or_recycled','redeploy','return',null])[1 + g % 4] end,
                    l.received_at + (g % 3000) * interval '1 second', now()
               from src join l on l.n = src.n
             returning id, type)
      insert into product_assets (asset_id, product_id, position, quantity, gross_weight, net_weight)
      select ins.id, case when ins.type = 'bin' then c.ids[1 + ins.id % cardinality(c.ids)] else s.ids[1 + ins.id % cardinality(s.ids)] end,
             0, case when ins.type = 'bin' then 1 + ins.id % 20 else 1 end,
             case when ins.type = 'bin' then 220 + ins.id % 300 else 6 + ins.id % 5 end,
             case when ins.type = 'bin' then 200 + ins.id % 300 else 5 + ins.id % 5 end
        from ins, s, c`,
    );
    const t1 = performance.now();
    // Four devices in ten tested the day after they came, by one of twenty technicians.
    await bulk(
      database,
      sql`
      with t as (select array_agg(id order by id) ids from users where email like 'bench-tech-%')
      insert into test_results (asset_id, suite_id, version_id, answers, evaluation, tested_by, created_at, updated_at)
      select a.id, v.suite_id, v.id, '{}'::jsonb, '{}'::jsonb, t.ids[1 + a.id % 20], a.created_at + interval '1 day', now()
        from assets a
        join product_assets pa on pa.asset_id = a.id
        join products p on p.id = pa.product_id
        join test_suites su on su.product_class_id = p.class_id and su.name like ${`${B} suite %`}
        join test_suite_versions v on v.suite_id = su.id, t
       where a.barcode between ${`BR${String(from).padStart(8, "0")}`} and ${`BR${String(to).padStart(8, "0")}`}
         and a.type = 'serial' and a.id % 10 < 4`,
    );
    log(
      `  assets ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")}: with entries ${((t1 - t0) / 1000).toFixed(1)} s, tests ${seconds(t1)} (${seconds(started)} in all)`,
    );
  }
}

async function settlementAndCertificates(database: Database) {
  const run = (q: ReturnType<typeof sql>) => database.db.execute(q);
  await run(sql`
    insert into settlement_statements (activity_id, status, finalized_at)
    select m.activity_id, 'final', m.priced_at from load_milestones m
      join activities a on a.id = m.activity_id where a.slug like 'bench-reports-%' and m.priced_at is not null`);
  // Four lines each: value and revenue share owed to the client, freight and services charged.
  await run(sql`
    insert into settlement_lines (statement_id, position, kind, source, description, quantity, unit, amount, line_date)
    select s.id, k, (array['value','revenue_share','freight','service'])[k], 'bench', 'Bench line', 1, 'charge',
           case k when 1 then 400 + s.id % 900 when 2 then 50 + s.id % 70 when 3 then -(120 + s.id % 80)
                  else -(35 + s.id % 40) end,
           (s.finalized_at at time zone 'UTC')::date + case when k = 2 then 20 else 0 end
      from settlement_statements s join activities a on a.id = s.activity_id and a.slug like 'bench-reports-%',
           generate_series(1, 4) k`);
  await run(sql`
    insert into certificates (number, activity_id, account_id, kind, sha256, serial_count, data_bearing_count, issued_at)
    select 'BR-CERT-' || a.id, a.id, a.account_id, 'destruction', 'x', 0, 0, m.processed_at + interval '1 day'
      from activities a join load_milestones m on m.activity_id = a.id
     where a.slug like 'bench-reports-%' and m.processed_at is not null and a.id % 2 = 0`);
}

/** Seeds the reports data set; answers how long it took. */
export async function seedReports(database: Database, log: (line: string) => void = console.log) {
  const started = performance.now();
  const { accounts, loads: n, assets: total, days, chunk } = REPORTS_SCALE;
  await catalogue(database);
  await loads(database, n, days, accounts);
  log(`  ${accounts} accounts and ${n.toLocaleString("en-US")} loads (${seconds(started)})`);
  await assets(database, total, chunk, log);
  await settlementAndCertificates(database);
  for (const table of [
    "accounts",
    "activities",
    "assets",
    "product_assets",
    "test_results",
    "load_milestones",
    "settlement_statements",
    "settlement_lines",
    "certificates",
    "rollup_dirty",
  ])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  log(`Reports data set ready in ${seconds(started)} on ${database.kind}`);
}
