import type { PickupCounts, PickupLabel, PickupsQuery } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";

// The pickups area's SQL: label rows (`l`) with their warehouse, account, load and who checked
// them in; the day's counts; set-based creation and check-in.

const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

type LabelRow = Omit<PickupLabel, "checkedInAt" | "createdAt" | "weight"> & {
  checkedInAt: unknown;
  createdAt: unknown;
  weight: unknown;
};

const labelColumns = sql`l.barcode, l.kind, l.warehouse_id as "warehouseId", w.short_name as "warehouseName",
  l.load_date::text as "loadDate", l.account_id as "accountId", acc.name as "accountName",
  act.slug as "activitySlug", act.status as "activityStatus", l.weight, l.notes,
  l.checked_in_at as "checkedInAt",
  case when u.id is null then null else u.first_name || ' ' || u.last_name end as "checkedInBy",
  l.asset_id as "assetId", l.created_at as "createdAt"`;

const labelJoins = sql`join warehouses w on w.id = l.warehouse_id
  left join accounts acc on acc.id = l.account_id
  left join activities act on act.id = l.activity_id
  left join users u on u.id = l.checked_in_by`;

const toLabel = (r: LabelRow): PickupLabel => ({
  ...r,
  weight: r.weight === null || r.weight === undefined ? null : Number(r.weight),
  checkedInAt: isoOrNull(r.checkedInAt),
  createdAt: isoOrNull(r.createdAt) as string,
});

/** The state filters of the day's list, as SQL over `l`. */
const STATUS_WHERE: Record<PickupsQuery["status"], SQL> = {
  all: sql`true`,
  unassigned: sql`l.activity_id is null`,
  assigned: sql`l.activity_id is not null`,
  checked_in: sql`l.checked_in_at is not null`,
  missing: sql`l.activity_id is not null and l.checked_in_at is null`,
};

const SORTS: Record<PickupsQuery["sort"], SQL> = {
  barcode: sql`l.barcode`,
  accountName: sql`acc.name`,
  activitySlug: sql`act.slug`,
  checkedInAt: sql`l.checked_in_at`,
};

/** A page of a warehouse's labels of one day, with the filtered total. */
export async function pageLabels(db: Db, q: PickupsQuery): Promise<{ data: PickupLabel[]; total: number }> {
  const search = q.search
    ? sql`and (lower(l.barcode) like ${containsPattern(q.search)} or lower(acc.name) like ${containsPattern(q.search)}
        or act.slug like ${containsPattern(q.search)})`
    : sql``;
  const where = sql`l.warehouse_id = ${q.warehouseId} and l.load_date = ${q.loadDate}
    and ${STATUS_WHERE[q.status]} ${search}`;
  const order = sql`${SORTS[q.sort]} ${sql.raw(q.order)} nulls last, l.id ${sql.raw(q.order)}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<LabelRow>(
      db,
      sql`select ${labelColumns} from pickup_labels l ${labelJoins} where ${where}
        order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(
      db,
      sql`select count(*) as n from pickup_labels l
        left join accounts acc on acc.id = l.account_id left join activities act on act.id = l.activity_id
        where ${where}`,
    ),
  ]);
  return { data: rows.map(toLabel), total: Number(count?.n ?? 0) };
}

/** The day's counts of a warehouse (pickup_labels_date_idx). */
export async function dayCounts(db: Db, warehouseId: number, loadDate: string): Promise<PickupCounts> {
  const [row] = await rowsOf<Record<keyof PickupCounts, unknown>>(
    db,
    sql`select count(*) as total,
        count(*) filter (where activity_id is not null) as assigned,
        count(*) filter (where checked_in_at is not null) as "checkedIn",
        count(*) filter (where activity_id is not null and checked_in_at is null) as missing
      from pickup_labels where warehouse_id = ${warehouseId} and load_date = ${loadDate}`,
  );
  return {
    total: Number(row?.total ?? 0),
    assigned: Number(row?.assigned ?? 0),
    checkedIn: Number(row?.checkedIn ?? 0),
    missing: Number(row?.missing ?? 0),
  };
}

/** One label by barcode, as the screens read it. */
export async function labelByBarcode(db: Db, barcode: string): Promise<PickupLabel | undefined> {
  const [row] = await rowsOf<LabelRow>(
    db,
    sql`select ${labelColumns} from pickup_labels l ${labelJoins} where l.barcode = ${barcode}`,
  );
  return row ? toLabel(row) : undefined;
}

/** A label's own row, locked for a change when asked. */
export type LabelState = {
  id: number;
  barcode: string;
  warehouseId: number;
  accountId: number | null;
  activityId: number | null;
  weight: number | null;
  notes: string | null;
  checkedInAt: unknown;
  loadSlug: string | null;
  loadStatus: string | null;
  assetTaken: boolean;
};

/** The labels with these barcodes, their load, and whether an asset carries the barcode already. */
export async function labelStates(
  db: Db,
  barcodes: string[],
  options: { forUpdate?: boolean } = {},
): Promise<LabelState[]> {
  if (barcodes.length === 0) return [];
  const rows = await rowsOf<LabelState & { weight: unknown }>(
    db,
    sql`select l.id, l.barcode, l.warehouse_id as "warehouseId", l.account_id as "accountId",
        l.activity_id as "activityId", l.weight, l.notes, l.checked_in_at as "checkedInAt",
        act.slug as "loadSlug", act.status as "loadStatus",
        exists (select 1 from assets a where a.barcode = l.barcode) as "assetTaken"
      from pickup_labels l left join activities act on act.id = l.activity_id
      where l.barcode = any(${sql.param(barcodes)}::text[])
      order by l.barcode ${options.forUpdate ? sql`for update of l` : sql``}`,
  );
  return rows.map((r) => ({ ...r, weight: r.weight === null ? null : Number(r.weight) }));
}

/**
 * Makes `count` labels in one statement, numbered from pickup_label_seq. The transaction-scoped
 * lock makes a batch take consecutive numbers, so `first`…`last` names exactly this batch.
 */
export async function insertLabels(
  db: Db,
  v: {
    warehouseId: number;
    loadDate: string;
    count: number;
    kind: "label" | "bin";
    accountId: number | null;
    activityId: number | null;
    weight?: number | null;
    notes?: string | null;
    createdBy: number;
  },
): Promise<{ first: string; last: string; count: number }> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('pickup_label_seq'))`);
  const [row] = await rowsOf<{ first: string; last: string; n: unknown }>(
    db,
    sql`with made as (
        insert into pickup_labels (barcode, kind, warehouse_id, load_date, account_id, activity_id, weight, notes, created_by)
        select 'PU' || lpad(nextval('pickup_label_seq')::text, 8, '0'), ${v.kind}, ${v.warehouseId}, ${v.loadDate},
          ${v.accountId}::int, ${v.activityId}::int, ${v.weight ?? null}::numeric, ${v.notes ?? null}::text, ${v.createdBy}
        from generate_series(1, ${v.count}::int)
        returning barcode)
      select min(barcode) as first, max(barcode) as last, count(*) as n from made`,
  );
  if (!row) throw new Error("no pickup labels were made");
  return { first: row.first, last: row.last, count: Number(row.n) };
}

/** What a label prints: barcode, day, warehouse, account and load, in barcode order. */
export type PrintRow = {
  barcode: string;
  loadDate: string;
  warehouse: string;
  account: string | null;
  load: string | null;
};

/** A day's labels of a warehouse to print, within `from`…`to` when given (at most `limit`). */
export async function labelsToPrint(
  db: Db,
  q: { warehouseId: number; loadDate: string; from: string | null; to: string | null },
  limit: number,
): Promise<PrintRow[]> {
  return rowsOf<PrintRow>(
    db,
    sql`select l.barcode, l.load_date::text as "loadDate", w.short_name as warehouse,
        acc.name as account, act.slug as load
      from pickup_labels l join warehouses w on w.id = l.warehouse_id
      left join accounts acc on acc.id = l.account_id left join activities act on act.id = l.activity_id
      where l.warehouse_id = ${q.warehouseId} and l.load_date = ${q.loadDate}
        ${q.from ? sql`and l.barcode >= ${q.from}` : sql``} ${q.to ? sql`and l.barcode <= ${q.to}` : sql``}
      order by l.barcode limit ${limit}`,
  );
}

/** Changes a label's assignment, weight and notes. */
export async function updateLabel(
  db: Db,
  id: number,
  v: { accountId: number | null; activityId: number | null; weight: number | null; notes: string | null },
): Promise<void> {
  await db.execute(sql`update pickup_labels set account_id = ${v.accountId}::int, activity_id = ${v.activityId}::int,
      weight = ${v.weight}::numeric, notes = ${v.notes}::text, updated_at = now() where id = ${id}`);
}

/** Marks labels checked in, each with the asset it became (set-based). */
export async function markCheckedIn(
  db: Db,
  done: { id: number; assetId: number }[],
  userId: number,
): Promise<void> {
  if (done.length === 0) return;
  await db.execute(sql`update pickup_labels l set checked_in_at = now(), checked_in_by = ${userId},
      asset_id = d.asset_id, updated_at = now()
    from unnest(${sql.param(done.map((d) => d.id))}::int[], ${sql.param(done.map((d) => d.assetId))}::int[])
      as d(id, asset_id)
    where l.id = d.id`);
}

/** Whether a warehouse exists. */
export async function warehouseName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`select short_name as name from warehouses where id = ${id}`,
  );
  return row?.name;
}

/** An account's name, when it exists. */
export async function accountName(db: Db, id: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from accounts where id = ${id}`);
  return row?.name;
}

/** A load by slug, for an assignment. */
export async function loadBySlug(
  db: Db,
  slug: string,
): Promise<
  | { id: number; slug: string; type: string; status: string; accountId: number | null; warehouseId: number }
  | undefined
> {
  const [row] = await rowsOf<{
    id: number;
    slug: string;
    type: string;
    status: string;
    accountId: number | null;
    warehouseId: number;
  }>(
    db,
    sql`select id, slug, type, status, account_id as "accountId", warehouse_id as "warehouseId"
      from activities where slug = ${slug.toLowerCase()}`,
  );
  return row;
}
