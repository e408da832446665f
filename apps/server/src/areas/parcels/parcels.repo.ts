import type { ParcelProject, ParcelRequest } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";

// The parcel area's reads shared by its calls: a project with its progress, a request with its
// newest tracking entry. Callers give the WHERE (scope, filters) and the window.

const iso = (v: unknown): string => new Date(v as string | Date).toISOString();
const isoOrNull = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));

/**
 * A request's stage in SQL over `r` (parcel_requests) and `lt` (its newest tracking entry): the
 * mirror of the domain's `requestStage`, so lists count in one statement (parcels.repo.test.ts
 * checks the two agree).
 */
export const requestStageSql = sql`case
  when r.received_at is not null or lt.type = 'received' then 'received'
  when lt.type = 'exception' then 'exception'
  when lt.type in ('shipped', 'in_transit', 'delivered') then 'shipped'
  when r.label_created_at is not null or lt.type = 'label_created' then 'label_made'
  when r.emailed_at is not null then 'emailed'
  else 'requested' end`;

/** The newest tracking entry of request `r`, joined as `lt`. */
export const lastTrackingJoin = sql`left join lateral (
    select t.type, t.occurred_at from parcel_tracking_entries t where t.request_id = r.id
    order by t.occurred_at desc, t.id desc limit 1) lt on true`;

type ProjectRow = Omit<ParcelProject, "sentAt" | "createdAt" | "progress"> & {
  sentAt: unknown;
  createdAt: unknown;
  requests: unknown;
  requested: unknown;
  emailed: unknown;
  labelMade: unknown;
  shipped: unknown;
  received: unknown;
  exceptions: unknown;
  onHold: unknown;
};

/** Projects (`p`) matching `where`, in `order`, with their progress counted per stage. */
export async function projectViews(
  db: Db,
  where: SQL,
  window: { limit: number; offset: number; order?: SQL } = { limit: 1, offset: 0 },
): Promise<ParcelProject[]> {
  const rows = await rowsOf<ProjectRow>(
    db,
    sql`select p.id, p.project_prefix as "projectPrefix", p.name, p.account_id as "accountId",
          acc.name as "accountName", p.warehouse_id as "warehouseId", w.short_name as "warehouseName",
          act.slug as "activitySlug", p.method, p.status, p.instructions,
          p.return_address as "returnAddress", p.sent_at as "sentAt",
          p.created_at as "createdAt", pr.*
        from parcel_projects p
        join accounts acc on acc.id = p.account_id
        join warehouses w on w.id = p.warehouse_id
        left join activities act on act.id = p.activity_id
        cross join lateral (
          select count(*) as requests,
            count(*) filter (where s.stage = 'requested') as requested,
            count(*) filter (where s.stage = 'emailed') as emailed,
            count(*) filter (where s.stage = 'label_made') as "labelMade",
            count(*) filter (where s.stage = 'shipped') as shipped,
            count(*) filter (where s.stage = 'received') as received,
            count(*) filter (where s.stage = 'exception') as exceptions,
            count(*) filter (where s.status = 'hold') as "onHold"
          from (select ${requestStageSql} as stage, r.status from parcel_requests r ${lastTrackingJoin}
                where r.project_id = p.id) s
        ) pr
        where ${where}
        order by ${window.order ?? sql`p.id desc`}
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    projectPrefix: r.projectPrefix,
    name: r.name,
    accountId: Number(r.accountId),
    accountName: r.accountName,
    warehouseId: Number(r.warehouseId),
    warehouseName: r.warehouseName,
    activitySlug: r.activitySlug,
    method: r.method,
    status: r.status,
    instructions: r.instructions,
    returnAddress: (r.returnAddress as ParcelProject["returnAddress"]) ?? null,
    sentAt: isoOrNull(r.sentAt),
    createdAt: iso(r.createdAt),
    progress: {
      requests: Number(r.requests),
      requested: Number(r.requested),
      emailed: Number(r.emailed),
      labelMade: Number(r.labelMade),
      shipped: Number(r.shipped),
      received: Number(r.received),
      exceptions: Number(r.exceptions),
      onHold: Number(r.onHold),
    },
  }));
}

/** How many projects (`p`) match `where`. */
export async function countProjects(db: Db, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from parcel_projects p where ${where}`,
  );
  return Number(row?.n ?? 0);
}

type RequestRow = Omit<
  ParcelRequest,
  "lastTracking" | "emailedAt" | "confirmedAt" | "labelCreatedAt" | "receivedAt" | "createdAt"
> & {
  lastType: ParcelRequest["status"] | null;
  lastAt: unknown;
  emailedAt: unknown;
  confirmedAt: unknown;
  labelCreatedAt: unknown;
  receivedAt: unknown;
  createdAt: unknown;
};

/**
 * Requests (`r`, of project `p`) matching `where`, in `order` (by number by default), each with
 * its newest tracking entry and how many assets were received from it. `stage` may be used in
 * `where` through `requestStageSql`.
 */
export async function requestViews(
  db: Db,
  where: SQL,
  window: { limit: number; offset: number; order?: SQL } = { limit: 1, offset: 0 },
): Promise<ParcelRequest[]> {
  const rows = await rowsOf<RequestRow>(
    db,
    sql`select r.id, p.project_prefix as "projectPrefix", r.reference_id as "referenceId",
          r.employee_name as "employeeName", r.email, r.phone, r.address, r.devices, r.status,
          r.hold_reason as "holdReason", r.tracking_number as "trackingNumber",
          lt.type as "lastType", lt.occurred_at as "lastAt", r.emailed_at as "emailedAt",
          r.confirmed_at as "confirmedAt", r.label_created_at as "labelCreatedAt",
          r.received_at as "receivedAt", r.created_at as "createdAt",
          (select count(*) from parcel_request_assets ra where ra.request_id = r.id) as "receivedAssets"
        from parcel_requests r
        join parcel_projects p on p.id = r.project_id
        ${lastTrackingJoin}
        where ${where}
        order by ${window.order ?? sql`r.project_id, r.number`}
        limit ${window.limit} offset ${window.offset}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    projectPrefix: r.projectPrefix,
    referenceId: r.referenceId,
    employeeName: r.employeeName,
    email: r.email,
    phone: r.phone,
    address: r.address,
    devices: r.devices,
    status: r.status,
    holdReason: r.holdReason,
    trackingNumber: r.trackingNumber,
    lastTracking: r.lastType
      ? { type: r.lastType as NonNullable<ParcelRequest["lastTracking"]>["type"], occurredAt: iso(r.lastAt) }
      : null,
    emailedAt: isoOrNull(r.emailedAt),
    confirmedAt: isoOrNull(r.confirmedAt),
    labelCreatedAt: isoOrNull(r.labelCreatedAt),
    receivedAt: isoOrNull(r.receivedAt),
    receivedAssets: Number(r.receivedAssets),
    createdAt: iso(r.createdAt),
  }));
}

/** How many requests (`r`, of project `p`) match `where`. */
export async function countRequests(db: Db, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from parcel_requests r join parcel_projects p on p.id = r.project_id
        ${lastTrackingJoin} where ${where}`,
  );
  return Number(row?.n ?? 0);
}
