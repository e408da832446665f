import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/**
 * Puts received assets in stock straight in the table: on the inventory activity of the
 * warehouse (`dal`, `phx`), at the location if one is given. For tests whose subject is what
 * stock lists answer, not how assets get there (putaway has its own tests).
 */
export async function putInStock(
  db: Db,
  barcodes: string[],
  warehouse: "dal" | "phx",
  locationId: number | null = null,
): Promise<void> {
  await db.execute(sql`
    update assets a set activity_id = act.id, warehouse_id = act.warehouse_id, location_id = ${locationId}
    from activities act
    where act.slug = ${`${warehouse}-inventory`} and a.barcode = any(${sql.param(barcodes)}::text[])`);
}
