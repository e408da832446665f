/**
 * More activities cases of `npm run bench`, on the loads `benchActivities` (bench/activities.ts)
 * seeded: the pages a dispatcher opens most — the inbound index, filtered by status and account,
 * a deep page and a search — each next to the same work run bare on the database: the page of
 * ids, the count, and those rows with their names. The target is under 50 ms a page, so
 * paging and filtering the index feels immediate.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { measure, type Row } from "./stats";

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function benchActivityPages(
  database: Database,
  get: (url: string) => () => Promise<void>,
  runs: number,
): Promise<Row[]> {
  const [account] = await rowsOf<{ id: number }>(
    database,
    sql`select account_id as id from activities where type = 'inbound' and status = 'scheduled' group by account_id order by count(*) desc limit 1`,
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
  const search = sql`type = 'inbound' and (slug like '%bench-4242%' or lower(client_ref) like '%bench-4242%')`;
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
      "API  GET /spa/activities?type=inbound&search=bench-4242",
      runs,
      get("/spa/activities?type=inbound&search=bench-4242"),
    ),
  );
  rows.push(await measure("bare search on slug and client ref", runs, bare(search, 0)));
  return rows;
}
