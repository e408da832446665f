import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities } from "../../db/schema";
import { insertLoad } from "../activities/activity-records.fixtures";
import { insertAssets } from "../assets/asset-records.fixtures";

/** An ITAD job (open) working a new load of the account, with a bin on it; written straight to the database. */
export async function insertItadJob(
  db: Db,
  accountName: string,
): Promise<{ id: number; slug: string; accountId: number; bin: string; binId: number }> {
  const load = await insertLoad(db, accountName);
  const [loadRow] = await db
    .select({ warehouseId: activities.warehouseId })
    .from(activities)
    .where(eq(activities.id, load.id));
  const slug = `dal-itad-9${randomInt(10_000_000, 99_999_999)}`;
  const [row] = await db
    .insert(activities)
    .values({
      slug,
      type: "itad",
      status: "open",
      accountId: load.accountId,
      warehouseId: loadRow?.warehouseId as number,
      loadId: load.id,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error("no ITAD job inserted");
  const bin = `IB${randomInt(100_000_000, 999_999_999)}`;
  const [binId] = await insertAssets(db, [
    { barcode: bin, activityId: row.id, accountId: load.accountId, type: "bin" },
  ]);
  return { id: row.id, slug, accountId: load.accountId, bin, binId: binId as number };
}

/** A list of `n` serials no asset carries yet, one per line. */
export function serialList(n: number, prefix = `S${randomInt(100_000, 999_999)}`): string[] {
  return Array.from({ length: n }, (_, i) => `${prefix}X${String(i + 1).padStart(5, "0")}`);
}
