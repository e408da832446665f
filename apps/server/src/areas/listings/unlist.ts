import type { UnlistBody, UnlistResult } from "@ops/domain";
import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { releaseFromListing } from "./listing-asset-actions";
import * as repo from "./marketplace.repo";

/**
 * `PUT /listings/unlist`: ends the listings (draft, listed or sold out) and releases their unsold
 * assets back to stock through the listing's own release action, all or nothing. A listing
 * already ended answers 409 naming it; an unknown one 404.
 */
export async function unlistListings(ctx: ServiceContext, body: UnlistBody): Promise<UnlistResult> {
  const ids = [...new Set(body.ids)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    const listings = await repo.lockListings(tx, ids);
    const found = new Set(listings.map((l) => l.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw new AppError(404, `No eCommerce listing ${missing.map((id) => `#${id}`).join(", ")}`);
    const ended = listings.filter((l) => l.status === "ended");
    if (ended.length > 0)
      throw new AppError(
        409,
        `${ended.map((l) => `Listing #${l.id} (${l.title})`).join(", ")} ${ended.length === 1 ? "has" : "have"} already ended; nothing was unlisted`,
      );
    let released = 0;
    for (const l of listings) released += await releaseFromListing(tx, l.id, "all_listed", ctx.actor.id);
    await repo.endListings(tx, ids);
    return { ended: ids.length, released };
  });
}
