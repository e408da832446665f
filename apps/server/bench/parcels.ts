/**
 * Parcels case of `npm run bench` (issue 20): a 5,000-employee request file (csv) uploaded to a
 * draft project through the HTTP API (a job above 500 rows: time to accepted, then to written),
 * then the project set to review (5,000 e-mails queued by a job, in chunks): time to all queued.
 * Aims: upload under 5 s, e-mails queued with progress.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";

const ROWS = Number(process.env.BENCH_PARCEL_ROWS ?? 5_000);
const HEADER = "name,email,phone,address line 1,address line 2,city,state/region,postal code,country,devices";

function multipart(fileName: string, bytes: Buffer) {
  const boundary = "----opsBenchParcels";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function waitForJob(app: FastifyInstance, cookie: string, jobId: string): Promise<unknown> {
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const poll = await app.inject({ method: "GET", url: `/spa/jobs/${jobId}`, headers: { cookie } });
    const job = poll.json() as { status: string; result: unknown; error: unknown };
    if (job.status === "succeeded") return job.result;
    if (job.status !== "queued" && job.status !== "running")
      throw new Error(`job ${job.status}: ${JSON.stringify(job.error).slice(0, 500)}`);
  }
}

export async function benchParcels(database: Database, app: FastifyInstance, cookie: string): Promise<void> {
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const ids = (await database.db.execute(
    sql`select (select id from accounts where type = 'active' order by id limit 1) as account,
          (select id from warehouses order by id limit 1) as warehouse`,
  )) as unknown as { rows: { account: number; warehouse: number }[] };
  const { account, warehouse } = ids.rows[0] ?? { account: 0, warehouse: 0 };
  const prefix = `BP${Date.now() % 100_000_000}`;
  const created = await app.inject({
    method: "POST",
    url: "/spa/parcel_projects",
    headers,
    payload: {
      name: "Bench",
      projectPrefix: prefix,
      accountId: account,
      warehouseId: warehouse,
      method: "qr_code",
    },
  });
  if (created.statusCode !== 201) throw new Error(`project: ${created.statusCode} ${created.body}`);

  const lines = [HEADER];
  for (let i = 1; i <= ROWS; i++)
    lines.push(`Employee ${i},e${i}@bench.example.com,,${i} Main St,,Austin,TX,78701,US,Laptop x1; Monitor`);
  const file = Buffer.from(`${lines.join("\r\n")}\r\n`);

  const t0 = performance.now();
  const res = await app.inject({
    method: "POST",
    url: `/spa/parcel_projects/${prefix}/requests/upload`,
    headers: { ...headers, ...multipart("employees.csv", file).headers },
    payload: multipart("employees.csv", file).payload,
  });
  const accepted = performance.now() - t0;
  if (res.statusCode !== 202 && res.statusCode !== 201)
    throw new Error(`upload: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const result = res.statusCode === 202 ? await waitForJob(app, cookie, res.json().jobId) : res.json();
  const written = performance.now() - t0;
  console.log(
    `parcels: upload of ${ROWS} requests accepted in ${accepted.toFixed(0)} ms, written in ${written.toFixed(0)} ms (${JSON.stringify(result)}; aim < 5000 ms)`,
  );

  const t1 = performance.now();
  const review = await app.inject({
    method: "PUT",
    url: `/spa/parcel_projects/${prefix}`,
    headers,
    payload: { status: "review" },
  });
  if (review.statusCode !== 200) throw new Error(`review: ${review.statusCode} ${review.body.slice(0, 500)}`);
  const answered = performance.now() - t1;
  const jobId = review.json().mailJobId as string | null;
  const mailed = jobId ? await waitForJob(app, cookie, jobId) : { mailed: review.json().mailsQueued };
  const queued = performance.now() - t1;
  console.log(
    `parcels: review of ${ROWS} requests answered in ${answered.toFixed(0)} ms, all e-mails queued in ${queued.toFixed(0)} ms (${JSON.stringify(mailed)})`,
  );
}
