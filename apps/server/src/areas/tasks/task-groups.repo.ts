import {
  CLOSED_TASK_STATUSES,
  type MemberCandidate,
  OPERATOR_ENTITLEMENT,
  type TaskGroup,
  type TaskGroupBody,
  type TaskGroupMember,
  type TaskGroupMemberOption,
  type TaskGroupsQuery,
  type TaskGroupType,
} from "@ops/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate, rowsOf } from "../../db/paging";
import { taskGroupMembers, taskGroups, taskGroupTypes, taskTypes, users } from "../../db/schema";

/** Tasks not completed or canceled, as SQL over the `tasks` table aliased `t`. */
const OPEN_TASK = sql.raw(`t.status not in (${CLOSED_TASK_STATUSES.map((s) => `'${s}'`).join(", ")})`);
const userName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const isOperator = sql<boolean>`${OPERATOR_ENTITLEMENT} = any(${users.entitlements})`;

const groupColumns = {
  id: taskGroups.id,
  name: taskGroups.name,
  description: taskGroups.description,
  active: taskGroups.active,
  memberCount: sql<number>`(select count(*)::int from task_group_members m where m.group_id = ${taskGroups}.id)`,
  typeCount: sql<number>`(select count(*)::int from task_group_types gt where gt.group_id = ${taskGroups}.id)`,
  openTaskCount: sql<number>`(select count(*)::int from tasks t where t.group_id = ${taskGroups}.id and ${OPEN_TASK})`,
  createdAt: taskGroups.createdAt,
  updatedAt: taskGroups.updatedAt,
};

type GroupRow = Omit<TaskGroup, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

const toGroup = (row: GroupRow): TaskGroup => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTS = { name: sql`lower(${taskGroups.name})`, createdAt: taskGroups.createdAt } as const;

function listFilter(query: TaskGroupsQuery): SQL | undefined {
  return and(
    query.active === undefined ? undefined : eq(taskGroups.active, query.active),
    query.search ? sql`lower(${taskGroups.name}) like ${containsPattern(query.search)}` : undefined,
    query.memberId
      ? sql`exists (select 1 from task_group_members m where m.group_id = ${taskGroups.id} and m.user_id = ${query.memberId})`
      : undefined,
  );
}

export async function pageTaskGroups(
  db: Db,
  query: TaskGroupsQuery,
): Promise<{ rows: TaskGroup[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select(groupColumns)
        .from(taskGroups)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, taskGroups.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, taskGroups, where),
  ]);
  return { rows: rows.map(toGroup), total };
}

export async function findTaskGroup(db: Db, id: number): Promise<TaskGroup | undefined> {
  const [row] = await db.select(groupColumns).from(taskGroups).where(eq(taskGroups.id, id)).limit(1);
  return row ? toGroup(row) : undefined;
}

/** The group, locked until the transaction ends (member and type changes of it run one at a time). */
export async function lockTaskGroup(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(eq(taskGroups.id, id))
    .for("update");
  return rows.length > 0;
}

export async function groupMembers(db: Db, groupId: number): Promise<TaskGroupMember[]> {
  return db
    .select({
      userId: users.id,
      name: userName,
      email: users.email,
      active: users.active,
      openTaskCount: sql<number>`(select count(*)::int from tasks t where t.group_id = ${groupId} and t.assignee_id = ${users.id} and ${OPEN_TASK})`,
    })
    .from(taskGroupMembers)
    .innerJoin(users, eq(users.id, taskGroupMembers.userId))
    .where(eq(taskGroupMembers.groupId, groupId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function groupTypes(db: Db, groupId: number): Promise<TaskGroupType[]> {
  const rows = await db
    .select({
      id: taskTypes.id,
      name: taskTypes.name,
      category: taskTypes.category,
      active: taskTypes.active,
    })
    .from(taskGroupTypes)
    .innerJoin(taskTypes, eq(taskTypes.id, taskGroupTypes.taskTypeId))
    .where(eq(taskGroupTypes.groupId, groupId))
    .orderBy(sql`lower(${taskTypes.name})`, asc(taskTypes.id));
  return rows.map((r) => ({ ...r, category: r.category as TaskGroupType["category"] }));
}

export async function memberIdsOf(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskGroupMembers.userId })
    .from(taskGroupMembers)
    .where(eq(taskGroupMembers.groupId, groupId));
  return rows.map((r) => r.id);
}

export async function typeIdsOf(db: Db, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ id: taskGroupTypes.taskTypeId })
    .from(taskGroupTypes)
    .where(eq(taskGroupTypes.groupId, groupId));
  return rows.map((r) => r.id);
}

/** The users named, as the member rules see them (unknown ids are left out). */
export async function memberCandidates(db: Db, ids: readonly number[]): Promise<MemberCandidate[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: userName, operator: isOperator, active: users.active })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** Active operators whose name or email contains `search`, by name (at most 500). */
export async function memberOptions(db: Db, search?: string): Promise<TaskGroupMemberOption[]> {
  return db
    .select({ id: users.id, name: userName, email: users.email })
    .from(users)
    .where(
      and(
        isOperator,
        eq(users.active, true),
        search
          ? sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${containsPattern(search)}`
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}

type GroupFields = Pick<TaskGroupBody, "name" | "description" | "active">;

export async function insertTaskGroup(db: Db, body: GroupFields): Promise<number> {
  const [row] = await db
    .insert(taskGroups)
    .values({ name: body.name, description: body.description, active: body.active })
    .returning({ id: taskGroups.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateTaskGroup(db: Db, id: number, body: GroupFields): Promise<void> {
  await db
    .update(taskGroups)
    .set({ name: body.name, description: body.description, active: body.active, updatedAt: sql`now()` })
    .where(eq(taskGroups.id, id));
}

export async function touchTaskGroup(db: Db, id: number): Promise<void> {
  await db.update(taskGroups).set({ updatedAt: sql`now()` }).where(eq(taskGroups.id, id));
}

export async function deleteTaskGroup(db: Db, id: number): Promise<void> {
  await db.delete(taskGroups).where(eq(taskGroups.id, id));
}

export async function taskGroupNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: taskGroups.id })
    .from(taskGroups)
    .where(
      and(
        sql`lower(${taskGroups.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${taskGroups.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Adds the members the group does not have yet (a repeat adds nothing). */
export async function addMembers(db: Db, groupId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(taskGroupMembers)
    .values(userIds.map((userId) => ({ groupId, userId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Db, groupId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(taskGroupMembers)
    .where(and(eq(taskGroupMembers.groupId, groupId), inArray(taskGroupMembers.userId, [...userIds])));
}

/** Makes the group take exactly these types. */
export async function setTypes(db: Db, groupId: number, typeIds: readonly number[]): Promise<void> {
  await db
    .delete(taskGroupTypes)
    .where(
      and(
        eq(taskGroupTypes.groupId, groupId),
        typeIds.length > 0
          ? sql`${taskGroupTypes.taskTypeId} <> all(${sql.param([...typeIds])}::int[])`
          : undefined,
      ),
    );
  if (typeIds.length === 0) return;
  await db
    .insert(taskGroupTypes)
    .values(typeIds.map((taskTypeId) => ({ groupId, taskTypeId })))
    .onConflictDoNothing();
}

/** Open tasks of the group, which keep it from being removed. */
export async function openTaskCountOfGroup(db: Db, groupId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from tasks t where t.group_id = ${groupId} and ${OPEN_TASK}`,
  );
  return row?.n ?? 0;
}

/** Of these users, those with open tasks of the group assigned to them: name and count. */
export async function openAssignedCounts(
  db: Db,
  groupId: number,
  userIds: readonly number[],
): Promise<{ userId: number; name: string; n: number }[]> {
  if (userIds.length === 0) return [];
  return rowsOf(
    db,
    sql`select u.id as "userId", u.first_name || ' ' || u.last_name as name, count(*)::int as n
        from tasks t join users u on u.id = t.assignee_id
        where t.group_id = ${groupId} and ${OPEN_TASK} and t.assignee_id = any(${sql.param([...userIds])}::int[])
        group by u.id, u.first_name, u.last_name order by u.last_name, u.first_name`,
  );
}
