/**
 * Labels case of `npm run bench`: BENCH_LABELS assets (default 1,000) on one load, printed as
 * one PDF through the HTTP API as an operator (above 200 labels that is a job: the call, the
 * polling and the file's download are all timed), then the same labels drawn without the API
 * as PDF and as ZPL. The target is under 5 s for 1,000 labels end to end.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { activityAssetsToLabel } from "../src/areas/assets/asset-labels.repo";
import { assetLabelRecord } from "../src/areas/assets/asset-labels.service";
import type { Database } from "../src/db/client";
import { ASSET_LABEL } from "../src/platform/documents/label-definitions";
import { renderLabelsPdf } from "../src/platform/documents/pdf";
import { renderLabelsZpl } from "../src/platform/documents/zpl";

const LABELS = Number(process.env.BENCH_LABELS ?? 1000);
const POLL_MS = 50;
const SLUG = "bench-labels-load";

const seconds = (since: number) => (performance.now() - since) / 1000;

export type LabelsBenchResult = { labels: number; apiS: number; pdfS: number; zplS: number; pdfMb: number };

export async function benchLabels(
  database: Database,
  app: FastifyInstance,
  cookie: string,
): Promise<LabelsBenchResult> {
  await database.db.execute(sql`
    insert into activities (slug, type, status, account_id, warehouse_id)
    select ${SLUG}, 'inbound', 'received', (select min(id) from accounts where type = 'active'),
           (select min(id) from warehouses)`);
  await database.db.execute(sql`
    insert into assets (barcode, type, serial_number, activity_id, receiving_activity_id, account_id)
    select 'BL' || lpad(n::text, 8, '0'), 'serial', 'SN-' || md5(n::text), a.id, a.id, a.account_id
      from generate_series(1, ${LABELS}) n, activities a where a.slug = ${SLUG}`);

  const started = performance.now();
  const res = await app.inject({
    method: "POST",
    url: `/spa/activities/${SLUG}/labels`,
    headers: { cookie, "x-requested-with": "XMLHttpRequest" },
    payload: { format: "pdf" },
  });
  let bytes = res.rawPayload;
  if (res.statusCode === 202) {
    const { jobId } = res.json() as { jobId: string };
    let job = { status: "queued", error: null as unknown, result: null as { downloadPath: string } | null };
    while (job.status === "queued" || job.status === "running") {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      job = (await app.inject({ method: "GET", url: `/spa/jobs/${jobId}`, headers: { cookie } })).json();
    }
    if (job.status !== "succeeded" || !job.result)
      throw new Error(`label job ${job.status}: ${JSON.stringify(job.error)}`);
    const file = await app.inject({
      method: "GET",
      url: `/spa${job.result.downloadPath}`,
      headers: { cookie },
    });
    bytes = file.rawPayload;
  } else if (res.statusCode !== 200) throw new Error(`labels: ${res.statusCode} ${res.body.slice(0, 500)}`);
  const apiS = seconds(started);

  const [load] = (
    (await database.db.execute(sql`select id from activities where slug = ${SLUG}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const records = (await activityAssetsToLabel(database.db, load?.id ?? 0, undefined, LABELS)).map(
    assetLabelRecord,
  );
  const pdfStart = performance.now();
  await renderLabelsPdf(ASSET_LABEL, records);
  const pdfS = seconds(pdfStart);
  const zplStart = performance.now();
  renderLabelsZpl(ASSET_LABEL, records);
  const zplS = seconds(zplStart);

  const result = { labels: LABELS, apiS, pdfS, zplS, pdfMb: bytes.length / 1024 / 1024 };
  console.log(
    `Labels: ${LABELS.toLocaleString("en-US")} asset labels as one PDF (${result.pdfMb.toFixed(1)} MB) through the API in ${apiS.toFixed(2)} s end to end; drawing alone ${pdfS.toFixed(2)} s as PDF, ${zplS.toFixed(2)} s as ZPL\n`,
  );
  return result;
}
