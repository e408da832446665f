/**
 * The scale data set, so lists and lookups are measured at the size production reaches (about a
 * million assets, ARCHITECTURE §6): client accounts, inbound loads and barcoded assets with their
 * product entries, all set-based (generate_series), in chunks so progress can be printed. One load
 * (the first) carries `bigLoad` assets so the asset list of a large load can be measured; the rest
 * are spread over the other loads. Serialized units (nine in ten, a serialized product and a
 * serial number) and weighed bins of a commodity. Barcodes are `S` + seven digits.
 */
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../src/db/client";

export type ScaleOptions = {
  accounts: number;
  loads: number;
  assets: number;
  bigLoad: number;
  chunk: number;
};
export type ScaleSet = { bigLoadSlug: string; assets: number; seededNow: boolean };

export const SCALE_DEFAULTS: ScaleOptions = {
  accounts: 200,
  loads: 20_000,
  assets: 1_000_000,
  bigLoad: 10_000,
  chunk: 100_000,
};

/** The barcode of the n-th scale asset (1-based). */
export const scaleBarcode = (n: number) => `S${String(n).padStart(7, "0")}`;
export const scaleSerial = (n: number) => `SN${String(n * 7919).padStart(10, "0")}`;

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Products to put on the assets: the catalogue's own when it has them, else a few scale ones. */
async function ensureProducts(database: Database) {
  const [have] = await rowsOf<{ serialized: number; commodity: number }>(
    database,
    sql`select count(*) filter (where type = 'serialized')::int as serialized,
               count(*) filter (where type in ('palletized', 'in_stock'))::int as commodity from products`,
  );
  if (!have?.serialized)
    await database.db.execute(sql`
      insert into products (name, type) select 'Scale serialized product ' || g, 'serialized'
      from generate_series(1, 20) g on conflict do nothing`);
  if (!have?.commodity)
    await database.db.execute(sql`
      insert into products (name, type) select 'Scale commodity ' || g, 'palletized'
      from generate_series(1, 10) g on conflict do nothing`);
}

/**
 * Seeds the scale set into an empty-of-it database (the demo or base data may be there); when
 * its accounts already exist it only answers where the large load is.
 */
export async function seedScale(
  database: Database,
  options: ScaleOptions = SCALE_DEFAULTS,
  log: (line: string) => void = console.log,
): Promise<ScaleSet> {
  const started = performance.now();
  const existing = await rowsOf<{ slug: string; assets: number }>(
    database,
    sql`select a.slug, (select count(*)::int from assets where barcode like 'S%' and barcode ~ '^S[0-9]{7}$') as assets
        from activities a where a.slug like '%-scale-1' limit 1`,
  );
  if (existing[0]) {
    log(
      `The scale set is already there (${existing[0].assets.toLocaleString("en-US")} assets); nothing added.`,
    );
    return { bigLoadSlug: existing[0].slug, assets: existing[0].assets, seededNow: false };
  }
  const { accounts, loads, assets, bigLoad, chunk } = options;

  await database.db.execute(sql`
    insert into accounts (name, code, city, region, country, pricing_mode)
    select 'Scale Client ' || lpad(g::text, 4, '0'), 'SCALE-' || lpad(g::text, 4, '0'),
           (array['Dallas','Austin','Reno','Columbus','Atlanta'])[1 + g % 5],
           (array['TX','TX','NV','OH','GA'])[1 + g % 5], 'US', 'simple'
    from generate_series(1, ${accounts}::int) g`);
  log(`  ${accounts.toLocaleString("en-US")} client accounts (${seconds(started)})`);

  await database.db.execute(sql`
    with a as (select array_agg(id order by id) ids from accounts where code like 'SCALE-%'),
         w as (select array_agg(id order by id) ids, array_agg(lower(short_name) order by id) names from warehouses)
    insert into activities (slug, type, status, account_id, warehouse_id, shipment_size, scheduled_date,
                            client_ref, created_at, updated_at)
    select w.names[1 + g % cardinality(w.ids)] || '-scale-' || g, 'inbound',
           (array['received','processed','priced','invoiced','closed'])[1 + g % 5],
           a.ids[1 + g % cardinality(a.ids)], w.ids[1 + g % cardinality(w.ids)],
           (array['ftl','ltl','partial'])[1 + g % 3], current_date - (g % 730),
           'SCALE-PO-' || g, now() - (g || ' hours')::interval, now()
    from generate_series(1, ${loads}::int) g, a, w`);
  log(`  ${loads.toLocaleString("en-US")} inbound loads (${seconds(started)})`);

  await ensureProducts(database);
  for (let from = 1; from <= assets; from += chunk) {
    const to = Math.min(assets, from + chunk - 1);
    // Load n of the asset: the first bigLoad assets are on load 1, the rest go round loads 2…L.
    await database.db.execute(sql`
      with l as (select array_agg(id order by (substring(slug from '-scale-([0-9]+)$'))::int) ids,
                        array_agg(account_id order by (substring(slug from '-scale-([0-9]+)$'))::int) accounts,
                        array_agg(warehouse_id order by (substring(slug from '-scale-([0-9]+)$'))::int) warehouses
                 from activities where slug like '%-scale-%' and type = 'inbound'),
           s as (select array_agg(id order by id) ids from products where type = 'serialized'),
           c as (select array_agg(id order by id) ids from products where type in ('palletized', 'in_stock')),
           src as (
             select g, g % 10 = 0 as bin,
                    case when g <= ${bigLoad}::int then 1 else 2 + (g - ${bigLoad}::int - 1) % (cardinality(l.ids) - 1) end as n
             from generate_series(${from}::int, ${to}::int) g, l),
           ins as (
             insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id,
                                 warehouse_id, stock_type, source, inbound_gross_weight, inbound_net_weight,
                                 created_at, updated_at)
             select 'S' || lpad(g::text, 7, '0'), case when bin then 'bin' else 'serial' end,
                    case when bin then null else 'SN' || lpad((g::bigint * 7919)::text, 10, '0') end,
                    l.ids[n], l.ids[n], l.accounts[n], l.warehouses[n], 'rmi', 'customer',
                    case when bin then 200 + g % 400 else 3 + g % 9 end,
                    case when bin then 180 + g % 400 else 2 + g % 9 end,
                    now() - ((${assets}::int - g) || ' seconds')::interval, now()
             from src, l
             returning id, type, inbound_gross_weight, inbound_net_weight)
      insert into product_assets (asset_id, product_id, position, quantity, gross_weight, net_weight)
      select ins.id,
             case when ins.type = 'bin' then c.ids[1 + ins.id % cardinality(c.ids)]
                  else s.ids[1 + ins.id % cardinality(s.ids)] end,
             0, 1, ins.inbound_gross_weight, ins.inbound_net_weight
      from ins, s, c`);
    log(
      `  assets ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} with their product entries (${seconds(started)})`,
    );
  }
  // Vacuumed as autovacuum would a live table, so plans and index-only scans see real numbers.
  for (const table of ["accounts", "activities", "assets", "product_assets"])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  const [big] = await rowsOf<{ slug: string }>(
    database,
    sql`select slug from activities where slug like '%-scale-1' limit 1`,
  );
  log(`Scale set ready in ${seconds(started)} on ${database.kind}: large load ${big?.slug}`);
  return { bigLoadSlug: big?.slug ?? "", assets, seededNow: true };
}
