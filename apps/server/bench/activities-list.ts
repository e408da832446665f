/**
 * Activities case of `npm run bench`: seeds BENCH_LOADS loads (default 100,000; nine in ten
 * inbound) set-based over two years of dock dates, then measures `GET /spa/activities` pages
 * (first, filtered by status and account, deep, search) next to the same page run bare: the
 * page of ids, the count and the page's rows with their names, as three plain statements.
 * The target (issue 5) is under 50 ms a page.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { measure, type Row } from "./stats";

const LOADS = Number(process.env.BENCH_LOADS ?? 100_000);

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function benchActivities(
  database: Database,
  get: (url: string) => () => Promise<void>,
  runs: number,
): Promise<Row[]> {
  const started = performance.now();
  await database.db.execute(sql`
    with acc as (select array_agg(id order by id) as ids from accounts where type = 'active'),
         wh as (select array_agg(id order by id) as ids from warehouses)
    insert into activities (slug, type, status, account_id, warehouse_id, shipment_size, scheduled_date,
                            scheduled_time, routine, gate_control, client_ref, description, created_at, updated_at)
    select 'bench-' || case when g % 10 = 0 then 'out' else 'in' end || '-' || lpad(g::text, 6, '0'),
           case when g % 10 = 0 then 'outbound' else 'inbound' end,
           (array['requested','scheduled','received','processed','priced','invoiced','closed','canceled'])[1 + g % 8],
           acc.ids[1 + g % cardinality(acc.ids)],
           wh.ids[1 + g % cardinality(wh.ids)],
           (array['ftl','ltl','partial','parcel'])[1 + g % 4],
           current_date - (g % 730),
           lpad(((7 + g % 10))::text, 2, '0') || ':' || (array['00','15','30','45'])[1 + g % 4],
           g % 7 = 0, g % 11 = 0, 'PO-' || g, 'Bench load ' || g,
           now() - make_interval(mins => g), now() - make_interval(mins => g)
    from generate_series(1, ${LOADS}) g, acc, wh`);
  await database.db.execute(sql`analyze activities`);
  console.log(
    `Seeded ${LOADS.toLocaleString("en-US")} loads in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const [account] = await rowsOf<{ id: number }>(
    database,
    sql`select account_id as id from activities where slug like 'bench-%' group by account_id order by count(*) desc limit 1`,
  );
  const accountId = account?.id ?? 0;

  /** The API's work done bare: the page of ids, the count, and those rows with their names. */
  const bare = (where: SQL, offset: number) => async () => {
    const ids = await rowsOf<{ id: number }>(
      database,
      sql`select id from activities where ${where} order by created_at desc, id desc limit 25 offset ${offset}`,
    );
    await database.db.execute(sql`select count(*)::int from activities where ${where}`);
    const list = JSON.stringify(ids.map((r) => r.id));
    await database.db.execute(sql`
      select a.*, acc.name as account_name, w.short_name
      from activities a join warehouses w on w.id = a.warehouse_id left join accounts acc on acc.id = a.account_id
      where a.id in (select jsonb_array_elements_text(${list}::jsonb)::int)`);
  };
  const inbound = sql`type = 'inbound'`;
  const filtered = sql`type = 'inbound' and status = 'scheduled' and account_id = ${accountId}`;
  const search = sql`type = 'inbound' and (slug like '%04242%' or lower(client_ref) like '%04242%')`;
  const deepPage = 1500;

  const rows: Row[] = [];
  rows.push(
    await measure(
      "API  GET /spa/activities?type=inbound (first page)",
      runs,
      get("/spa/activities?type=inbound"),
    ),
  );
  rows.push(await measure("bare first page (ids, count, rows)", runs, bare(inbound, 0)));
  rows.push(
    await measure(
      "API  GET /spa/activities status=scheduled&accountId",
      runs,
      get(`/spa/activities?type=inbound&status=scheduled&accountId=${accountId}`),
    ),
  );
  rows.push(await measure("bare status + account page", runs, bare(filtered, 0)));
  rows.push(
    await measure(
      `API  GET /spa/activities?type=inbound&page=${deepPage}`,
      runs,
      get(`/spa/activities?type=inbound&page=${deepPage}`),
    ),
  );
  rows.push(
    await measure(
      `bare page ${deepPage} (offset ${(deepPage - 1) * 25})`,
      runs,
      bare(inbound, (deepPage - 1) * 25),
    ),
  );
  rows.push(
    await measure(
      "API  GET /spa/activities?type=inbound&search=04242",
      runs,
      get("/spa/activities?type=inbound&search=04242"),
    ),
  );
  rows.push(await measure("bare search on slug and client ref", runs, bare(search, 0)));
  return rows;
}
