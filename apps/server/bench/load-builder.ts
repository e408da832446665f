/**
 * Load builder case of `npm run bench` (BENCH_ONLY=loadbuilder): on the scale set with its stock
 * (bench/scale-seed.ts, then four assets in ten in stock: the stock case's seedStock), a buyer's
 * outbound price list for every product; measures through the whole stack the available stock
 * of the fullest warehouse over the default month, grouped by account and by product, the
 * alternate accounts of two products, and confirming loads of 5,000 assets. Aims (issue 18):
 * stock either way and alternates under 300 ms at p95 on PostgreSQL, a 5,000-asset confirm
 * under 3 s.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";
import { seedStock } from "./stock";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const CONFIRM_SIZE = Number(process.env.BENCH_CONFIRM_SIZE ?? 5_000);
const CONFIRM_RUNS = Number(process.env.BENCH_CONFIRM_RUNS ?? 5);

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function benchLoadBuilder(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const started = performance.now();
  await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS, chunk: 25_000 });
  await seedStock(database);
  const [buyer] = await rowsOf<{ id: number }>(
    database,
    sql`select id from accounts where name = 'Evergreen Metals Recovery'`,
  );
  if (!buyer) throw new Error("no demo buyer");
  await database.db.execute(sql`
    with list as (
      insert into price_lists (account_id, type, version)
      select ${buyer.id}, 'outbound', coalesce(max(version), 0) + 1 from price_lists
      where account_id = ${buyer.id} and type = 'outbound' returning id)
    insert into price_entries (price_list_id, position, product_id, method, unit, price)
    select list.id, row_number() over (order by p.id), p.id, 'unit_price',
           case when p.type = 'serialized' then 'pieces' else 'lbs' end,
           case when p.type = 'serialized' then 400 else 0.85 end
    from list, products p where p.type in ('serialized', 'palletized', 'in_stock')`);
  const [warehouse] = await rowsOf<{ id: number; n: number }>(
    database,
    sql`select act.warehouse_id as id, count(*)::int as n from stock_entries se
        join activities act on act.id = se.activity_id group by act.warehouse_id order by n desc limit 1`,
  );
  if (!warehouse) throw new Error("no warehouse with stock");
  const products = await rowsOf<{ id: number }>(
    database,
    sql`select se.product_id as id from stock_entries se join activities act on act.id = se.activity_id
        where act.warehouse_id = ${warehouse.id} group by se.product_id order by count(*) desc limit 2`,
  );
  const [account] = await rowsOf<{ id: number }>(
    database,
    sql`select se.account_id as id from stock_entries se join activities act on act.id = se.activity_id
        where act.warehouse_id = ${warehouse.id} group by se.account_id order by count(*) desc limit 1`,
  );
  console.log(
    `Load builder ready in ${((performance.now() - started) / 1000).toFixed(1)} s: ${warehouse.n.toLocaleString("en-US")} stock entries in the measured warehouse`,
  );
  const get = (url: string) => async () => {
    const res = await app.inject({ method: "GET", url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const stock = `/spa/load_builder/stock?warehouseId=${warehouse.id}&buyerAccountId=${buyer.id}&beginDate=${monthAgo}&endDate=${today}`;
  const heavy = Math.min(runs, 40);
  const rows: Row[] = [
    await measure(
      "API  GET /spa/load_builder/stock, a warehouse, by account",
      heavy,
      get(`${stock}&groupBy=account`),
    ),
    await measure(
      "API  GET /spa/load_builder/stock, a warehouse, by product",
      heavy,
      get(`${stock}&groupBy=product`),
    ),
    await measure(
      "API  GET /spa/load_builder/alternate_accounts, two products",
      heavy,
      get(
        `/spa/load_builder/alternate_accounts?warehouseId=${warehouse.id}&buyerAccountId=${buyer.id}&accountId=${account?.id}&beginDate=${monthAgo}&endDate=${today}${products.map((p) => `&productIds=${p.id}`).join("")}`,
      ),
    ),
  ];
  // Each confirm (warm-ups too) takes 5,000 available assets of its own, of any account (a downstream vendor may receive any).
  const available = await rowsOf<{ id: number; productId: number }>(
    database,
    sql`select distinct on (se.asset_id) se.asset_id as id, se.product_id as "productId"
        from stock_entries se join activities act on act.id = se.activity_id
        where act.warehouse_id = ${warehouse.id}
          and not exists (select 1 from asset_reservations r where r.asset_id = se.asset_id and r.status = 'reserved')
        order by se.asset_id limit ${CONFIRM_SIZE * (CONFIRM_RUNS + 5)}`,
  );
  let batch = 0;
  rows.push(
    await measure(
      `API  POST /spa/load_builder/confirm, ${CONFIRM_SIZE.toLocaleString("en-US")} assets`,
      CONFIRM_RUNS,
      async () => {
        const slice = available.slice(batch * CONFIRM_SIZE, (batch + 1) * CONFIRM_SIZE);
        batch += 1;
        const productIds = [...new Set(slice.map((a) => a.productId))];
        const res = await app.inject({
          method: "POST",
          url: "/spa/load_builder/confirm",
          headers: { cookie, "x-requested-with": "XMLHttpRequest" },
          payload: {
            warehouseId: warehouse.id,
            accountId: buyer.id,
            products: productIds.map((productId) => ({ productId, unitPrice: 1, marginPercent: null })),
            assetIds: slice.map((a) => a.id),
          },
        });
        if (res.statusCode !== 201) throw new Error(`confirm: ${res.statusCode} ${res.body.slice(0, 300)}`);
      },
    ),
  );
  return rows;
}
