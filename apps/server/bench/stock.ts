/**
 * Stock case of `npm run bench` (BENCH_ONLY=stock): on the scale set (bench/scale-seed.ts,
 * BENCH_ASSETS assets over 200 accounts, default 1,000,000) four in ten assets are put in stock,
 * set-based: moved to their warehouse's inventory activity, at one of 400 inventory locations of
 * the warehouse, with a stock type, a value on every product entry and an own value (serial
 * pricing) on one serial in five. Measures `GET /spa/stock?format=summary_priced_inventory` for
 * one warehouse grouped by account and by product (inject: session, filters, the aggregate, the
 * grouping and the answer), for all warehouses, the per-asset and per-location lists' first
 * page, next to the aggregate statement run bare. Aim (issue 17): the summary of a warehouse
 * under 300 ms at p95 on PostgreSQL, whatever the grouping.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { stockRows } from "../src/areas/inventory/stock.repo";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const LOCATIONS_PER_WAREHOUSE = 400;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Four scale assets in ten into their warehouse's inventory activity, at a location, priced; skipped
 * when an earlier case already put them there (the load builder case reads the same stock).
 */
export async function seedStock(database: Database) {
  const started = performance.now();
  const db = database.db;
  const [done] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from locations where barcode like 'BENCH-STOCK-%'`,
  );
  if (done?.n) return;
  await db.execute(sql`
    insert into locations (warehouse_id, barcode, name, type)
    select w.id, 'BENCH-STOCK-' || w.short_name || '-' || lpad(g::text, 4, '0'), 'Bench shelf ' || g, 'inventory'
    from warehouses w, generate_series(1, ${LOCATIONS_PER_WAREHOUSE}::int) g`);
  const [range] = await rowsOf<{ low: number; high: number }>(
    database,
    sql`select min(id)::int as low, max(id)::int as high from assets where barcode ~ '^S[0-9]{7}$'`,
  );
  // In slices of ids, each statement well inside the statement timeout.
  const step = 50_000;
  for (let low = range?.low ?? 0; low <= (range?.high ?? -1); low += step) {
    const high = low + step - 1;
    await db.execute(sql`
      with inv as (select warehouse_id, id from activities where type = 'inventory'),
           locs as (select warehouse_id, array_agg(id order by id) ids from locations
                    where barcode like 'BENCH-STOCK-%' group by warehouse_id)
      update assets a set
        activity_id = inv.id,
        location_id = locs.ids[1 + a.id % cardinality(locs.ids)],
        stock_type = (array['rmi','fgi','semi_fgi','staging','cage'])[1 + a.id % 5],
        value = case when a.type = 'serial' and a.id % 5 = 0 then 25 + a.id % 300 else null end
      from inv, locs
      where inv.warehouse_id = a.warehouse_id and locs.warehouse_id = a.warehouse_id
        and a.id between ${low} and ${high} and a.barcode ~ '^S[0-9]{7}$' and a.id % 10 < 4`);
    await db.execute(sql`
      update product_assets pa set value = 10 + (pa.asset_id % 500) + 0.99
      where pa.asset_id between ${low} and ${high} and pa.asset_id % 10 < 4
        and exists (select 1 from assets a where a.id = pa.asset_id and a.barcode ~ '^S[0-9]{7}$')`);
  }
  console.log(`  40 % of the scale assets moved into stock, their entries priced (${seconds(started)})`);
  for (const table of ["assets", "product_assets", "stock_entries", "locations"])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`Stock ready in ${seconds(started)}`);
}

export async function benchStock(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  // Smaller chunks than the default: each statement stays well inside the statement timeout on a busy machine.
  await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS, chunk: 25_000 });
  await seedStock(database);
  const [warehouse] = await rowsOf<{ id: number; inventory: number; n: number }>(
    database,
    sql`select w.id, act.id as inventory,
               (select count(*)::int from assets a where a.activity_id = act.id and a.closed_at is null) as n
        from warehouses w join activities act on act.warehouse_id = w.id and act.type = 'inventory'
        order by n desc limit 1`,
  );
  if (!warehouse) throw new Error("no warehouse with stock");
  console.log(`Stock of the measured warehouse: ${warehouse.n.toLocaleString("en-US")} assets`);
  const get = (url: string) => async () => {
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const heavy = Math.min(runs, 40);
  const summary = `/spa/stock?format=summary_priced_inventory&warehouseId=${warehouse.id}`;
  const scope = {
    activityIds: [warehouse.inventory],
    accountIds: null,
    productIds: null,
    classIds: null,
    stockType: null,
    locationIds: null,
    receivedFrom: null,
    receivedBefore: null,
  };
  return [
    await measure(
      "API  GET /spa/stock summary, a warehouse, by account",
      heavy,
      get(`${summary}&groupBy=account`),
    ),
    await measure(
      "API  GET /spa/stock summary, a warehouse, by product",
      heavy,
      get(`${summary}&groupBy=product`),
    ),
    await measure("bare stock aggregate of a warehouse (account × product)", heavy, () =>
      stockRows(database.db, scope),
    ),
    await measure(
      "API  GET /spa/stock summary, all warehouses, by account",
      heavy,
      get("/spa/stock?format=summary_priced_inventory&groupBy=account"),
    ),
    await measure(
      "API  GET /spa/stock summary, a warehouse, stock type fgi",
      heavy,
      get(`${summary}&groupBy=product&stockType=fgi`),
    ),
    await measure(
      "API  GET /spa/stock/assets first page, a warehouse",
      heavy,
      get(`/spa/stock/assets?warehouseId=${warehouse.id}`),
    ),
    await measure(
      "API  GET /spa/stock/locations first page, a warehouse",
      heavy,
      get(`/spa/stock/locations?warehouseId=${warehouse.id}`),
    ),
  ];
}
