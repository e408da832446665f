/**
 * Assets case of `npm run bench`: every scan on the floor is a barcode lookup, so its latency at
 * full size decides how the floor feels. On the scale set (bench/scale-seed.ts: 200 client
 * accounts, 20,000 loads, BENCH_ASSETS assets, default 1,000,000), the barcode lookup
 * `GET /spa/assets?find=barcode&barcode=<lower case>` over real HTTP (a listening server,
 * keep-alive), one request at a time for latency and BENCH_CONCURRENCY (8) in flight for
 * throughput, next to the same lookup as bare SQL on the same database; then the asset list of
 * the load of 10,000 assets, first and last page. Aim: lookup p99 under 10 ms and at most twice
 * the bare SQL. The parts of a request (HTTP floor, session lookup) are measured on their own so
 * a miss can be explained.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { hashToken, resolveSession } from "../src/areas/auth/auth.service";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, scaleBarcode, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

/** Latency of each operation and the rate of `total` operations run `concurrency` at a time. */
async function measureConcurrent(
  label: string,
  total: number,
  concurrency: number,
  op: () => Promise<unknown>,
) {
  for (let i = 0; i < concurrency * 2; i++) await op();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        await op();
        times.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pick = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  return { label, runs: total, p50: pick(50), p95: pick(95), p99: pick(99), perSecond: total / elapsed };
}

/** GET over a keep-alive connection pool, as a browser would reuse its connections. */
function httpClient(port: number, cookie: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      const req = http.get({ host: "127.0.0.1", port, path, agent, headers: { cookie } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${body.slice(0, 300)}`));
          else resolve(body);
        });
      });
      req.on("error", reject);
    });
  return { get, close: () => agent.destroy() };
}

const randomBarcode = () => scaleBarcode(1 + Math.floor(Math.random() * ASSETS)).toLowerCase();

/**
 * The lookup's work done bare: the statement the API runs (the asset by its upper-cased barcode
 * with parent, child count, slugs, names, product entries, holds and the duplicate-serial flag).
 */
const bareLookup = (database: Database) => () =>
  database.db.execute(sql`
    select a.*, (select p.barcode from assets p where p.id = a.parent_id) as parent_barcode,
           (select count(*)::int from assets c where c.parent_id = a.id) as child_count,
           (select x.slug from activities x where x.id = a.activity_id) as activity_slug,
           (select x.slug from activities x where x.id = a.receiving_activity_id) as receiving_slug,
           (select n.name from accounts n where n.id = a.account_id) as account_name,
           (select l.barcode from locations l where l.id = a.location_id) as location_barcode,
           (select coalesce(json_agg(json_build_object('id', pa.id, 'productId', pa.product_id,
                     'productName', pr.name, 'quantity', pa.quantity::float8, 'grossWeight', pa.gross_weight::float8,
                     'netWeight', pa.net_weight::float8, 'value', pa.value::float8) order by pa.position), '[]'::json)
              from product_assets pa join products pr on pr.id = pa.product_id where pa.asset_id = a.id) as products,
           (select coalesce(json_agg(json_build_object('id', h.id, 'type', h.type) order by h.id), '[]'::json)
              from asset_holds h where h.asset_id = a.id and h.status = 'active') as holds,
           (a.serial_number is not null and exists (select 1 from assets d
              where upper(d.serial_number) = upper(a.serial_number) and d.id <> a.id)) as duplicate_serial,
           (select u.first_name || ' ' || u.last_name from users u where u.id = a.created_by) as created_by_name
    from assets a where a.barcode = upper(${randomBarcode()}) limit 1`);

export async function benchAssets(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const scale = await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS });
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  const client = httpClient(port, cookie);
  const token = cookie.replace(/^ops_session=/, "");
  const lookup = () => client.get(`/spa/assets?find=barcode&barcode=${randomBarcode()}`);
  const found = JSON.parse(
    await client.get(`/spa/assets?find=barcode&barcode=${scaleBarcode(1).toLowerCase()}`),
  );
  if (found.data?.[0]?.barcode !== scaleBarcode(1)) throw new Error(`lookup found ${JSON.stringify(found)}`);

  const rows: Row[] = [];
  const heavy = Math.max(runs * 5, 1000);
  rows.push(await measure("HTTP GET /spa/assets?find=barcode (lower case)", heavy, lookup));
  rows.push(await measure("bare SQL: the asset by barcode with entries", heavy, bareLookup(database)));
  rows.push(await measureConcurrent(`HTTP lookup, ${CONCURRENCY} in flight`, heavy * 2, CONCURRENCY, lookup));
  rows.push(
    await measureConcurrent(
      `bare SQL lookup, ${CONCURRENCY} in flight`,
      heavy * 2,
      CONCURRENCY,
      bareLookup(database),
    ),
  );
  // The parts of a request, to say where the time goes when the aim is missed.
  rows.push(
    await measure("  part: the lookup in process (inject, no socket)", heavy, async () => {
      const res = await app.inject({
        method: "GET",
        url: `/spa/assets?find=barcode&barcode=${randomBarcode()}`,
        headers: { cookie },
      });
      if (res.statusCode !== 200) throw new Error(`lookup: ${res.statusCode}`);
    }),
  );
  rows.push(
    await measure("  part: HTTP floor (GET /healthz: select 1)", heavy, () => client.get("/healthz")),
  );
  rows.push(
    await measure("  part: session and actor (resolveSession)", heavy, () =>
      resolveSession(database.db, token),
    ),
  );
  const tokenHash = hashToken(token);
  rows.push(
    await measure("  part: session and user as one statement (bare)", heavy, () =>
      database.db.execute(sql`
        select u.* from sessions s join users u on u.id = s.user_id
        where s.token_hash = ${tokenHash} and s.expires_at > now() and u.active`),
    ),
  );
  rows.push(
    await measure("  part: HTTP GET /spa/site (session, small answer)", heavy, () => client.get("/spa/site")),
  );

  // A list page costs far more than a lookup; fewer runs keep the bench to minutes.
  const pageRuns = Math.min(runs, 50);
  const page = (n: number) => `/spa/activities/${scale.bigLoadSlug}/assets?pageSize=100&page=${n}`;
  rows.push(
    await measure(`HTTP GET load assets (10,000), first page of 100`, pageRuns, () => client.get(page(1))),
  );
  rows.push(
    await measure(`HTTP GET load assets (10,000), page 100 (last)`, pageRuns, () => client.get(page(100))),
  );
  const [load] = (
    (await database.db.execute(
      sql`select id from activities where slug = ${scale.bigLoadSlug}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  // Ids first (the index walk stops at the page), then those rows with their entries: evaluating
  // the per-row subqueries before OFFSET would build every skipped row too.
  const barePage = (offset: number) => () =>
    Promise.all([
      database.db.execute(sql`
        with page as (select id from assets where activity_id = ${load?.id ?? 0}
                      order by created_at, id limit 100 offset ${offset})
        select a.*, (select jsonb_agg(pa.* order by pa.position) from product_assets pa where pa.asset_id = a.id) as products
        from page join assets a on a.id = page.id order by a.created_at, a.id`),
      database.db.execute(sql`select count(*) from assets where activity_id = ${load?.id ?? 0}`),
    ]);
  rows.push(await measure("bare SQL: first page of 100 (ids first), count", pageRuns, barePage(0)));
  rows.push(await measure("bare SQL: page 100 (offset 9,900), count", pageRuns, barePage(9900)));

  // The assets screen: every asset across loads, newest first, counted up to the cap; the aim
  // is a first page under 100 ms at p95 over 1,000,000 assets.
  const [account] = (
    (await database.db.execute(
      sql`select account_id as id from activities where slug = ${scale.bigLoadSlug}`,
    )) as unknown as { rows: { id: number }[] }
  ).rows;
  rows.push(
    await measure("HTTP GET /spa/assets, first page of 25 (all assets)", pageRuns, () =>
      client.get("/spa/assets?pageSize=25"),
    ),
  );
  rows.push(
    await measure("HTTP GET /spa/assets, first page of 25 (one account)", pageRuns, () =>
      client.get(`/spa/assets?pageSize=25&accountIds[]=${account?.id ?? 0}`),
    ),
  );
  rows.push(
    await measure("HTTP GET /spa/assets, received this year, not held", pageRuns, () =>
      client.get(`/spa/assets?pageSize=25&hold=not_held&receivedFrom=${new Date().getUTCFullYear()}-01-01`),
    ),
  );
  rows.push(
    await measure("bare SQL: first 25 ids by created_at, capped count", pageRuns, () =>
      Promise.all([
        database.db.execute(sql`select id from assets order by created_at desc, id desc limit 25`),
        database.db.execute(sql`select count(*) from (select 1 from assets limit 10001) c`),
      ]),
    ),
  );
  client.close();
  return rows;
}
