/**
 * Tests case of `npm run bench` (BENCH_ONLY=tests): on the scale set (bench/scale-seed.ts,
 * BENCH_ASSETS assets, default 1,000,000) with 100,000 results already saved, saving a device's
 * laptop test result (`POST /spa/test_results`, each run a different device: the result is
 * created, the device graded with its floor price and an event written, through the whole stack
 * in process), changing a result (`PUT /spa/test_results/{id}`) and reading a device's tests
 * (`GET /spa/tests?barcode=`). Aim (issue 15): saving a result under 50 ms at p95.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { SCALE_DEFAULTS, scaleBarcode, seedScale } from "./scale-seed";
import { measure, type Row } from "./stats";

const ASSETS = Number(process.env.BENCH_ASSETS ?? SCALE_DEFAULTS.assets);
const PRIOR_RESULTS = 100_000;

/** Laptop answers (the demo laptop suite); the lid's wear sets the grade. */
const answers = (lid: string) => ({
  lid,
  palmrest: "like_new",
  powers_on: true,
  keyboard: true,
  display: "pixels",
  dead_pixels: 2,
  battery_health: 81,
  data_wiped: true,
  exceptions: ["missing_feet"],
  notes: "Bench run",
});

export async function benchTests(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  await seedScale(database, { ...SCALE_DEFAULTS, assets: ASSETS });
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const suites = (await app.inject({ method: "GET", url: "/spa/test_suites", headers })).json() as {
    id: number;
    name: string;
  }[];
  const laptop = suites.find((s) => s.name === "Laptop");
  if (!laptop) throw new Error("the demo laptop suite is missing");
  const detail = (await app.inject({ method: "GET", url: `/spa/test_suites/${laptop.id}`, headers })).json();
  const versionId = detail.versions[0].id as number;

  // The devices tested and those with prior results are scale assets made laptops (their first
  // product entry points at a Laptops product); prior results sit after the large load.
  const devices = Math.min(Math.max(runs, 200), SCALE_DEFAULTS.bigLoad - 10);
  // measure() warms up with a few extra runs, each a device of its own.
  const laptops = devices + 5;
  const firstPrior = SCALE_DEFAULTS.bigLoad + 1;
  const lastPrior = Math.min(ASSETS, firstPrior + PRIOR_RESULTS - 1);
  await database.db.execute(sql`
    update product_assets pa set product_id = (select min(p.id) from products p
      join product_classes c on c.id = p.class_id where c.name = 'Laptops' and p.type = 'serialized')
    from assets a
    where a.id = pa.asset_id and pa.position = 0
      and (a.barcode between ${scaleBarcode(1)} and ${scaleBarcode(laptops)}
        or a.barcode between ${scaleBarcode(firstPrior)} and ${scaleBarcode(lastPrior)})`);
  await database.db.execute(sql`
    insert into test_results (asset_id, suite_id, version_id, answers, evaluation, created_at, updated_at)
    select a.id, ${laptop.id}::int, ${versionId}::int, ${JSON.stringify(answers("light_wear"))}::jsonb,
           '{"cosmeticGrade":"B","functionalGrade":"C","exceptionsGrade":"D","overallGrade":"D","disposition":"resold_or_recycled","r2Classification":"repair"}'::jsonb,
           now(), now()
    from assets a where a.barcode between ${scaleBarcode(firstPrior)} and ${scaleBarcode(lastPrior)}
    on conflict do nothing`);
  for (const table of ["product_assets", "test_results"])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));

  const rows: Row[] = [];
  rows.push(
    await measure("floor: GET /spa/site (session, small answer)", runs, async () => {
      const res = await app.inject({ method: "GET", url: "/spa/site", headers });
      if (res.statusCode !== 200) throw new Error(`site: ${res.statusCode}`);
    }),
  );

  let next = 1;
  const ids: number[] = [];
  const create = async () => {
    const barcode = scaleBarcode(next++);
    const res = await app.inject({
      method: "POST",
      url: "/spa/test_results",
      headers,
      payload: { barcode, testSuiteId: laptop.id, versionId, answers: answers("visible_wear") },
    });
    if (res.statusCode !== 201) throw new Error(`save ${barcode}: ${res.statusCode} ${res.body}`);
    ids.push(res.json().result.id);
  };
  const scale = `${ASSETS.toLocaleString("en-US")} assets, ${(lastPrior - firstPrior + 1).toLocaleString("en-US")} results`;
  rows.push(await measure(`POST test result, new device graded (${scale})`, devices, create));

  let turn = 0;
  const update = async () => {
    const id = ids[turn % ids.length];
    // Alternate the lid so every save changes the grade, the floor price and writes an event.
    const lid = turn++ % 2 === 0 ? "heavy_wear" : "like_new";
    const res = await app.inject({
      method: "PUT",
      url: `/spa/test_results/${id}`,
      headers,
      payload: { versionId, answers: answers(lid) },
    });
    if (res.statusCode !== 200) throw new Error(`update ${id}: ${res.statusCode} ${res.body}`);
  };
  rows.push(await measure("PUT test result, device regraded", runs, update));

  let read = 1;
  rows.push(
    await measure("GET /spa/tests?barcode= (suites and results of a device)", runs, async () => {
      const barcode = scaleBarcode((read++ % devices) + 1);
      const res = await app.inject({ method: "GET", url: `/spa/tests?barcode=${barcode}`, headers });
      if (res.statusCode !== 200) throw new Error(`tests ${barcode}: ${res.statusCode} ${res.body}`);
    }),
  );
  return rows;
}
