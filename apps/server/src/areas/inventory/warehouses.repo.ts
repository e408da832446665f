import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { warehouses } from "../../db/schema";

export function listWarehouses(db: Db) {
  return db
    .select({ id: warehouses.id, shortName: warehouses.shortName, name: warehouses.name })
    .from(warehouses)
    .orderBy(asc(warehouses.shortName));
}

export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id)).limit(1);
  return rows.length > 0;
}

export async function findWarehouse(db: Db, id: number) {
  const rows = await db
    .select({ id: warehouses.id, shortName: warehouses.shortName, name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, id))
    .limit(1);
  return rows[0];
}

/** The ids among `ids` that are warehouses (to name the unknown ones in a 422). */
export async function existingWarehouseIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: warehouses.id }).from(warehouses).where(inArray(warehouses.id, ids));
  return new Set(rows.map((r) => r.id));
}
