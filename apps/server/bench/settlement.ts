/**
 * Settlement case of `npm run bench` (BENCH_ONLY=settlement): a processed inbound load of
 * BENCH_SETTLEMENT_ASSETS (default 10,000) assets under a program with every pricing rule kind —
 * value by serial pricing, yield pricing, ASN prices, the account's inbound prices (lbs, pieces,
 * pallet) and sort and settle; services by pieces, lbs, pallet, hours of labor, miles, lump sum
 * and credit; fixed, cost-plus and tiered freight; hard-drive credit and redeploy charge; triage;
 * and revenue share of sold listing devices. Times `computeSettlement` (aim: under 2 s) and the
 * statement's PDF (aim: under 10 s), p50 / p95 over BENCH_SETTLEMENT_RUNS runs (default 7), then
 * both through the whole HTTP stack.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { computeSettlement } from "../src/areas/settlement/compute/compute-settlement";
import { renderStatementPdf } from "../src/areas/settlement/documents/statement-pdf";
import { OPERATOR_NAME } from "../src/areas/settlement/documents/statement-text";
import { statementOfLoad } from "../src/areas/settlement/statement-read";
import type { Database } from "../src/db/client";
import { measure, printTable, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_SETTLEMENT_ASSETS ?? 10_000);
const RUNS = Number(process.env.BENCH_SETTLEMENT_RUNS ?? 7);
const SLUG = "bench-settlement-load";
const P = "Bench settlement";

/** How the load's assets split: a tenth each of the smaller groups, the rest bulk by weight. */
function shape(total: number) {
  const laptops = Math.floor(total * 0.4);
  const drives = Math.floor(total * 0.2);
  const pallets = 50;
  const bulk = total - laptops - drives - pallets;
  return { laptops, drives, pallets, bulk, sold: Math.min(300, Math.floor(laptops / 8)) };
}

const exec = (database: Database, query: ReturnType<typeof sql>) => database.db.execute(query);

/** The catalogue, account, inbound prices and program with every pricing rule kind. */
async function seedProgram(database: Database) {
  const run = (q: ReturnType<typeof sql>) => exec(database, q);
  await run(sql`insert into product_classes (name, serialized, r2_material_type) values
    (${`${P} laptops`}, true, 'data'), (${`${P} drives`}, false, 'data'), (${`${P} scrap`}, false, 'circuit_boards')`);
  await run(sql`
    insert into products (name, type, class_id)
    select v.name, v.type, c.id from (values
      (${`${P} laptop A`}, 'serialized', ${`${P} laptops`}),
      (${`${P} laptop B`}, 'serialized', ${`${P} laptops`}),
      (${`${P} drive`}, 'in_stock', ${`${P} drives`}),
      (${`${P} boards lbs`}, 'palletized', ${`${P} scrap`}),
      (${`${P} cables pieces`}, 'in_stock', ${`${P} scrap`}),
      (${`${P} monitors pallet`}, 'palletized', ${`${P} scrap`}),
      (${`${P} copper yield`}, 'palletized', ${`${P} scrap`}),
      (${`${P} mixed sort settle`}, 'palletized', ${`${P} scrap`})
    ) v(name, type, class) join product_classes c on c.name = v.class`);
  await run(sql`insert into services (name, category) values
    (${`${P} wiping`}, 'secure_itad'), (${`${P} sorting`}, 'responsible_recycling'),
    (${`${P} pallet handling`}, 'responsible_recycling'), (${`${P} labor`}, 'secure_itad'),
    (${`${P} haul miles`}, 'responsible_recycling'), (${`${P} certificate`}, 'certified_destruction'),
    (${`${P} rebate`}, 'secure_itad')`);
  await run(sql`insert into accounts (name, type) values (${`${P} client`}, 'active')`);
  await run(sql`
    insert into price_lists (account_id, type, version)
    select id, 'inbound', 1 from accounts where name = ${`${P} client`}`);
  await run(sql`
    insert into price_entries (price_list_id, position, product_id, service_id, method, unit, price)
    select l.id, row_number() over (), p.id, s.id, v.method, v.unit, v.price::numeric
      from (values
        (${`${P} boards lbs`}, null, 'unit_price', 'lbs', '0.37'),
        (${`${P} cables pieces`}, null, 'unit_price', 'pieces', '0.45'),
        (${`${P} monitors pallet`}, null, 'unit_price', 'pallet', '22.50'),
        (${`${P} mixed sort settle`}, null, 'sort_settle', 'lbs', '0.19'),
        (null, ${`${P} wiping`}, 'unit_price', 'pieces', '12.00'),
        (null, ${`${P} sorting`}, 'unit_price', 'lbs', '0.02'),
        (null, ${`${P} pallet handling`}, 'unit_price', 'pallet', '18.00'),
        (null, ${`${P} labor`}, 'unit_price', 'hours', '45.00'),
        (null, ${`${P} haul miles`}, 'unit_price', 'miles', '1.10'),
        (null, ${`${P} certificate`}, 'lump_sum', 'charge', '25.00'),
        (null, ${`${P} rebate`}, 'unit_price', 'credit', '40.00')
      ) v(product, service, method, unit, price)
      cross join price_lists l
      left join products p on p.name = v.product
      left join services s on s.name = v.service
     where l.account_id = (select id from accounts where name = ${`${P} client`})`);
  const rules = [
    { type: "direct_account_pricing", params: {} },
    { type: "sort_settle_account_pricing", params: {} },
    { type: "program_rev_share_pricing", params: { clientSharePercent: 70 } },
    { type: "import_asn_pricing", params: { overwriteExisting: false } },
    { type: "fixed_freight_cost", params: { amount: 150 } },
    { type: "cost_plus_freight", params: { markupPercent: 12.5 } },
    { type: "tiered_freight_cost", params: { baseAmount: 175, perMileAmount: 1.85 } },
    { type: "hard_drive_credit", params: { amountPerDrive: 2.5 } },
    { type: "hard_drive_redeploy_charge", params: { amountPerDrive: 6 } },
    { type: "triage_service_charge", params: { amount: 4 } },
  ];
  await run(sql`
    insert into programs (account_id, name, rules)
    select id, ${`${P} program`}, ${JSON.stringify(rules)}::jsonb from accounts where name = ${`${P} client`}`);
  await run(sql`
    insert into program_services (program_id, service_id)
    select pr.id, s.id from programs pr, services s
     where pr.name = ${`${P} program`} and s.name like ${`${P} %`}`);
}

/**
 * The processed load: laptops (a quarter valued by serial pricing, a quarter by ASN prices, the
 * rest settled by revenue share, some of them sold on a listing), drives harvested from laptops
 * (a tenth routed to redeploy), bulk bins by weight, pieces and yield, and pallets holding them;
 * the draft's freight inputs, the services chosen and a work order's labor.
 */
async function seedLoad(database: Database) {
  const run = (q: ReturnType<typeof sql>) => exec(database, q);
  const { laptops, drives, pallets, bulk, sold } = shape(ASSETS);
  await run(sql`
    insert into activities (slug, type, status, account_id, program_id, warehouse_id, scheduled_date)
    select ${SLUG}, 'inbound', 'processed', a.id, pr.id, (select min(id) from warehouses), current_date - 3
      from accounts a join programs pr on pr.account_id = a.id where a.name = ${`${P} client`}`);
  const load = sql`(select id from activities where slug = ${SLUG})`;
  await run(sql`
    insert into settlement_statements (activity_id, payment_type, carrier_cost, miles)
    select id, 'ach', 812.40, 318.5 from activities where slug = ${SLUG}`);
  await run(sql`
    insert into activity_program_services (activity_id, service_id)
    select ${load}, s.id from services s where s.name like ${`${P} %`} and s.name <> ${`${P} labor`}`);
  await run(sql`
    insert into activities (slug, type, status, account_id, warehouse_id, load_id)
    select ${`${SLUG}-so`}, 'shop_order', 'in_progress', account_id, warehouse_id, id from activities where slug = ${SLUG}`);
  const order = sql`(select id from activities where slug = ${`${SLUG}-so`})`;
  await run(sql`
    insert into activity_program_services (activity_id, service_id)
    select ${order}, id from services where name = ${`${P} labor`}`);
  await run(sql`
    insert into labor_segments (activity_id, user_id, type, crew_size, started_at, ended_at)
    select ${order}, (select min(id) from users where type = 'operator'), 'virtual', 1 + g % 3,
           now() - interval '2 days' + g * interval '3 hours', now() - interval '2 days' + g * interval '3 hours' + interval '97 minutes'
      from generate_series(1, 12) g`);
  await run(sql`
    insert into asn_items (activity_id, row, serial_number, product_name, quantity, unit_price)
    select ${load}, g, 'BSTS' || lpad(g::text, 7, '0'), ${`${P} laptop B`}, 1, (35 + (g % 17) * 1.25)::numeric(14, 4)
      from generate_series(1, ${Math.floor(laptops / 4)}) g`);

  // Pallets first: the bulk bins sit on them (the pallet unit counts distinct containers).
  await run(sql`
    insert into assets (barcode, type, activity_id, receiving_activity_id, account_id, warehouse_id)
    select 'BSTP' || lpad(g::text, 6, '0'), 'pallet', a.id, a.id, a.account_id, a.warehouse_id
      from generate_series(1, ${pallets}) g, activities a where a.slug = ${SLUG}`);
  await run(sql`
    insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id, warehouse_id, value, asn_item_id)
    select 'BSTS' || lpad(g::text, 7, '0'), 'serial', 'BSTS' || lpad(g::text, 7, '0'), a.id, a.id, a.account_id, a.warehouse_id,
           case when g % 4 = 0 then (50 + (g % 23) * 3.15)::numeric(14, 2) end,
           case when g % 4 = 1 then (select i.id from asn_items i where i.activity_id = a.id and i.serial_number = 'BSTS' || lpad(g::text, 7, '0')) end
      from generate_series(1, ${laptops}) g, activities a where a.slug = ${SLUG}`);
  await run(sql`
    insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id, warehouse_id, harvested_from_id, disposition)
    select 'BSTD' || lpad(g::text, 7, '0'), 'serial', 'WD-BST' || g, a.id, a.id, a.account_id, a.warehouse_id,
           (select d.id from assets d where d.barcode = 'BSTS' || lpad((1 + (g - 1) % ${laptops})::text, 7, '0')),
           case when g % 10 = 0 then 'redeploy' end
      from generate_series(1, ${drives}) g, activities a where a.slug = ${SLUG}`);
  await run(sql`
    insert into assets (barcode, type, activity_id, receiving_activity_id, account_id, warehouse_id, parent_id)
    select 'BSTB' || lpad(g::text, 7, '0'), 'bin', a.id, a.id, a.account_id, a.warehouse_id,
           (select p.id from assets p where p.barcode = 'BSTP' || lpad((1 + g % ${pallets})::text, 6, '0'))
      from generate_series(1, ${bulk}) g, activities a where a.slug = ${SLUG}`);
  // Laptops: A by serial pricing, B on the ASN; the rest of both settle by revenue share.
  await run(sql`
    insert into product_assets (asset_id, product_id, quantity, net_weight)
    select a.id, p.id, 1, 4.8 from assets a
      join products p on p.name = case when substr(a.barcode, 5)::int % 4 = 1 then ${`${P} laptop B`} else ${`${P} laptop A`} end
     where a.receiving_activity_id = ${load} and a.barcode like 'BSTS%'`);
  await run(sql`
    insert into product_assets (asset_id, product_id, quantity, net_weight)
    select a.id, (select id from products where name = ${`${P} drive`}), 1, 0.7 from assets a
     where a.receiving_activity_id = ${load} and a.barcode like 'BSTD%'`);
  // Bins: by weight, by pieces, by pallet, valued by a yield run, and sort and settle.
  await run(sql`
    insert into product_assets (asset_id, product_id, quantity, net_weight, unit_price, value)
    select a.id, p.id, case when n % 5 = 1 then 10 + n % 7 else 1 end, (12.5 + (n % 41) * 0.731)::numeric(12, 3),
           case when n % 5 = 3 then 2.35 end,
           case when n % 5 = 3 then round((12.5 + (n % 41) * 0.731)::numeric(12, 3) * 2.35, 2) end
      from (select id, substr(barcode, 5)::int as n from assets where receiving_activity_id = ${load} and barcode like 'BSTB%') a
      join products p on p.name = case n % 5
        when 0 then ${`${P} boards lbs`} when 1 then ${`${P} cables pieces`} when 2 then ${`${P} monitors pallet`}
        when 3 then ${`${P} copper yield`} else ${`${P} mixed sort settle`} end`);
  await run(sql`
    insert into listings (title, product_id, grade, platform, price, status, account_id, warehouse_id, listed_at)
    select ${`${P} listing`}, p.id, 'B', 'auction_marketplace', 180, 'listed', a.account_id, a.warehouse_id, now() - interval '1 day'
      from products p, activities a where p.name = ${`${P} laptop A`} and a.slug = ${SLUG}`);
  await run(sql`
    insert into asset_reservations (asset_id, listing_id, warehouse_id, status, closed_at, sale_price, buyer)
    select a.id, (select id from listings where title = ${`${P} listing`}), a.warehouse_id, 'sold',
           now() - (n % 9) * interval '1 day', 120 + (n % 13) * 7.35, 'bench-buyer-' || n
      from (select id, warehouse_id, substr(barcode, 5)::int as n from assets
             where receiving_activity_id = ${load} and barcode like 'BSTS%' and value is null and asn_item_id is null) a
     order by a.n limit ${sold}`);
  for (const table of [
    "assets",
    "product_assets",
    "asn_items",
    "asset_reservations",
    "labor_segments",
    "activity_program_services",
    "price_entries",
  ])
    await exec(database, sql.raw(`analyze ${table}`));
}

/** `n` lines repeating these (a statement far longer than one load's). */
const manyLines = <T>(lines: readonly T[], n: number): T[] =>
  Array.from({ length: n }, (_, i) => lines[i % lines.length] as T);

export async function benchSettlement(
  database: Database,
  app: FastifyInstance,
  cookie: string,
): Promise<Row[]> {
  const started = performance.now();
  await seedProgram(database);
  await seedLoad(database);
  const [load] = (
    (await database.db.execute(sql`select id from activities where slug = ${SLUG}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  if (!load) throw new Error("the settlement bench load is missing");
  const loadId = Number(load.id);
  console.log(
    `Seeded a load of ${ASSETS.toLocaleString("en-US")} assets for settlement in ${((performance.now() - started) / 1000).toFixed(1)} s on ${database.kind}`,
  );

  const computed = await computeSettlement(database.db, loadId);
  const statement = await statementOfLoad(database.db, loadId);
  if (computed.unpricedProducts.length > 0 || computed.skippedRules.length > 0)
    throw new Error(
      `the bench load should price fully: ${JSON.stringify([computed.unpricedProducts, computed.skippedRules])}`,
    );
  const kinds = new Set(computed.lines.map((l) => l.kind));
  for (const kind of ["value", "service", "freight", "hard_drive", "triage", "revenue_share"])
    if (!kinds.has(kind as never)) throw new Error(`the bench statement has no ${kind} line`);
  const issuer = { name: OPERATOR_NAME, facility: null };
  const pdf = await renderStatementPdf(statement, issuer);
  console.log(
    `Statement ${statement.number}: ${statement.lines.length} lines, PDF ${(pdf.length / 1024).toFixed(0)} KB, totals ${JSON.stringify(statement.totals)}`,
  );
  if (process.env.BENCH_SETTLEMENT_LINES)
    for (const l of statement.lines.filter((l) => l.kind !== "revenue_share"))
      console.log(
        `  ${l.kind} | ${l.source} | ${l.description} | ${l.quantity} ${l.unit} × ${l.unitPrice} = ${l.amount}`,
      );

  const headers = { cookie };
  const get = (url: string) => async () => {
    const res = await app.inject({ method: "GET", url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const rows: Row[] = [
    await measure(`computeSettlement, ${ASSETS} assets (aim < 2,000)`, RUNS, () =>
      computeSettlement(database.db, loadId),
    ),
    await measure("statementOfLoad (compute + totals)", RUNS, () => statementOfLoad(database.db, loadId)),
    await measure(`renderStatementPdf, ${statement.lines.length} lines (aim < 10,000)`, RUNS, () =>
      renderStatementPdf(statement, issuer),
    ),
    // Lines group by product, so a load's statement stays at hundreds of lines; 10,000 shows the paging holds.
    await measure("renderStatementPdf, 10,000 lines (paging check)", 3, () =>
      renderStatementPdf({ ...statement, lines: manyLines(statement.lines, 10_000) }, issuer),
    ),
    await measure(
      "API  GET /spa/activities/:slug/settlement",
      RUNS,
      get(`/spa/activities/${SLUG}/settlement`),
    ),
    await measure(
      "API  GET /spa/activities/:slug/settlement/pdf",
      RUNS,
      get(`/spa/activities/${SLUG}/settlement/pdf`),
    ),
    await measure(
      "API  GET /spa/activities/:slug/settlement/xlsx",
      RUNS,
      get(`/spa/activities/${SLUG}/settlement/xlsx`),
    ),
  ];
  printTable(rows);
  return rows;
}
