/**
 * ASN case of `npm run bench`: a BENCH_ASN_ROWS-row xlsx (default 50,000) built with exceljs is
 * uploaded to a load through the HTTP API as an operator, and the import job is polled until it
 * ends. Reports the file build, the upload answer (the file is read in the request) and the
 * end-to-end time with rows per second. The target is under 15 s end to end, so
 * the operator who uploads a large ASN waits for it rather than coming back later.
 */
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import type { Database } from "../src/db/client";

const ROWS = Number(process.env.BENCH_ASN_ROWS ?? 50_000);
const POLL_MS = 100;

/** Realistic columns: the account's own header names, some matched by name, one by mapping. */
async function buildWorkbook(products: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("ASN");
  sheet.addRow([
    "Serial Number",
    "Asset Tag",
    "Manufacturer",
    "Model",
    "Product",
    "Qty",
    "Weight",
    "Pallet",
    "PO Number",
    "Site",
  ]);
  for (let i = 1; i <= ROWS; i++) {
    sheet.addRow([
      `BSN${String(i).padStart(8, "0")}`,
      `TAG-${i}`,
      "Dell",
      "Latitude 7420",
      products[i % products.length] ?? "Unknown product",
      1,
      4.2 + (i % 10) / 10,
      `PAL-${Math.ceil(i / 40)}`,
      `PO-${1000 + (i % 50)}`,
      "Dallas HQ",
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function multipart(fileName: string, bytes: Buffer, mapping: Record<string, string>) {
  const boundary = "----opsBenchAsn";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export type AsnBenchResult = {
  rows: number;
  fileMb: number;
  acceptedS: number;
  totalS: number;
  rowsPerSecond: number;
};

export async function benchAsnImport(
  database: Database,
  app: FastifyInstance,
  cookie: string,
): Promise<AsnBenchResult> {
  // A load of a demo client account to import into (a scratch database: straight into the table).
  await database.db.execute(sql`
    insert into activities (slug, type, status, account_id, warehouse_id)
    select 'bench-asn-load', 'inbound', 'scheduled', (select min(id) from accounts where type = 'active'),
           (select min(id) from warehouses)`);
  const products = (
    (await database.db.execute(
      sql`select name from products where type <> 'alias' order by id limit 20`,
    )) as unknown as {
      rows: { name: string }[];
    }
  ).rows.map((r) => r.name);

  const built = performance.now();
  const file = await buildWorkbook(products);
  console.log(
    `Built a ${ROWS.toLocaleString("en-US")}-row xlsx (${(file.length / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - built) / 1000).toFixed(1)} s`,
  );

  const started = performance.now();
  const body = multipart("bench-asn.xlsx", file, { Site: "ignore" });
  const res = await app.inject({
    method: "POST",
    url: "/spa/loads/bench-asn-load/asns",
    headers: { cookie, "x-requested-with": "XMLHttpRequest", ...body.headers },
    payload: body.payload,
  });
  const acceptedS = (performance.now() - started) / 1000;
  if (res.statusCode !== 202) throw new Error(`ASN upload: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const { jobId } = res.json() as { jobId: string };
  let status = "queued";
  let last = "";
  while (status === "queued" || status === "running") {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const poll = await app.inject({ method: "GET", url: `/spa/jobs/${jobId}`, headers: { cookie } });
    const job = poll.json() as { status: string; progress: number; error: unknown };
    status = job.status;
    last = JSON.stringify(job.error);
  }
  const totalS = (performance.now() - started) / 1000;
  if (status !== "succeeded") throw new Error(`ASN import job ${status}: ${last.slice(0, 500)}`);
  const result = {
    rows: ROWS,
    fileMb: file.length / 1024 / 1024,
    acceptedS,
    totalS,
    rowsPerSecond: ROWS / totalS,
  };
  console.log(
    `ASN import of ${ROWS.toLocaleString("en-US")} rows: 202 after ${acceptedS.toFixed(2)} s, done after ${totalS.toFixed(2)} s end to end (${Math.round(result.rowsPerSecond).toLocaleString("en-US")} rows/s)\n`,
  );
  return result;
}
