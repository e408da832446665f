import type { RatingBody } from "@ops/domain";
import { AppError, notFound } from "../../../platform/app-error";
import { recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { findActivity } from "./activity-scope";
import * as repo from "./ratings.repo";

/** Staff read every rating; a client reads the ratings client users gave on their own loads. */
export async function listRatings(ctx: ServiceContext, slug: string): Promise<repo.ActivityRating[]> {
  if (ctx.actor.audience === "vendor") throw new AppError(403, "Vendors do not rate loads");
  const activity = await findActivity(ctx, slug);
  return repo.listRatings(ctx.db, activity.id, ctx.actor.audience !== "operator");
}

/**
 * Rates a load (clients their own loads, staff any): one rating per person, so posting again
 * replaces the earlier one. Answers whether it was new, and writes the event in the same
 * transaction.
 */
export async function rateActivity(
  ctx: ServiceContext,
  slug: string,
  body: RatingBody,
): Promise<{ rating: repo.ActivityRating; created: boolean }> {
  if (ctx.actor.audience === "vendor") throw new AppError(403, "Vendors do not rate loads");
  return ctx.db.transaction(async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    await repo.lockUserRating(tx, activity.id, ctx.actor.id);
    const before = await repo.findUserRating(tx, activity.id, ctx.actor.id);
    const id = await repo.upsertRating(tx, activity.id, ctx.actor.id, body);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        action: before ? "rating_changed" : "rating_added",
        message: `Rated ${body.score} of 5`,
        changes: [
          { field: "score", from: before?.score ?? null, to: body.score },
          ...(body.comment !== (before?.comment ?? "")
            ? [{ field: "comment", from: before?.comment ?? null, to: body.comment }]
            : []),
        ],
        userId: ctx.actor.id,
      },
    ]);
    const rating = await repo.findRating(tx, id);
    if (!rating) throw notFound("Rating");
    return { rating, created: !before };
  });
}
