/**
 * Pickups case of `npm run bench` (issue 20): BENCH_PICKUPS new pickup labels (default 1,000) for
 * a warehouse and day, made and printed as one PDF through the HTTP API as an operator — the
 * creating call, the label job's polling and the file's download all timed (the aim: under
 * 5 s) — then the same labels printed again as ZPL, and a check-in of 500 of them in one call.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import type { Database } from "../src/db/client";

const LABELS = Number(process.env.BENCH_PICKUPS ?? 1000);
const CHECK_IN = Math.min(500, LABELS);
const POLL_MS = 50;
const LOAD_DATE = "2031-06-02";
const SLUG = "bench-pickups-load";

const seconds = (since: number) => (performance.now() - since) / 1000;

type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** Calls a label batch and follows its job, if it is one, to the file; answers the file's bytes. */
async function labelFile(inject: Inject, url: string, payload: Record<string, unknown>): Promise<Buffer> {
  const res = await inject({ method: "POST", url, payload });
  if (res.statusCode === 200) return res.rawPayload;
  if (res.statusCode !== 202) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const { jobId } = res.json() as { jobId: string };
  let job = { status: "queued", error: null as unknown, result: null as { downloadPath: string } | null };
  while (job.status === "queued" || job.status === "running") {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    job = (await inject({ method: "GET", url: `/spa/jobs/${jobId}` })).json();
  }
  if (job.status !== "succeeded" || !job.result)
    throw new Error(`pickup label job ${job.status}: ${JSON.stringify(job.error)}`);
  return (await inject({ method: "GET", url: `/spa${job.result.downloadPath}` })).rawPayload;
}

export async function benchPickups(database: Database, app: FastifyInstance, cookie: string): Promise<void> {
  const inject: Inject = (options) =>
    app.inject({
      ...options,
      headers: { cookie, "x-requested-with": "XMLHttpRequest", ...(options.headers ?? {}) },
    });
  await database.db.execute(sql`
    insert into activities (slug, type, status, account_id, warehouse_id)
    select ${SLUG}, 'inbound', 'scheduled', (select min(id) from accounts where type = 'active' and asset_form = 'standard'),
           (select min(id) from warehouses)`);
  const [load] = (
    (await database.db.execute(
      sql`select warehouse_id as "warehouseId" from activities where slug = ${SLUG}`,
    )) as unknown as {
      rows: { warehouseId: number }[];
    }
  ).rows;
  const warehouseId = load?.warehouseId ?? 0;

  const started = performance.now();
  const pdf = await labelFile(inject, "/spa/pickups/labels", {
    warehouseId,
    loadDate: LOAD_DATE,
    count: LABELS,
    activitySlug: SLUG,
    format: "pdf",
  });
  const createS = seconds(started);

  const zplStart = performance.now();
  const zpl = await labelFile(inject, "/spa/pickups/labels/print", {
    warehouseId,
    loadDate: LOAD_DATE,
    format: "zpl",
  });
  const zplS = seconds(zplStart);

  const barcodes = (
    (await database.db.execute(
      sql`select barcode from pickup_labels where load_date = ${LOAD_DATE} order by barcode limit ${CHECK_IN}`,
    )) as unknown as { rows: { barcode: string }[] }
  ).rows.map((r) => r.barcode);
  const checkInStart = performance.now();
  const checkIn = await inject({ method: "POST", url: "/spa/pickups/check_in", payload: { barcodes } });
  if (checkIn.statusCode !== 200)
    throw new Error(`check-in: ${checkIn.statusCode} ${checkIn.body.slice(0, 500)}`);
  const checkInS = seconds(checkInStart);
  const checkedIn = (checkIn.json().checkedIn as unknown[]).length;

  console.log(
    `Pickups: ${LABELS.toLocaleString("en-US")} new pickup labels made and printed as one PDF (${(pdf.length / 1024 / 1024).toFixed(1)} MB) through the API in ${createS.toFixed(2)} s end to end (aim: under 5 s); printed again as ZPL (${(zpl.length / 1024).toFixed(0)} KB) in ${zplS.toFixed(2)} s; ${checkedIn} labels checked in in one call in ${checkInS.toFixed(2)} s\n`,
  );
}
