/**
 * Work case of `npm run bench` (BENCH_ONLY=work): on the scale set (bench/scale-seed.ts,
 * BENCH_ASSETS assets, default 1,000,000), scanning an asset into a shop order working the large
 * load (`POST /spa/activities/{slug}/work_assets`, each run a different asset, through the whole
 * stack in process) and the first page of a shop order's 10,000 created assets
 * (`GET /spa/activities/{slug}/work_assets?role=created`), next to the bare SQL of that page.
 * Aim (issue 14): both under 50 ms at p95.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, scaleBarcode, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const CREATED = 10_000;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A shop order working the load, as the shop-order screen would create it. */
async function insertShopOrder(
  database: Database,
  loadSlug: string,
  n: number,
): Promise<{ id: number; slug: string }> {
  const [row] = await rowsOf<{ id: number; slug: string }>(
    database,
    sql`insert into activities (slug, type, status, account_id, warehouse_id, load_id)
        select split_part(l.slug, '-', 1) || '-so-bench-' || ${n}::int, 'shop_order', 'in_progress',
               l.account_id, l.warehouse_id, l.id
        from activities l where l.slug = ${loadSlug}
        returning id, slug`,
  );
  if (!row) throw new Error(`no shop order on ${loadSlug}`);
  return row;
}

export async function benchWork(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const scale = await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS });
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const rows: Row[] = [];
  // The floor of a signed-in request on this machine now: a loaded machine slows every row alike.
  rows.push(
    await measure("floor: GET /spa/site (session, small answer)", runs, async () => {
      const res = await app.inject({ method: "GET", url: "/spa/site", headers });
      if (res.statusCode !== 200) throw new Error(`site: ${res.statusCode}`);
    }),
  );

  // Scans: each run takes the next asset of the large load (its first bigLoad barcodes).
  const order = await insertShopOrder(database, scale.bigLoadSlug, 1);
  const scans = Math.min(Math.max(runs, 200), SCALE_DEFAULTS.bigLoad - 10);
  let next = 1;
  const scan = async () => {
    const barcode = scaleBarcode(next++).toLowerCase();
    const res = await app.inject({
      method: "POST",
      url: `/spa/activities/${order.slug}/work_assets`,
      headers,
      payload: { barcode },
    });
    if (res.statusCode !== 201) throw new Error(`scan ${barcode}: ${res.statusCode} ${res.body}`);
  };
  rows.push(
    await measure(`POST scan into a shop order (${ASSETS.toLocaleString("en-US")} assets)`, scans, scan),
  );

  // 10,000 assets created in a second shop order, set-based (as createWorkAssets writes them).
  const made = await insertShopOrder(database, scale.bigLoadSlug, 2);
  await database.db.execute(sql`
    with src as (select id, account_id, receiving_activity_id, warehouse_id from assets where barcode = ${scaleBarcode(SCALE_DEFAULTS.bigLoad)}),
         p as (select min(id) id from products),
         ins as (
           insert into assets (barcode, type, activity_id, receiving_activity_id, account_id, warehouse_id,
                               created_at, updated_at)
           select upper(${made.slug}) || '-' || g, 'bin', ${made.id}::int, src.receiving_activity_id,
                  src.account_id, src.warehouse_id, now() - ((${CREATED}::int - g) || ' seconds')::interval, now()
           from generate_series(1, ${CREATED}::int) g, src
           returning id, created_at),
         pa as (insert into product_assets (asset_id, product_id, position, quantity, gross_weight, net_weight)
                select ins.id, p.id, 0, 1, 100, 90 from ins, p)
    insert into work_assets (activity_id, asset_id, role, source_asset_id, created_at, updated_at)
    select ${made.id}::int, ins.id, 'created', src.id, ins.created_at, now() from ins, src`);
  for (const table of ["assets", "product_assets", "work_assets"])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));

  const pageRuns = Math.min(runs, 100);
  const list = (pageSize: number) => async () => {
    const res = await app.inject({
      method: "GET",
      url: `/spa/activities/${made.slug}/work_assets?role=created&pageSize=${pageSize}`,
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`created list: ${res.statusCode} ${res.body}`);
    if (res.json().total !== CREATED) throw new Error(`created list total ${res.json().total}`);
  };
  rows.push(
    await measure(
      `GET created assets (${CREATED.toLocaleString("en-US")}), first page of 25`,
      pageRuns,
      list(25),
    ),
  );
  rows.push(
    await measure(
      `GET created assets (${CREATED.toLocaleString("en-US")}), first page of 100`,
      pageRuns,
      list(100),
    ),
  );
  rows.push(
    await measure("bare SQL: first 25 created ids, capped count", pageRuns, () =>
      Promise.all([
        database.db.execute(sql`select id from work_assets where activity_id = ${made.id} and role = 'created'
                                order by created_at desc, id desc limit 25`),
        database.db.execute(sql`select count(*) from (select 1 from work_assets
                                where activity_id = ${made.id} and role = 'created' limit 10001) c`),
      ]),
    ),
  );
  return rows;
}
