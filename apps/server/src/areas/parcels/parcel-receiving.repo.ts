import type { ParcelProject, ParcelReceivedAsset, ParcelRequest } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { projectViews, requestViews } from "./parcels.repo";

// The SQL of parcel receiving: which assets came from which request, the request's tracking
// number, and what receiving records on the request (received_at, a `received` tracking entry).

/** The assets received from a request, in the order they were received. */
export async function receivedAssetsOf(db: Db, requestId: number): Promise<ParcelReceivedAsset[]> {
  const rows = await rowsOf<{
    barcode: string;
    serialNumber: string | null;
    productName: string | null;
    at: unknown;
  }>(
    db,
    sql`select a.barcode, a.serial_number as "serialNumber", pr.name as "productName", ra.created_at as at
        from parcel_request_assets ra
        join assets a on a.id = ra.asset_id
        left join product_assets pa on pa.asset_id = a.id and pa.position = 0
        left join products pr on pr.id = pa.product_id
        where ra.request_id = ${requestId}
        order by ra.created_at, a.id`,
  );
  return rows.map((r) => ({
    barcode: r.barcode,
    serialNumber: r.serialNumber,
    productName: r.productName,
    receivedAt: new Date(r.at as string).toISOString(),
  }));
}

/** Of these barcodes, those already received, each with the request it came from (null: an asset of no parcel). */
export async function parcelOfBarcodes(
  db: Db,
  barcodes: string[],
): Promise<Map<string, { requestId: number | null; referenceId: string | null }>> {
  if (barcodes.length === 0) return new Map();
  const rows = await rowsOf<{ barcode: string; requestId: number | null; referenceId: string | null }>(
    db,
    sql`select a.barcode, ra.request_id as "requestId", r.reference_id as "referenceId"
        from assets a
        left join parcel_request_assets ra on ra.asset_id = a.id
        left join parcel_requests r on r.id = ra.request_id
        where a.barcode = any(${sql.param(barcodes)}::text[])`,
  );
  return new Map(
    rows.map((r) => [
      r.barcode,
      { requestId: r.requestId === null ? null : Number(r.requestId), referenceId: r.referenceId },
    ]),
  );
}

/** The reference id of the other request holding this tracking number, if any. */
export async function trackingHolder(
  db: Db,
  trackingNumber: string,
  requestId: number,
): Promise<string | null> {
  const [row] = await rowsOf<{ referenceId: string }>(
    db,
    sql`select reference_id as "referenceId" from parcel_requests
        where tracking_number = ${trackingNumber} and id <> ${requestId}`,
  );
  return row?.referenceId ?? null;
}

export async function setTrackingNumber(db: Db, requestId: number, trackingNumber: string): Promise<void> {
  await db.execute(sql`update parcel_requests set tracking_number = ${trackingNumber}, updated_at = now()
    where id = ${requestId}`);
}

/** The slug of the project's load. */
export async function activitySlugOf(db: Db, activityId: number): Promise<string | null> {
  const [row] = await rowsOf<{ slug: string }>(db, sql`select slug from activities where id = ${activityId}`);
  return row?.slug ?? null;
}

/** The requests of a project with these reference ids, by reference id. */
export async function requestIdsOf(
  db: Db,
  projectId: number,
  referenceIds: string[],
): Promise<Map<string, { id: number; employeeName: string }>> {
  if (referenceIds.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; referenceId: string; employeeName: string }>(
    db,
    sql`select id, reference_id as "referenceId", employee_name as "employeeName" from parcel_requests
        where project_id = ${projectId} and reference_id = any(${sql.param(referenceIds)}::text[])`,
  );
  return new Map(rows.map((r) => [r.referenceId, { id: Number(r.id), employeeName: r.employeeName }]));
}

/**
 * Records what receiving did, set-based: links each asset to its request, sets each request's
 * received_at (the first receipt's time stays) and writes one `received` tracking entry per
 * request (source receiving) saying how many devices came.
 */
export async function recordReceipts(
  db: Db,
  links: { requestId: number; assetId: number }[],
  userId: number,
): Promise<void> {
  if (links.length === 0) return;
  const requestIds = links.map((l) => l.requestId);
  await db.execute(sql`insert into parcel_request_assets (request_id, asset_id)
    select * from unnest(${sql.param(requestIds)}::int[], ${sql.param(links.map((l) => l.assetId))}::int[])`);
  const counts = new Map<number, number>();
  for (const id of requestIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  const ids = [...counts.keys()];
  const ns = ids.map((id) => counts.get(id) ?? 0);
  await db.execute(sql`update parcel_requests set received_at = coalesce(received_at, now()), updated_at = now()
    where id = any(${sql.param(ids)}::int[])`);
  await db.execute(sql`insert into parcel_tracking_entries
      (request_id, type, tracking_number, occurred_at, note, source, created_by)
    select r.id, 'received', r.tracking_number, now(),
      case when c.n = 1 then '1 device received' else c.n || ' devices received' end, 'receiving', ${userId}
    from unnest(${sql.param(ids)}::int[], ${sql.param(ns)}::int[]) as c(id, n)
    join parcel_requests r on r.id = c.id
    on conflict do nothing`);
}

/** A request and its project as the shared reads give them. */
export async function viewsOf(
  db: Db,
  requestId: number,
  projectId: number,
): Promise<{ request: ParcelRequest | undefined; project: ParcelProject | undefined }> {
  const [[request], [project]] = await Promise.all([
    requestViews(db, sql`r.id = ${requestId}`),
    projectViews(db, sql`p.id = ${projectId}`),
  ]);
  return { request, project };
}
