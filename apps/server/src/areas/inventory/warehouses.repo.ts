import { asc, eq } from "drizzle-orm";
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
