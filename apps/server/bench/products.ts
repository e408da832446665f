/**
 * Catalogue case of `npm run bench`: seeds BENCH_PRODUCTS products (default 100,000) and one
 * alias for every tenth, set-based, then measures `/spa/products/find` next to its bare query.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { measure, type Row } from "./stats";

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);

export async function benchProducts(
  database: Database,
  get: (url: string) => () => Promise<void>,
  runs: number,
) {
  const started = performance.now();
  // Realistic names: brand, line and a model number, so common words match thousands of rows.
  await database.db.execute(sql`
    insert into products (name, type, "group", active)
    select (array['Dell','HP','Lenovo','Apple','Samsung','Cisco','Acer','Asus'])[1 + g % 8] || ' ' ||
           (array['Latitude','EliteBook','ThinkPad','MacBook','Galaxy','Catalyst','Aspire','ZenBook','OptiPlex','ProDesk'])[1 + g % 10] ||
           ' ' || g || ' bench',
           (array['serialized','in_stock','palletized'])[1 + g % 3], 'Bench', true
    from generate_series(1, ${PRODUCTS}) g`);
  await database.db.execute(sql`
    insert into products (name, type, alias_of_id)
    select 'BX-' || p.id || '-ALIAS', 'alias', p.id from products p where p."group" = 'Bench' and p.id % 10 = 0`);
  await database.db.execute(sql`analyze products`);
  console.log(
    `Seeded ${PRODUCTS} products (+${PRODUCTS / 10} aliases) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );

  // The substring half of the find query, run bare.
  const bare = (text: string) => () =>
    database.db.execute(sql`
      select coalesce(t.id, p.id) as id, coalesce(t.name, p.name) as name
      from products p left join products t on t.id = p.alias_of_id
      where lower(p.name) like ${`%${text}%`} and p.active and coalesce(t.active, true)
      order by lower(p.name)
      limit 50`);

  const rows: Row[] = [];
  rows.push(
    await measure(
      "API  GET /spa/products/find?q=latitude (10% match)",
      runs,
      get("/spa/products/find?q=latitude"),
    ),
  );
  rows.push(await measure("bare find query, latitude", runs, bare("latitude")));
  rows.push(
    await measure("API  GET /spa/products/find?q=4242 (few)", runs, get("/spa/products/find?q=4242")),
  );
  rows.push(await measure("bare find query, 4242", runs, bare("4242")));
  rows.push(
    await measure(
      "API  GET /spa/products/find?q=bx-4240-alias",
      runs,
      get("/spa/products/find?q=bx-4240-alias"),
    ),
  );
  rows.push(
    await measure("API  GET /spa/products/find?q=zzzz (none)", runs, get("/spa/products/find?q=zzzz")),
  );
  rows.push(
    await measure(
      "API  GET /spa/products?type=serialized&search=thinkpad",
      runs,
      get("/spa/products?type=serialized&search=thinkpad"),
    ),
  );
  return rows;
}
