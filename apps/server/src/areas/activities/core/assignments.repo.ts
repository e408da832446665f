import type { ActivityAssignment } from "@ops/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { activities, activityAssignments, users } from "../../../db/schema";

const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const columns = {
  id: activityAssignments.id,
  activitySlug: activities.slug,
  userId: activityAssignments.userId,
  userName,
  role: activityAssignments.role,
  createdAt: activityAssignments.createdAt,
};

type Row = Omit<ActivityAssignment, "role" | "createdAt"> & { role: string; createdAt: Date };

const toAssignment = (row: Row): ActivityAssignment => ({
  ...row,
  role: row.role as ActivityAssignment["role"],
  createdAt: row.createdAt.toISOString(),
});

function select(db: Db) {
  return db
    .select(columns)
    .from(activityAssignments)
    .innerJoin(activities, eq(activities.id, activityAssignments.activityId))
    .innerJoin(users, eq(users.id, activityAssignments.userId));
}

export async function listAssignments(db: Db, activityId: number): Promise<ActivityAssignment[]> {
  const rows = await select(db)
    .where(eq(activityAssignments.activityId, activityId))
    .orderBy(asc(activityAssignments.createdAt), asc(activityAssignments.id))
    .limit(1000);
  return rows.map(toAssignment);
}

export async function findAssignment(
  db: Db,
  activityId: number,
  id: number,
): Promise<ActivityAssignment | undefined> {
  const rows = await select(db)
    .where(and(eq(activityAssignments.activityId, activityId), eq(activityAssignments.id, id)))
    .limit(1);
  return rows[0] ? toAssignment(rows[0]) : undefined;
}

/** Of these users, the active staff (operators and finance admins hold `smr_user`), with names. */
export async function activeStaff(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: userName })
    .from(users)
    .where(
      and(inArray(users.id, userIds), eq(users.active, true), sql`'smr_user' = any(${users.entitlements})`),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ids of the activities with these slugs. */
export async function activityIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(inArray(activities.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export type CreatedAssignment = { id: number; activityId: number; userId: number; role: string };

/**
 * Every user × every activity with one role, as one statement: the cross product is built in
 * SQL from two arrays (three parameters whatever the size), and pairs that exist are skipped,
 * so a retry adds nothing. Answers the rows actually added.
 */
export async function insertAssignments(
  db: Db,
  activityIds: number[],
  userIds: number[],
  role: string,
): Promise<CreatedAssignment[]> {
  const result = (await db.execute(sql`
    insert into activity_assignments (activity_id, user_id, role)
    select a.id, u.id, ${role}
    from unnest(${sql.param(activityIds)}::int[]) as a(id)
    cross join unnest(${sql.param(userIds)}::int[]) as u(id)
    on conflict (activity_id, user_id, role) do nothing
    returning id, activity_id, user_id, role`)) as unknown as {
    rows: { id: number; activity_id: number; user_id: number; role: string }[];
  };
  return result.rows.map((r) => ({
    id: Number(r.id),
    activityId: Number(r.activity_id),
    userId: Number(r.user_id),
    role: r.role,
  }));
}

export async function deleteAssignment(db: Db, id: number): Promise<void> {
  await db.delete(activityAssignments).where(eq(activityAssignments.id, id));
}
