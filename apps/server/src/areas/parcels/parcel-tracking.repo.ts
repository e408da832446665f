import type { ParcelTrackingEntry } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { countRequests, requestViews } from "./parcels.repo";

const ENTRY_COLUMNS = sql`t.id, r.reference_id as "referenceId", t.type, t.tracking_number as "trackingNumber",
  t.occurred_at as "occurredAt", t.location, t.note, t.source, t.created_at as "createdAt"`;

type EntryRow = Omit<ParcelTrackingEntry, "occurredAt" | "createdAt"> & {
  occurredAt: unknown;
  createdAt: unknown;
};

const entryOf = (e: EntryRow): ParcelTrackingEntry => ({
  ...e,
  id: Number(e.id),
  occurredAt: new Date(e.occurredAt as string).toISOString(),
  createdAt: new Date(e.createdAt as string).toISOString(),
});

/** Tracking entries (`t`, of request `r`, project `p`) matching `where`, newest first. */
export async function entriesWhere(db: Db, where: SQL): Promise<ParcelTrackingEntry[]> {
  const rows = await rowsOf<EntryRow>(
    db,
    sql`select ${ENTRY_COLUMNS} from parcel_tracking_entries t
        join parcel_requests r on r.id = t.request_id join parcel_projects p on p.id = r.project_id
        where ${where} order by t.occurred_at desc, t.id desc`,
  );
  return rows.map(entryOf);
}

export type EntryValues = {
  type: string;
  occurredAt: Date;
  trackingNumber: string | null;
  location: string | null;
  note: string | null;
};

/** Adds an entry; null when the request already has one of that type at that moment. */
export async function insertEntry(
  db: Db,
  requestId: number,
  values: EntryValues,
  userId: number,
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into parcel_tracking_entries (request_id, type, tracking_number, occurred_at, location, note, source, created_by)
        values (${requestId}, ${values.type}, ${values.trackingNumber}, ${values.occurredAt.toISOString()}::timestamptz,
          ${values.location}, ${values.note}, 'manual', ${userId})
        on conflict (request_id, type, occurred_at) do nothing returning id`,
  );
  if (row && values.type === "received") await markReceived(db, sql`r.id = ${requestId}`);
  return row ? Number(row.id) : null;
}

/**
 * A `received` entry written by hand counts as the parcel's receipt: the request's received_at is
 * set from its first one (if it has none), so a later carrier scan never moves it back a stage.
 */
async function markReceived(db: Db, which: SQL): Promise<void> {
  await db.execute(sql`update parcel_requests r set received_at = (select min(t.occurred_at)
      from parcel_tracking_entries t where t.request_id = r.id and t.type = 'received'), updated_at = now()
    where ${which} and r.received_at is null
      and exists (select 1 from parcel_tracking_entries t where t.request_id = r.id and t.type = 'received')`);
}

/** Changes an entry; false when another entry of the request has that type and moment. */
export async function updateEntry(db: Db, id: number, values: EntryValues): Promise<boolean> {
  const [clash] = await rowsOf<{ id: number }>(
    db,
    sql`select o.id from parcel_tracking_entries o join parcel_tracking_entries t on t.request_id = o.request_id
        where t.id = ${id} and o.id <> ${id} and o.type = ${values.type}
          and o.occurred_at = ${values.occurredAt.toISOString()}::timestamptz`,
  );
  if (clash) return false;
  await db.execute(
    sql`update parcel_tracking_entries set type = ${values.type}, tracking_number = ${values.trackingNumber},
          occurred_at = ${values.occurredAt.toISOString()}::timestamptz, location = ${values.location}, note = ${values.note}
        where id = ${id}`,
  );
  if (values.type === "received")
    await markReceived(
      db,
      sql`r.id = (select t.request_id from parcel_tracking_entries t where t.id = ${id})`,
    );
  return true;
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from parcel_tracking_entries where id = ${id}`);
}

/** The reference of the request (other than `requestId`) holding a tracking number, if any. */
export async function holderOf(db: Db, trackingNumber: string, requestId: number): Promise<string | null> {
  const [row] = await rowsOf<{ referenceId: string }>(
    db,
    sql`select reference_id as "referenceId" from parcel_requests
        where tracking_number = ${trackingNumber} and id <> ${requestId}`,
  );
  return row?.referenceId ?? null;
}

export async function setTrackingNumber(db: Db, requestId: number, trackingNumber: string | null) {
  await db.execute(
    sql`update parcel_requests set tracking_number = ${trackingNumber}, updated_at = now() where id = ${requestId}`,
  );
}

/** A project's requests by tracking number and by reference id (what an import's rows name). */
export async function requestsOfProject(
  db: Db,
  projectId: number,
  trackingNumbers: string[],
  references: string[],
): Promise<{ id: number; referenceId: string; trackingNumber: string | null }[]> {
  const rows = await rowsOf<{ id: number; referenceId: string; trackingNumber: string | null }>(
    db,
    sql`select id, reference_id as "referenceId", tracking_number as "trackingNumber" from parcel_requests
        where project_id = ${projectId}
          and (tracking_number = any(${sql.param(trackingNumbers)}::text[])
            or reference_id = any(${sql.param(references)}::text[]))`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Which of these tracking numbers other projects' requests hold (they cannot be set here). */
export async function trackingNumbersElsewhere(
  db: Db,
  projectId: number,
  numbers: string[],
): Promise<Set<string>> {
  const rows = await rowsOf<{ n: string }>(
    db,
    sql`select tracking_number as n from parcel_requests
        where project_id <> ${projectId} and tracking_number = any(${sql.param(numbers)}::text[])`,
  );
  return new Set(rows.map((r) => r.n));
}

/** Sets tracking numbers of requests that had none, in one statement. */
export async function fillTrackingNumbers(db: Db, pairs: { id: number; trackingNumber: string }[]) {
  if (pairs.length === 0) return;
  await db.execute(
    sql`update parcel_requests r set tracking_number = v.tn, updated_at = now()
        from unnest(${sql.param(pairs.map((p) => p.id))}::int[], ${sql.param(pairs.map((p) => p.trackingNumber))}::text[]) as v(id, tn)
        where r.id = v.id and r.tracking_number is null`,
  );
}

/** Adds imported entries in one statement; answers how many were new (a re-import adds none). */
export async function insertImportedEntries(
  db: Db,
  entries: (EntryValues & { requestId: number })[],
  userId: number,
): Promise<number> {
  if (entries.length === 0) return 0;
  const col = <K extends keyof (EntryValues & { requestId: number })>(k: K) => entries.map((e) => e[k]);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into parcel_tracking_entries (request_id, type, tracking_number, occurred_at, location, note, source, created_by)
        select v.request_id, v.type, v.tn, v.at, v.location, null, 'import', ${userId}
        from unnest(${sql.param(col("requestId"))}::int[], ${sql.param(col("type"))}::text[],
          ${sql.param(col("trackingNumber"))}::text[],
          ${sql.param(entries.map((e) => e.occurredAt.toISOString()))}::timestamptz[],
          ${sql.param(col("location"))}::text[]) as v(request_id, type, tn, at, location)
        on conflict (request_id, type, occurred_at) do nothing returning id`,
  );
  return rows.length;
}

/** A request's entries, newest first. */
export const entriesOfRequest = (db: Db, requestId: number) =>
  entriesWhere(db, sql`t.request_id = ${requestId}`);

/** One entry if its project is within `scope` (SQL over `p`). */
export async function entryInScope(db: Db, id: number, scope: SQL): Promise<ParcelTrackingEntry | undefined> {
  const [entry] = await entriesWhere(db, sql`t.id = ${id} and ${scope}`);
  return entry;
}

/** The requests of the projects arriving on load `activityId` within `scope`, by project and number. */
export async function loadRequests(
  db: Db,
  activityId: number,
  scope: SQL,
  window: { limit: number; offset: number },
) {
  const where = sql`p.activity_id = ${activityId} and ${scope}`;
  const [data, total] = await Promise.all([
    requestViews(db, where, { ...window, order: sql`r.project_id, r.number` }),
    countRequests(db, where),
  ]);
  return { data, total };
}

/** One request's view by id. */
export async function requestById(db: Db, requestId: number) {
  const [view] = await requestViews(db, sql`r.id = ${requestId}`);
  return view;
}
