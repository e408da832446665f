import type { Location, LocationBody, LocationsQuery, LocationType } from "@ops/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { escapeLike, exactCount, listOrder, paginate } from "../../db/paging";
import { accounts, cycleCounts, locations, users, warehouses } from "../../db/schema";

const parent = alias(locations, "parent");

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const locationColumns = {
  id: locations.id,
  warehouseId: locations.warehouseId,
  warehouseShortName: warehouses.shortName,
  parentId: locations.parentId,
  parentBarcode: parent.barcode,
  barcode: locations.barcode,
  name: locations.name,
  type: locations.type,
  active: locations.active,
  accountId: locations.accountId,
  accountName: accounts.name,
  // Qualified explicitly: a bare column here would bind to the subquery's own table.
  childCount: sql<number>`(select count(*)::int from ${locations} c where c.parent_id = ${locations}.id)`,
  createdAt: locations.createdAt,
  updatedAt: locations.updatedAt,
};

type LocationRow = Omit<Location, "type" | "createdAt" | "updatedAt"> & {
  type: string;
  createdAt: Date;
  updatedAt: Date;
};

function toLocation(row: LocationRow): Location {
  return {
    ...row,
    type: row.type as LocationType,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function select(db: Db) {
  return db
    .select(locationColumns)
    .from(locations)
    .innerJoin(warehouses, eq(warehouses.id, locations.warehouseId))
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .leftJoin(accounts, eq(accounts.id, locations.accountId));
}

const SORTS = {
  barcode: locations.barcode,
  name: locations.name,
  type: locations.type,
  createdAt: locations.createdAt,
} as const;

function listFilter(query: LocationsQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(locations.warehouseId, query.warehouse_id)];
  if (query.type) filters.push(eq(locations.type, query.type));
  if (query.parentId) filters.push(eq(locations.parentId, query.parentId));
  if (query.active !== undefined) filters.push(eq(locations.active, query.active));
  if (query.search) {
    // Both expressions have a trigram index; barcodes are stored upper-cased.
    const text = escapeLike(query.search);
    filters.push(
      sql`(${locations.barcode} like ${`%${text.toUpperCase()}%`} or lower(${locations.name}) like ${`%${text.toLowerCase()}%`})`,
    );
  }
  return and(...filters);
}

export async function pageLocations(
  db: Db,
  query: LocationsQuery,
): Promise<{ rows: Location[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, locations.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, locations, where),
  ]);
  return { rows: rows.map(toLocation), total };
}

/** Active locations of one type in a warehouse, by barcode, capped (scan-screen pick lists). */
export async function activeOfType(
  db: Db,
  warehouseId: number,
  type: LocationType,
  limit: number,
): Promise<Location[]> {
  const rows = await select(db)
    .where(and(eq(locations.warehouseId, warehouseId), eq(locations.type, type), eq(locations.active, true)))
    .orderBy(asc(locations.barcode))
    .limit(limit);
  return rows.map(toLocation);
}

export async function findLocation(db: Db, id: number): Promise<Location | undefined> {
  const rows = await select(db).where(eq(locations.id, id)).limit(1);
  return rows[0] ? toLocation(rows[0]) : undefined;
}

export async function childrenOf(db: Db, id: number): Promise<Location[]> {
  const rows = await select(db).where(eq(locations.parentId, id)).orderBy(asc(locations.barcode));
  return rows.map(toLocation);
}

/** Locations with this (already upper-cased) barcode, in one warehouse or in all. */
export async function findByBarcode(db: Db, barcode: string, warehouseId?: number): Promise<Location[]> {
  const rows = await select(db)
    .where(
      and(eq(locations.barcode, barcode), warehouseId ? eq(locations.warehouseId, warehouseId) : undefined),
    )
    .orderBy(asc(locations.warehouseId))
    .limit(20);
  return rows.map(toLocation);
}

/** The chain of parents of a location, root first (one recursive query). */
export async function ancestorsOf(
  db: Db,
  id: number,
): Promise<{ id: number; barcode: string; name: string }[]> {
  const rows = await rowsOf<{ id: number; barcode: string; name: string }>(
    db,
    sql`
    with recursive chain(id, parent_id, barcode, name, depth) as (
      select p.id, p.parent_id, p.barcode, p.name, 1
        from ${locations} l join ${locations} p on p.id = l.parent_id
       where l.id = ${id}
      union all
      select p.id, p.parent_id, p.barcode, p.name, chain.depth + 1
        from chain join ${locations} p on p.id = chain.parent_id
       where chain.depth < 100
    )
    select id, barcode, name, depth from chain order by depth desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), barcode: r.barcode, name: r.name }));
}

export async function insertLocation(db: Db, body: LocationBody): Promise<number> {
  const [row] = await db.insert(locations).values(body).returning({ id: locations.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateLocation(db: Db, id: number, body: LocationBody): Promise<void> {
  await db
    .update(locations)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(locations.id, id));
}

export async function deleteLocation(db: Db, id: number): Promise<void> {
  await db.delete(locations).where(eq(locations.id, id));
}

/** The location row itself, locked, for changes that depend on its current warehouse. */
export async function lockLocation(
  db: Db,
  id: number,
): Promise<{ id: number; warehouseId: number } | undefined> {
  const rows = await db
    .select({ id: locations.id, warehouseId: locations.warehouseId })
    .from(locations)
    .where(eq(locations.id, id))
    .for("update");
  return rows[0];
}

/**
 * Serialises changes of parents within a warehouse, so two concurrent moves cannot close a loop
 * that neither saw. NO KEY UPDATE leaves inserts (which only take KEY SHARE) unblocked.
 */
export async function lockWarehouseTree(db: Db, warehouseId: number): Promise<void> {
  await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .for("no key update");
}

export async function barcodeTaken(
  db: Db,
  warehouseId: number,
  barcode: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.warehouseId, warehouseId),
        eq(locations.barcode, barcode),
        exceptId ? sql`${locations.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * What still refers to a location. Removing it is refused while any count is above zero; this
 * is the one place to extend when assets arrive (add their count here).
 */
export async function usageOf(db: Db, id: number): Promise<{ children: number; cycleCounts: number }> {
  const [row] = await rowsOf<{ children: number; cycle_counts: number }>(
    db,
    sql`
    select (select count(*)::int from ${locations} where parent_id = ${id}) as children,
           (select count(*)::int from ${cycleCounts} where location_id = ${id}) as cycle_counts`,
  );
  return { children: Number(row?.children ?? 0), cycleCounts: Number(row?.cycle_counts ?? 0) };
}

/** The latest closed cycle count of a location and how many closed counts it has had (one query). */
export async function latestCycleCount(db: Db, locationId: number) {
  const rows = await db
    .select({
      counted: cycleCounts.countedQuantity,
      expected: cycleCounts.expectedQuantity,
      found: cycleCounts.foundQuantity,
      missing: cycleCounts.missingQuantity,
      unexpected: cycleCounts.unexpectedQuantity,
      hasItems: sql<boolean>`exists (select 1 from cycle_count_items i where i.count_id = ${cycleCounts.id})`,
      countedAt: cycleCounts.countedAt,
      countedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(cycleCounts)
    .leftJoin(users, eq(users.id, cycleCounts.countedBy))
    .where(and(eq(cycleCounts.locationId, locationId), eq(cycleCounts.status, "closed")))
    .orderBy(desc(cycleCounts.countedAt), desc(cycleCounts.id))
    .limit(1);
  return rows[0];
}

/** The open cycle count covering a location (its own, or a zone's it is in), if any. */
export async function openCycleCountOf(db: Db, locationId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select c.id from cycle_count_locations ccl join ${cycleCounts} c on c.id = ccl.count_id and c.status = 'open'
         where ccl.location_id = ${locationId} limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** Ids of the given barcodes that already exist in a warehouse (for imports). */
export async function idsByBarcode(
  db: Db,
  warehouseId: number,
  barcodes: string[],
): Promise<Map<string, number>> {
  if (barcodes.length === 0) return new Map();
  const rows = await db
    .select({ id: locations.id, barcode: locations.barcode })
    .from(locations)
    .where(and(eq(locations.warehouseId, warehouseId), inArray(locations.barcode, barcodes)));
  return new Map(rows.map((r) => [r.barcode, r.id]));
}

export type NewLocation = Omit<LocationBody, "parentId" | "accountId"> & {
  /** An existing location's id, or the barcode of another row of the same batch. */
  parent: { id: number } | { barcode: string } | null;
};

/**
 * Inserts a batch in two statements whatever its size: one multi-row insert, then one update
 * that links the rows whose parent is another row of the batch.
 */
export async function insertLocations(db: Db, rows: NewLocation[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(locations)
    .values(rows.map(({ parent: p, ...row }) => ({ ...row, parentId: p && "id" in p ? p.id : null })))
    .returning({ id: locations.id, barcode: locations.barcode });
  const idOf = new Map(inserted.map((r) => [r.barcode, r.id]));
  const links = rows.flatMap((row) =>
    row.parent && "barcode" in row.parent
      ? [{ id: idOf.get(row.barcode), parentId: idOf.get(row.parent.barcode) }]
      : [],
  );
  if (links.length > 0) {
    await db.execute(sql`
      update ${locations} set parent_id = v.parent_id
        from (select unnest(${sql.param(links.map((l) => l.id))}::int[]) as id,
                     unnest(${sql.param(links.map((l) => l.parentId))}::int[]) as parent_id) v
       where ${locations}.id = v.id`);
  }
  return inserted.length;
}

/** Every location of a warehouse for a spreadsheet, by barcode. */
export async function exportRows(db: Db, warehouseId: number) {
  return db
    .select({
      barcode: locations.barcode,
      name: locations.name,
      type: locations.type,
      parentBarcode: parent.barcode,
      active: locations.active,
    })
    .from(locations)
    .leftJoin(parent, eq(parent.id, locations.parentId))
    .where(eq(locations.warehouseId, warehouseId))
    .orderBy(asc(locations.barcode));
}

/** Locations by id in barcode order (the labels of a selection); ids not found are left out. */
export async function locationsByIds(db: Db, ids: readonly number[]): Promise<Location[]> {
  if (ids.length === 0) return [];
  const rows = await select(db)
    .where(inArray(locations.id, [...ids]))
    .orderBy(asc(locations.barcode));
  return rows.map(toLocation);
}
