/**
 * Putaway case of `npm run bench` (BENCH_ONLY=putaway): on the scale set (bench/scale-seed.ts,
 * BENCH_ASSETS assets over 200 accounts, default 1,000,000), through the whole HTTP stack
 * (inject) as the demo operator. Measures the putaway scan (`POST /spa/locations/assets`: a
 * received DAL asset put at an inventory bin, entering stock, one event), a move of an asset in
 * stock to another bin, the operator's putaway list with 20,000 received assets on it, and the
 * bin view of a location holding 5,000 assets. Aim (issue 17): the putaway scan under 50 ms p95.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { apiCaller, rowsOf } from "./api-calls";
import { SCALE_DEFAULTS, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const LISTED = 20_000;
const IN_BIN = 5_000;

export async function benchPutaway(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS });
  const started = performance.now();
  const db = database.db;
  const [ctx] = await rowsOf<{ warehouse_id: number; user_id: number }>(
    database,
    sql`select w.id as warehouse_id, (select id from users where email = 'operator@example.com') as user_id
          from warehouses w where w.short_name = 'DAL'`,
  );
  if (!ctx) throw new Error("no DAL warehouse");
  const bins = await rowsOf<{ id: number; barcode: string }>(
    database,
    sql`insert into locations (warehouse_id, barcode, name, type)
        values (${ctx.warehouse_id}, 'BENCH-PA-1', 'Bench putaway bin 1', 'inventory'),
               (${ctx.warehouse_id}, 'BENCH-PA-2', 'Bench putaway bin 2', 'inventory'),
               (${ctx.warehouse_id}, 'BENCH-PA-FULL', 'Bench putaway full bin', 'inventory')
        returning id, barcode`,
  );
  const [one, two, full] = bins;
  if (!one || !two || !full) throw new Error("no bench locations");
  // Received top-level DAL scale assets on inbound loads with no location: scan candidates.
  const candidates = await rowsOf<{ barcode: string }>(
    database,
    sql`select a.barcode from assets a join activities act on act.id = a.activity_id
         where a.warehouse_id = ${ctx.warehouse_id} and act.type = 'inbound' and a.location_id is null
           and a.parent_id is null and a.closed_at is null and a.barcode ~ '^S[0-9]{7}$'
           and not exists (select 1 from asset_holds h where h.asset_id = a.id and h.status = 'active')
         order by a.id desc limit ${runs * 2 + 20 + LISTED + IN_BIN}`,
  );
  const scans = candidates.slice(0, runs + 10).map((c) => c.barcode);
  const movers = candidates.slice(runs + 10, runs + 20).map((c) => c.barcode);
  const listed = candidates.slice(runs * 2 + 20, runs * 2 + 20 + LISTED).map((c) => c.barcode);
  const filled = candidates.slice(runs * 2 + 20 + LISTED).map((c) => c.barcode);
  // The operator received 20,000 of them (their putaway list); 5,000 others fill one bin.
  await db.execute(
    sql`update assets set created_by = ${ctx.user_id}::int where barcode = any(${sql.param(listed)}::text[])`,
  );
  await db.execute(
    sql`update assets set location_id = ${full.id}::int where barcode = any(${sql.param(filled)}::text[])`,
  );
  await db.execute(sql`analyze assets`);
  console.log(`Prepared the putaway case in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const call = apiCaller(app, cookie);

  let next = 0;
  const scan = await measure(`putaway scan into stock (${ASSETS.toLocaleString("en-US")} assets)`, runs, () =>
    call("POST", "/spa/locations/assets", { locationId: one.id, barcode: scans[next++ % scans.length] }),
  );
  for (const barcode of movers) await call("POST", "/spa/locations/assets", { locationId: one.id, barcode });
  let flip = 0;
  const move = await measure("putaway scan: move in stock to another bin", runs, () => {
    const i = flip++;
    return call("POST", "/spa/locations/assets", {
      locationId: Math.floor(i / movers.length) % 2 === 0 ? two.id : one.id,
      barcode: movers[i % movers.length],
    });
  });
  const list = await measure(`putaway list, first page (${LISTED.toLocaleString("en-US")} on it)`, runs, () =>
    call("GET", "/spa/users/me/putaway_assets?page=1&pageSize=25"),
  );
  const bin = await measure(
    `bin view of a location with ${IN_BIN.toLocaleString("en-US")} assets`,
    runs,
    () => call("GET", `/spa/locations/${full.id}/assets?page=1&pageSize=50`),
  );
  return [scan, move, list, bin];
}
