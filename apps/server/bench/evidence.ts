/**
 * Evidence case of `npm run bench` (BENCH_ONLY=evidence): on the scale set (bench/scale-seed.ts,
 * BENCH_ASSETS assets, default 1,000,000) with a `received` event for every asset, and for each
 * serial of the large load (10,000) a full chain: its ASN line (linked), a routing event, a
 * released hold, a test result, an erasure and a certificate covering it. Measures
 * `GET /spa/assets/{barcode}/evidence` in process (inject: session, scope, the reads, the answer)
 * for a device of the large load and for any device, next to the same reads run bare (the asset
 * by barcode, then the chain statement and the sanitization facts in parallel, without HTTP,
 * session or answer validation) and the asset lookup alone; then the serial report of the
 * large load (whole-load facts, paged in memory). Aim (issue 16): evidence under 50 ms at p95.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import * as evidence from "../src/areas/itad/evidence.repo";
import { sanitizationFactsOf } from "../src/areas/itad/sanitization-state";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, scaleBarcode, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const BIG = SCALE_DEFAULTS.bigLoad;
const CHUNK = 250_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The chain of every serial of the large load, and a receipt event for every scale asset. */
async function seedEvidence(database: Database, bigLoadSlug: string) {
  const started = performance.now();
  const db = database.db;
  const [load] = await rowsOf<{ id: number; account_id: number }>(
    database,
    sql`select id, account_id from activities where slug = ${bigLoadSlug}`,
  );
  if (!load) throw new Error("no large load");
  const [seeded] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from asn_items where activity_id = ${load.id}`,
  );
  if (seeded?.n) return load;
  const [user] = await rowsOf<{ id: number }>(database, sql`select min(id) as id from users`);
  for (let from = 1; from <= ASSETS; from += CHUNK) {
    const to = Math.min(ASSETS, from + CHUNK - 1);
    await db.execute(sql`
      insert into events (activity_id, barcode, asset_id, action, message, user_id, created_at)
      select a.receiving_activity_id, a.barcode, a.id, 'received', 'Received on scale load', ${user?.id ?? null}::int, a.created_at
      from assets a where a.barcode between ${scaleBarcode(from)} and ${scaleBarcode(to)}`);
    console.log(
      `  receipt events ${from.toLocaleString("en-US")}–${to.toLocaleString("en-US")} (${seconds(started)})`,
    );
  }
  const big = sql`(select id, barcode, serial_number, created_at from assets
                   where receiving_activity_id = ${load.id} and type = 'serial')`;
  // The large load's serials are laptops of a data-bearing class, as an ITAD load's would be.
  await db.execute(sql`update product_classes set r2_material_type = 'data' where name = 'Laptops'`);
  await db.execute(sql`
    update product_assets pa set product_id = (select min(p.id) from products p
      join product_classes c on c.id = p.class_id where c.name = 'Laptops' and p.type = 'serialized')
    from assets a
    where a.id = pa.asset_id and pa.position = 0 and a.receiving_activity_id = ${load.id} and a.type = 'serial'`);
  await db.execute(sql`
    insert into asn_items (activity_id, row, serial_number, model, created_at)
    select ${load.id}::int, row_number() over (order by b.id) + 1, lower(b.serial_number), 'Latitude 7490',
           b.created_at - interval '2 days'
    from ${big} b`);
  await db.execute(sql`
    update assets a set asn_item_id = i.id from asn_items i
    where i.activity_id = ${load.id} and a.receiving_activity_id = ${load.id}
      and upper(i.serial_number) = upper(a.serial_number)`);
  await db.execute(sql`
    insert into events (activity_id, barcode, asset_id, action, message, changes, user_id, created_at)
    select ${load.id}::int, b.barcode, b.id, 'routed', 'Routed: r2Classification recycle',
           '[{"field":"r2Classification","from":null,"to":"recycle"}]'::jsonb, ${user?.id ?? null}::int,
           b.created_at + interval '3 days'
    from ${big} b`);
  await db.execute(sql`
    insert into asset_holds (asset_id, type, status, processing_instructions, created_at, released_at, updated_at)
    select b.id, 'legal_hold', 'released', 'Bench hold', b.created_at + interval '1 hour',
           b.created_at + interval '1 day', now()
    from ${big} b where b.id % 5 = 0`);
  const [version] = await rowsOf<{ suite_id: number; id: number }>(
    database,
    sql`select v.suite_id, v.id from test_suite_versions v join test_suites s on s.id = v.suite_id
        where s.name = 'Laptop' and v.published order by v.version desc limit 1`,
  );
  if (version)
    await db.execute(sql`
      insert into test_results (asset_id, suite_id, version_id, answers, evaluation, created_at, updated_at)
      select b.id, ${version.suite_id}::int, ${version.id}::int, '{}'::jsonb,
             '{"overallGrade":"B","cosmeticGrade":"B","functionalGrade":"A"}'::jsonb,
             b.created_at + interval '2 days', b.created_at + interval '2 days'
      from ${big} b on conflict do nothing`);
  await db.execute(sql`
    insert into sanitization_records (asset_id, kind, method, tool, passes, result, verified, finished_at, source)
    select b.id, 'erasure', 'purge', 'Blancco', 3, 'passed', true, b.created_at + interval '2 days 1 hour', 'import'
    from ${big} b`);
  const [certificate] = await rowsOf<{ id: number }>(
    database,
    sql`insert into certificates (number, activity_id, account_id, kind, sha256, serial_count, data_bearing_count, issued_at)
        values ('COD-BENCH-000001', ${load.id}, ${load.account_id}, 'destruction', ${"c".repeat(64)}, ${BIG}, ${BIG},
                now() + interval '4 days')
        returning id`,
  );
  await db.execute(sql`
    insert into certificate_assets (certificate_id, asset_id)
    select ${certificate?.id ?? 0}::int, b.id from ${big} b`);
  for (const table of [
    "events",
    "asn_items",
    "assets",
    "asset_holds",
    "test_results",
    "sanitization_records",
    "certificate_assets",
    "product_assets",
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`Evidence chains seeded in ${seconds(started)}`);
  return load;
}

export async function benchEvidence(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const scale = await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS });
  await seedEvidence(database, scale.bigLoadSlug);
  const headers = { cookie };
  // Serials of the large load are the first BIG scale assets; every tenth scale asset is a bin.
  const bigDevice = () => scaleBarcode(1 + Math.floor(Math.random() * (BIG - 1)));
  const anyDevice = () => scaleBarcode(1 + Math.floor(Math.random() * ASSETS));
  const call = (barcode: () => string) => async () => {
    const res = await app.inject({ method: "GET", url: `/spa/assets/${barcode()}/evidence`, headers });
    if (res.statusCode !== 200) throw new Error(`evidence: ${res.statusCode} ${res.body.slice(0, 300)}`);
  };
  const probe = await app.inject({ method: "GET", url: `/spa/assets/${scaleBarcode(1)}/evidence`, headers });
  const steps = (probe.json() as { steps?: { step: string }[] }).steps?.map((s) => s.step) ?? [];
  console.log(`Evidence of ${scaleBarcode(1)}: ${steps.join(", ")}`);

  const bare = async () => {
    const [asset] = await rowsOf<{ id: number; asn_item_id: number | null; receiving_activity_id: number }>(
      database,
      sql`select id, asn_item_id, receiving_activity_id from assets where barcode = ${bigDevice()}`,
    );
    if (!asset) throw new Error("no asset");
    await Promise.all([
      evidence.evidenceRowsOf(database.db, {
        id: asset.id,
        asnItemId: asset.asn_item_id === null ? null : Number(asset.asn_item_id),
        receivingActivityId: asset.receiving_activity_id,
      }),
      sanitizationFactsOf(database.db, [asset.id]),
    ]);
  };

  const rows: Row[] = [];
  const heavy = Math.max(runs * 2, 400);
  rows.push(
    await measure("API  GET evidence, device of the large load (full chain)", heavy, call(bigDevice)),
  );
  rows.push(await measure("API  GET evidence, any of the 1M devices", heavy, call(anyDevice)));
  rows.push(await measure("bare: asset by barcode, then chain statement + facts", heavy, bare));
  rows.push(
    await measure("bare SQL: the asset by barcode", heavy, () =>
      database.db.execute(sql`select * from assets where barcode = ${bigDevice()}`),
    ),
  );
  const reportRuns = Math.min(runs, 30);
  rows.push(
    await measure(`API  GET serial_report (10,000 serials), first page of 50`, reportRuns, async () => {
      const res = await app.inject({
        method: "GET",
        url: `/spa/activities/${scale.bigLoadSlug}/serial_report?pageSize=50&state=erased`,
        headers,
      });
      if (res.statusCode !== 200)
        throw new Error(`serial report: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }),
  );
  return rows;
}
