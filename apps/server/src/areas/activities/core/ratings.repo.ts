import type { ActivityRating as ActivityRatingSchema, RatingBody } from "@ops/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../../db/client";
import { activityRatings, users } from "../../../db/schema";

export type ActivityRating = z.infer<typeof ActivityRatingSchema>;

const columns = {
  id: activityRatings.id,
  score: activityRatings.score,
  comment: activityRatings.comment,
  userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  // A posted-again rating replaces the old one, so "when" is when it was last given.
  givenAt: activityRatings.updatedAt,
};

type Row = { id: number; score: number; comment: string; userName: string | null; givenAt: Date };

const toRating = ({ givenAt, ...row }: Row): ActivityRating => ({ ...row, createdAt: givenAt.toISOString() });

/**
 * Ratings of an activity, latest first. `clientOnly` leaves out the ratings staff gave (their
 * own assessment of the load is internal).
 */
export async function listRatings(
  db: Db,
  activityId: number,
  clientOnly: boolean,
): Promise<ActivityRating[]> {
  const rows = await db
    .select(columns)
    .from(activityRatings)
    .innerJoin(users, eq(users.id, activityRatings.userId))
    .where(
      and(
        eq(activityRatings.activityId, activityId),
        clientOnly ? sql`not ('smr_user' = any(${users.entitlements}))` : undefined,
      ),
    )
    .orderBy(desc(activityRatings.updatedAt), desc(activityRatings.id))
    .limit(1000);
  return rows.map(toRating);
}

/**
 * Holds this person's rating of this activity until the transaction ends, so two posts at once
 * queue: the second sees the first's rating and replaces it (one "added", then "changed").
 */
export async function lockUserRating(db: Db, activityId: number, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`activity-rating:${activityId}:${userId}`}))`);
}

export async function findUserRating(db: Db, activityId: number, userId: number) {
  const rows = await db
    .select({ id: activityRatings.id, score: activityRatings.score, comment: activityRatings.comment })
    .from(activityRatings)
    .where(and(eq(activityRatings.activityId, activityId), eq(activityRatings.userId, userId)))
    .limit(1);
  return rows[0];
}

/** One rating per user and activity: an insert, or a replacement of the user's earlier rating. */
export async function upsertRating(
  db: Db,
  activityId: number,
  userId: number,
  body: RatingBody,
): Promise<number> {
  const [row] = await db
    .insert(activityRatings)
    .values({ activityId, userId, score: body.score, comment: body.comment })
    .onConflictDoUpdate({
      target: [activityRatings.activityId, activityRatings.userId],
      set: { score: body.score, comment: body.comment, updatedAt: sql`now()` },
    })
    .returning({ id: activityRatings.id });
  if (!row) throw new Error("upsert returned no row");
  return row.id;
}

export async function findRating(db: Db, id: number): Promise<ActivityRating | undefined> {
  const rows = await db
    .select(columns)
    .from(activityRatings)
    .innerJoin(users, eq(users.id, activityRatings.userId))
    .where(eq(activityRatings.id, id))
    .limit(1);
  return rows[0] ? toRating(rows[0]) : undefined;
}
