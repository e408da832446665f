/**
 * Activities case of `npm run bench`: seeds BENCH_LOADS inbound and outbound loads (default
 * 100,000) set-based over the demo accounts, warehouses and carriers, with dock dates over two
 * years, then measures `GET /spa/activities` pages (SPEC scale: under 50 ms) next to the bare
 * page-of-ids query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { measure, type Row } from "./stats";

const LOADS = Number(process.env.BENCH_LOADS ?? 100_000);

export async function seedBenchLoads(database: Database, count = LOADS) {
  const started = performance.now();
  await database.db.execute(sql`
    with a as (select array_agg(id order by id) ids from accounts where type = 'active'),
         w as (select array_agg(id order by id) ids, array_agg(lower(short_name) order by id) names from warehouses),
         c as (select array_agg(id order by id) ids from carriers)
    insert into activities (slug, type, status, account_id, warehouse_id, shipment_size, carrier_id,
                            scheduled_date, scheduled_time, routine, gate_control, client_ref, created_at, updated_at)
    select w.names[1 + g % cardinality(w.ids)] || '-bench-' || g,
           case when g % 4 = 0 then 'outbound' else 'inbound' end,
           case when g % 4 = 0 then 'open'
                else (array['requested','scheduled','received','processed','priced','invoiced','closed','canceled'])[1 + g % 8] end,
           a.ids[1 + g % cardinality(a.ids)],
           w.ids[1 + g % cardinality(w.ids)],
           (array['ftl','ltl','partial','parcel','air'])[1 + g % 5],
           c.ids[1 + g % cardinality(c.ids)],
           case when g % 10 = 0 then null else current_date - 365 + (g % 730) end,
           case when g % 10 = 0 then null else lpad(((g % 12) + 6)::text, 2, '0') || ':' || lpad(((g % 12) * 5)::text, 2, '0') end,
           g % 3 = 0, g % 5 = 0, 'PO-' || g,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${count}) g, a, w, c`);
  // Vacuumed as a live table would be by autovacuum, so counts can read the index alone.
  await database.db.execute(sql`vacuum analyze activities`);
  console.log(
    `Seeded ${count} loads in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind}\n`,
  );
}

export async function benchActivities(
  database: Database,
  get: (url: string) => () => Promise<void>,
  runs: number,
): Promise<Row[]> {
  await seedBenchLoads(database);
  const rows: Row[] = [];
  const cases: [string, string][] = [
    ["API  GET /spa/activities (newest first)", "/spa/activities"],
    ["API  GET /spa/activities?type=inbound&page=40", "/spa/activities?type=inbound&page=40"],
    [
      "API  GET /spa/activities?status=scheduled,requested",
      "/spa/activities?type=inbound&status=scheduled,requested",
    ],
    [
      "API  GET /spa/activities (a month by dock date)",
      `/spa/activities?startDate=${offset(-15)}&endDate=${offset(15)}&sort=scheduledDate&order=asc`,
    ],
    ["API  GET /spa/activities?search=po-4242", "/spa/activities?search=po-4242"],
    ["API  GET /spa/activities (sorted by account)", "/spa/activities?sort=accountName&order=asc"],
    ["API  GET /spa/loads (with ASN totals)", "/spa/loads?type=inbound"],
  ];
  for (const [label, url] of cases) rows.push(await measure(label, runs, get(url)));
  rows.push(
    await measure("bare page of ids, newest first, with count", runs, () =>
      Promise.all([
        database.db.execute(sql`select id from activities order by created_at desc, id desc limit 25`),
        database.db.execute(sql`select count(*) from activities`),
      ]),
    ),
  );
  return rows;
}

function offset(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
