import type { AssetDeltas } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import { findActivity } from "../activities/activity-scope";
import * as repo from "./asset-deltas.repo";

/**
 * What a load received against what its ASN announced (SPEC §2 receiving): by product or by
 * serial, with totals for both. Clients see their own loads' (findActivity answers 404 otherwise),
 * and where else a serial was received only among their own loads.
 */
export async function assetDeltas(
  ctx: ServiceContext,
  slug: string,
  type: "product" | "serial",
): Promise<AssetDeltas> {
  const activity = await findActivity(ctx, slug);
  const totals = await repo.deltaTotals(ctx.db, activity.id);
  if (type === "product")
    return { type, products: await repo.productDeltas(ctx.db, activity.id), serials: [], totals };
  // A client is told of another load only if it is one of theirs: another client's is never named.
  const visible = await visibleAccountIds(ctx);
  return { type, products: [], serials: await repo.serialDeltas(ctx.db, activity.id, visible), totals };
}
