import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginFailures, sessions } from "../../db/schema";

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
) {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}

/**
 * Claims one sign-in attempt for this email and address, or answers null when either has used
 * `limit` in the last minute. Counting and recording happen under a lock per email and per
 * address (always taken in that order), so parallel guesses queue and the (limit + 1)th is
 * refused however they arrive. The claim counts as a failure until `releaseAttempt` (the
 * password was right) removes it.
 */
export async function claimAttempt(db: Db, email: string, ip: string, limit: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-email:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-ip:${ip}`}))`);
    const [row] = await tx
      .select({
        byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
        byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.createdAt, sql`now() - interval '1 minute'`),
          or(eq(loginFailures.email, email), eq(loginFailures.ip, ip)),
        ),
      );
    if (Math.max(row?.byEmail ?? 0, row?.byIp ?? 0) >= limit) return null;
    const [claimed] = await tx
      .insert(loginFailures)
      .values({ email, ip })
      .returning({ id: loginFailures.id });
    return claimed?.id ?? null;
  });
}

/** A claimed attempt that succeeded is not a failure. */
export async function releaseAttempt(db: Db, id: number) {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function deleteOldFailures(db: Db) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 hour'`));
}
