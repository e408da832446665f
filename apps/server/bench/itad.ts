/**
 * ITAD case of `npm run bench` (BENCH_ONLY=itad), on the demo data: bulk-creating 5,000 serials
 * from a pasted list into a bin of an ITAD job (`POST /spa/activities/{slug}/serials/bulk`, a job
 * above 500: timed from the call until the job has succeeded), twice, so the job holds 10,000
 * devices; then pages of its serial list (`GET /spa/activities/{slug}/serials`), first, deep,
 * searched and filtered, next to the bare SQL of the first page.
 * Aim (issue 15): 5,000 serials under 5 s; a page of the 10,000-device list under 50 ms at p95.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { settleJobs } from "../src/platform/jobs";
import { measure, type Row } from "./stats";

const SERIALS = 5_000;

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** An open ITAD job on a demo load, with an empty bin on it. */
async function insertItadJob(database: Database): Promise<{ id: number; slug: string; bin: string }> {
  const [job] = await rowsOf<{ id: number; slug: string; account_id: number; warehouse_id: number }>(
    database,
    sql`insert into activities (slug, type, status, account_id, warehouse_id, load_id)
        select 'dal-itad-bench-' || l.id, 'itad', 'open', l.account_id, l.warehouse_id, l.id
        from activities l where l.type = 'inbound' and l.account_id is not null order by l.id limit 1
        returning id, slug, account_id, warehouse_id`,
  );
  if (!job) throw new Error("no inbound load to work");
  const bin = `ITADBENCH${job.id}`;
  await database.db.execute(sql`insert into assets (barcode, type, activity_id, account_id, warehouse_id)
    values (${bin}, 'bin', ${job.id}, ${job.account_id}, ${job.warehouse_id})`);
  return { id: job.id, slug: job.slug, bin };
}

export async function benchItad(
  database: Database,
  app: FastifyInstance,
  cookie: string,
  runs: number,
): Promise<Row[]> {
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const [product] = await rowsOf<{ id: number }>(database, sql`select min(id) as id from products`);
  const job = await insertItadJob(database);
  const rows: Row[] = [];
  // The floor of a signed-in request on this machine now: a loaded machine slows every row alike.
  rows.push(
    await measure("floor: GET /spa/site (session, small answer)", Math.min(runs, 100), async () => {
      const res = await app.inject({ method: "GET", url: "/spa/site", headers });
      if (res.statusCode !== 200) throw new Error(`site: ${res.statusCode}`);
    }),
  );

  let batch = 0;
  const bulkCreate = async () => {
    batch++;
    const text = Array.from(
      { length: SERIALS },
      (_, i) => `BENCH${batch}SN${String(i).padStart(6, "0")}`,
    ).join("\n");
    const res = await app.inject({
      method: "POST",
      url: `/spa/activities/${job.slug}/serials/bulk`,
      headers,
      payload: { binBarcode: job.bin, text, productId: product?.id, requestKey: randomUUID() },
    });
    if (res.statusCode !== 202) throw new Error(`bulk create: ${res.statusCode} ${res.body}`);
    await settleJobs();
    const state = await app.inject({ method: "GET", url: `/spa/jobs/${res.json().jobId}`, headers });
    if (state.json().status !== "succeeded") throw new Error(`bulk create job: ${state.body}`);
  };
  // One warm-up run and one measured: the job ends with 10,000 devices.
  rows.push(
    await measure(
      `POST bulk-create ${SERIALS.toLocaleString("en-US")} serials (job, until done; 2nd of 2)`,
      1,
      bulkCreate,
    ),
  );
  for (const table of ["assets", "product_assets", "work_assets", "events"])
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));

  const total = SERIALS * 2;
  const pageRuns = Math.min(runs, 100);
  const list = (query: string, expected?: number) => async () => {
    const res = await app.inject({
      method: "GET",
      url: `/spa/activities/${job.slug}/serials?${query}`,
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`serial list: ${res.statusCode} ${res.body}`);
    if (expected !== undefined && res.json().total !== expected)
      throw new Error(`serial list total ${res.json().total}`);
  };
  const n = total.toLocaleString("en-US");
  rows.push(await measure(`GET serials (${n}), first page of 25`, pageRuns, list("pageSize=25", total)));
  rows.push(await measure(`GET serials (${n}), first page of 100`, pageRuns, list("pageSize=100", total)));
  rows.push(
    await measure(`GET serials (${n}), page 200 of 25`, pageRuns, list("pageSize=25&page=200", total)),
  );
  rows.push(
    await measure(
      `GET serials (${n}), by serial, newest first`,
      pageRuns,
      list("sort=serialNumber&order=desc"),
    ),
  );
  rows.push(await measure(`GET serials (${n}), search "SN0042"`, pageRuns, list("search=SN0042")));
  rows.push(
    await measure("bare SQL: first 25 serial ids and the count", pageRuns, () =>
      Promise.all([
        database.db.execute(sql`select id from assets where activity_id = ${job.id} and type = 'serial'
                                and harvested_from_id is null order by created_at, id limit 25`),
        database.db.execute(sql`select count(*) from assets where activity_id = ${job.id} and type = 'serial'
                                and harvested_from_id is null`),
      ]),
    ),
  );
  return rows;
}
