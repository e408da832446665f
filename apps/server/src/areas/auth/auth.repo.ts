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

/** Failed sign-ins in the last minute for this email or from this address, whichever is higher. */
export async function countRecentFailures(db: Db, email: string, ip: string): Promise<number> {
  const since = sql`now() - interval '1 minute'`;
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})::int`,
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    );
  return Math.max(row?.byEmail ?? 0, row?.byIp ?? 0);
}

export async function recordFailure(db: Db, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip });
}

export async function deleteOldFailures(db: Db) {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`now() - interval '1 hour'`));
}
