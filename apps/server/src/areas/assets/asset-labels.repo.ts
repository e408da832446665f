import type { Asset } from "@ops/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assets } from "../../db/schema";
import { assetSelect } from "./assets.repo";

/** The assets on an activity to label, in barcode order: those with these barcodes, or all; at most `limit`. */
export function activityAssetsToLabel(
  db: Db,
  activityId: number,
  barcodes: readonly string[] | undefined,
  limit: number,
): Promise<Asset[]> {
  const where = and(
    eq(assets.activityId, activityId),
    barcodes ? sql`${assets.barcode} = any(${sql.param([...barcodes])}::text[])` : undefined,
  );
  return assetSelect(db, where, { sort: "barcode", limit });
}
