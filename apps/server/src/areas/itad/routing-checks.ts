import { routingRefusal, SELLING_R2_CLASSIFICATIONS } from "@ops/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetHolds, routings } from "../../db/schema";
import { AppError } from "../../platform/app-error";

/**
 * Refuses (409) routing any of these devices to a selling R2 classification (resale, reuse) while
 * it has an active hold, naming the first such device and its hold (the domain's routingRefusal,
 * used by single and bulk routing alike). Call it after the change and the lock→hold sync, in
 * their transaction: a lock set in the same write already holds the device.
 */
export async function assertRoutable(
  db: Db,
  devices: { id: number; barcode: string }[],
  r2Classification: string | null | undefined,
): Promise<void> {
  if (devices.length === 0 || !r2Classification || !SELLING_R2_CLASSIFICATIONS.includes(r2Classification))
    return;
  const holds = await db
    .select({
      assetId: assetHolds.assetId,
      type: assetHolds.type,
      processingInstructions: assetHolds.processingInstructions,
    })
    .from(assetHolds)
    .where(
      and(
        inArray(
          assetHolds.assetId,
          devices.map((d) => d.id),
        ),
        eq(assetHolds.status, "active"),
      ),
    )
    .orderBy(assetHolds.id);
  const byAsset = new Map<number, typeof holds>();
  for (const h of holds) byAsset.set(h.assetId, [...(byAsset.get(h.assetId) ?? []), h]);
  const refusals = devices.flatMap((d) => {
    const why = routingRefusal({ barcode: d.barcode, holds: byAsset.get(d.id) ?? [] }, r2Classification);
    return why ? [why] : [];
  });
  if (refusals.length === 0) return;
  const more =
    refusals.length > 1
      ? ` (and ${refusals.length - 1} more held device${refusals.length === 2 ? "" : "s"})`
      : "";
  throw new AppError(409, `${refusals[0]}${more}`);
}

/** Refuses (422 on `field`) a routing id that names no routing. */
export async function assertRoutingExists(
  db: Db,
  routingId: number | null | undefined,
  field: string,
): Promise<void> {
  if (routingId === null || routingId === undefined) return;
  const [row] = await db
    .select({ id: routings.id })
    .from(routings)
    .where(eq(routings.id, routingId))
    .limit(1);
  if (!row)
    throw new AppError(422, `No routing has id ${routingId}`, {
      [field]: [`No routing has id ${routingId}`],
    });
}
