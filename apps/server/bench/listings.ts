/**
 * Listings case of `npm run bench` (BENCH_ONLY=listings): 5,000 graded laptops in DAL's stock,
 * a listing of their product and grade; through the whole stack as an operator, the bulk reserve
 * of the 5,000 barcodes as a job (PUT /listings/{id}/assets/async), then marking them all sold as a
 * job, each timed from the call to the job's end. Aim (issue 19): each under 5 s.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { classAndProduct, gradedStock } from "../src/areas/listings/marketplace.fixtures";
import type { Database } from "../src/db/client";

const SIZE = Number(process.env.BENCH_LISTING_SIZE ?? 5_000);
const POLL_MS = 50;

export async function benchListings(database: Database, app: FastifyInstance, cookie: string): Promise<void> {
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const seeded = performance.now();
  const { classId, productId } = await classAndProduct(database.db);
  await database.db.execute(
    sql`insert into ecommerce_cutlines (class_id, grade, min_price) values (${classId}, 'B', 100)`,
  );
  const { barcodes } = await gradedStock(database.db, productId, SIZE, "B");
  const created = await app.inject({
    method: "POST",
    url: "/spa/listings",
    headers,
    payload: {
      title: "Bench laptops",
      productId,
      grade: "B",
      platform: "auction_marketplace",
      price: 150,
      status: "listed",
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`listing: ${created.statusCode} ${created.body.slice(0, 300)}`);
  const id = created.json().id as number;
  console.log(
    `Listings ready in ${((performance.now() - seeded) / 1000).toFixed(1)} s: ${SIZE} graded assets in stock`,
  );

  async function asJob(label: string, payload: Record<string, unknown>) {
    const started = performance.now();
    const res = await app.inject({
      method: "PUT",
      url: `/spa/listings/${id}/assets/async`,
      headers,
      payload,
    });
    if (res.statusCode !== 202) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const { jobId } = res.json() as { jobId: string };
    let job = { status: "queued", error: null as unknown, result: null as unknown };
    while (job.status === "queued" || job.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = (await app.inject({ method: "GET", url: `/spa/jobs/${jobId}`, headers })).json();
    }
    if (job.status !== "succeeded")
      throw new Error(`${label} job ${job.status}: ${JSON.stringify(job.error).slice(0, 500)}`);
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label.padEnd(58)}${seconds.toFixed(2).padStart(9)} s  ${JSON.stringify(job.result)}`);
  }

  await asJob(`Job  reserve ${SIZE} barcodes onto a listing`, { action: "reserve", barcodes });
  await asJob(`Job  mark ${SIZE} barcodes sold`, {
    action: "sold",
    barcodes,
    salePrice: 140,
    buyer: "bench",
  });
}
