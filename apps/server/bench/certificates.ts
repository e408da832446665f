/**
 * Certificates case of `npm run bench` (BENCH_ONLY=certificates): a load of BENCH_CERTIFICATE_SERIALS
 * (default 10,000) data-bearing serials, each with a passed, verified erasure, and its certificate
 * of data destruction issued through the API (`POST /spa/activities/{slug}/certificates`, a job):
 * timed from the call until the job has succeeded (checks, numbering, the PDF of every serial,
 * the stored document, the rows, events and mails, in one transaction), then the PDF downloaded.
 * Aim (issue 16): under 20 s for 10,000 serials.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";
import { settleJobs } from "../src/platform/jobs";

const SERIALS = Number(process.env.BENCH_CERTIFICATE_SERIALS ?? 10_000);
const SLUG = "bench-certificate-load";

const seconds = (since: number) => (performance.now() - since) / 1000;

export type CertificatesBenchResult = { serials: number; issueS: number; pdfMb: number; number: string };

/** A received load of the first active account with SERIALS laptops of a data-bearing class, all erased. */
async function seedLoad(database: Database): Promise<void> {
  const db = database.db;
  await db.execute(sql`
    insert into product_classes (name, serialized, r2_material_type) values ('Bench certificate laptops', true, 'data')`);
  await db.execute(sql`
    insert into products (name, type, class_id)
    select 'Bench Latitude 7440', 'serialized', id from product_classes where name = 'Bench certificate laptops'`);
  await db.execute(sql`
    insert into activities (slug, type, status, account_id, warehouse_id)
    select ${SLUG}, 'inbound', 'received', (select min(id) from accounts where type = 'active'),
           (select min(id) from warehouses)`);
  await db.execute(sql`
    insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id)
    select 'BC' || lpad(n::text, 8, '0'), 'serial', 'SN-' || upper(substr(md5(n::text), 1, 12)), a.id, a.id, a.account_id
      from generate_series(1, ${SERIALS}) n, activities a where a.slug = ${SLUG}`);
  await db.execute(sql`
    insert into product_assets (asset_id, product_id, quantity, net_weight)
    select a.id, p.id, 1, 4.2
      from assets a, products p
     where a.receiving_activity_id = (select id from activities where slug = ${SLUG})
       and p.name = 'Bench Latitude 7440'`);
  await db.execute(sql`
    insert into sanitization_records (asset_id, kind, method, tool, passes, result, verified, finished_at, source)
    select a.id, 'erasure', 'purge', 'Blancco 7', 1, 'passed', true, now() - interval '1 day', 'import'
      from assets a where a.receiving_activity_id = (select id from activities where slug = ${SLUG})`);
  for (const table of ["assets", "product_assets", "sanitization_records"])
    await db.execute(sql.raw(`analyze ${table}`));
}

export async function benchCertificates(
  database: Database,
  app: FastifyInstance,
  cookie: string,
): Promise<CertificatesBenchResult> {
  await seedLoad(database);
  const headers = { cookie, "x-requested-with": "XMLHttpRequest" };
  const started = performance.now();
  const res = await app.inject({
    method: "POST",
    url: `/spa/activities/${SLUG}/certificates`,
    headers,
    payload: {},
  });
  if (res.statusCode !== 202) throw new Error(`issue: ${res.statusCode} ${res.body}`);
  await settleJobs();
  const issueS = seconds(started);
  const job = (await app.inject({ method: "GET", url: `/spa/jobs/${res.json().jobId}`, headers })).json();
  if (job.status !== "succeeded")
    throw new Error(`certificate job ${job.status}: ${JSON.stringify(job.error)}`);
  const list = await app.inject({ method: "GET", url: `/spa/activities/${SLUG}/certificates`, headers });
  const [certificate] = list.json().data as { number: string; dataBearingCount: number }[];
  if (!certificate || certificate.dataBearingCount !== SERIALS)
    throw new Error(`certificate: ${list.body.slice(0, 300)}`);
  const pdf = await app.inject({
    method: "GET",
    url: `/spa/certificates/${certificate.number}/pdf`,
    headers,
  });
  if (pdf.statusCode !== 200) throw new Error(`pdf: ${pdf.statusCode}`);
  const result = {
    serials: SERIALS,
    issueS,
    pdfMb: pdf.rawPayload.length / 1024 / 1024,
    number: certificate.number,
  };
  console.log(
    `Certificate ${result.number} of ${SERIALS.toLocaleString("en-US")} serials: issued (job, end to end) in ${issueS.toFixed(2)} s, PDF ${result.pdfMb.toFixed(2)} MB on ${database.kind} (aim: under 20 s)`,
  );
  return result;
}
