import { VENDOR_LOAD_MATERIALS, type VendorLoad } from "@ops/domain";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { asnItems, assets } from "../../db/schema";

/** What the ASN of a load announces, kind by kind (product, else description), heaviest first. */
export async function materialsOf(db: Db, activityId: number): Promise<VendorLoad["materials"]> {
  const name = sql<string>`coalesce(nullif(${asnItems.productName}, ''), nullif(${asnItems.description}, ''), 'Not named')`;
  const weight = sql<number>`coalesce(sum(${asnItems.weight}), 0)::float8`;
  return db
    .select({
      name,
      items: sql<number>`count(*)::int`,
      quantity: sql<number>`coalesce(sum(${asnItems.quantity}), 0)::float8`,
      weight,
    })
    .from(asnItems)
    .where(eq(asnItems.activityId, activityId))
    .groupBy(name)
    .orderBy(desc(weight), name)
    .limit(VENDOR_LOAD_MATERIALS);
}

/** What was received on a load (its assets' inbound weights); null before anything was. */
export async function receivedOf(db: Db, activityId: number): Promise<VendorLoad["received"]> {
  const [row] = await db
    .select({
      assetCount: sql<number>`count(*)::int`,
      grossWeight: sql<number>`coalesce(sum(${assets.inboundGrossWeight}), 0)::float8`,
      netWeight: sql<number>`coalesce(sum(${assets.inboundNetWeight}), 0)::float8`,
    })
    .from(assets)
    .where(eq(assets.receivingActivityId, activityId));
  return row && row.assetCount > 0 ? row : null;
}
