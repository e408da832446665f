import type { ClosedDate } from "@ops/domain";
import { and, asc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exactCount, orderTerm, paginate, stableOrder } from "../../db/paging";
import { activities, closedDates, warehouses } from "../../db/schema";

const columns = {
  id: closedDates.id,
  warehouseId: closedDates.warehouseId,
  warehouseShortName: warehouses.shortName,
  date: closedDates.date,
  reason: closedDates.reason,
  createdAt: closedDates.createdAt,
};

type Row = Omit<ClosedDate, "createdAt"> & { createdAt: Date };
const toClosedDate = (row: Row): ClosedDate => ({ ...row, createdAt: row.createdAt.toISOString() });

function select(db: Db) {
  return db
    .select(columns)
    .from(closedDates)
    .innerJoin(warehouses, eq(warehouses.id, closedDates.warehouseId));
}

export type ClosedDateFilter = { warehouseId?: number; from?: string; to?: string };

function filterOf(query: ClosedDateFilter): SQL | undefined {
  return and(
    query.warehouseId ? eq(closedDates.warehouseId, query.warehouseId) : undefined,
    query.from ? sql`${closedDates.date} >= ${query.from}` : undefined,
    query.to ? sql`${closedDates.date} <= ${query.to}` : undefined,
  );
}

export async function pageClosedDates(
  db: Db,
  query: ClosedDateFilter & { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<{ rows: ClosedDate[]; total: number }> {
  const where = filterOf(query);
  const order = stableOrder(
    [orderTerm(closedDates.date, query.order), asc(warehouses.shortName)],
    closedDates.id,
    {
      order: query.order,
    },
  );
  const [rows, total] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      query,
    ),
    exactCount(db, closedDates, where),
  ]);
  return { rows: rows.map(toClosedDate), total };
}

/** Every closed date in a range (the calendar); a range is at most a few hundred days. */
export async function closedDatesBetween(db: Db, query: ClosedDateFilter): Promise<ClosedDate[]> {
  const rows = await select(db)
    .where(filterOf(query))
    .orderBy(asc(closedDates.date), asc(warehouses.shortName));
  return rows.map(toClosedDate);
}

export async function findClosedDate(db: Db, id: number): Promise<ClosedDate | undefined> {
  const rows = await select(db).where(eq(closedDates.id, id)).limit(1);
  return rows[0] ? toClosedDate(rows[0]) : undefined;
}

/** The closed date of a warehouse on a day, if its dock is closed then. */
export async function closedDateOn(
  db: Db,
  warehouseId: number,
  date: string,
): Promise<ClosedDate | undefined> {
  const rows = await select(db)
    .where(and(eq(closedDates.warehouseId, warehouseId), eq(closedDates.date, date)))
    .limit(1);
  return rows[0] ? toClosedDate(rows[0]) : undefined;
}

/** Loads (not canceled) at a warehouse's dock on a day. */
export async function countLoadsOn(db: Db, warehouseId: number, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(
      and(
        eq(activities.warehouseId, warehouseId),
        eq(activities.scheduledDate, date),
        ne(activities.status, "canceled"),
      ),
    );
  return row?.n ?? 0;
}

/** Arbitrary but fixed: the namespace of the dock-day locks. */
const DOCK_DAY_LOCK = 72_640_119;

/**
 * Serialises scheduling on a warehouse's dock day with closing that day until the transaction
 * ends, so a load cannot land on a day that is being closed (each would miss the other).
 */
export async function lockDockDay(db: Db, warehouseId: number, date: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(${DOCK_DAY_LOCK}::int, hashtext(${`${warehouseId}:${date}`}::text))`,
  );
}

export async function insertClosedDate(
  db: Db,
  values: { warehouseId: number; date: string; reason: string | null; createdBy: number | null },
): Promise<number> {
  const [row] = await db.insert(closedDates).values(values).returning({ id: closedDates.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function deleteClosedDate(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(closedDates).where(eq(closedDates.id, id)).returning({ id: closedDates.id });
  return rows.length > 0;
}
