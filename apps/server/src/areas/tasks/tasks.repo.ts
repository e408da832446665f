import type { Task, TaskAssignee, TasksQuery } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";

// The tasks area's SQL: task rows (`t`) with their type, assignee, group, link and comment count;
// the facts the service checks (types, groups, members, operators, links); who works a task.

export const isoOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

type TaskRow = Omit<Task, "completedAt" | "createdAt" | "updatedAt" | "commentCount"> & {
  completedAt: unknown;
  createdAt: unknown;
  updatedAt: unknown;
  commentCount: unknown;
};

const personName = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else ${alias}.first_name || ' ' || ${alias}.last_name end`,
  );

const taskColumns = sql`t.id, t.title, t.description, t.task_type_id as "taskTypeId", tt.name as "taskTypeName",
  tt.category, t.status, t.priority, t.due_date::text as "dueDate", t.assignee_id as "assigneeId",
  ${personName("au")} as "assigneeName", t.group_id as "groupId", g.name as "groupName",
  act.slug as "activitySlug", a.barcode as "assetBarcode", t.completed_at as "completedAt",
  ${personName("cu")} as "createdBy", t.created_at as "createdAt", t.updated_at as "updatedAt",
  (select count(*) from task_comments c where c.task_id = t.id) as "commentCount"`;

const taskJoins = sql`join task_types tt on tt.id = t.task_type_id
  left join users au on au.id = t.assignee_id
  left join users cu on cu.id = t.created_by
  left join task_groups g on g.id = t.group_id
  left join activities act on act.id = t.activity_id
  left join assets a on a.id = t.asset_id`;

const toTask = (r: TaskRow): Task => ({
  ...r,
  completedAt: isoOrNull(r.completedAt),
  createdAt: isoOrNull(r.createdAt) as string,
  updatedAt: isoOrNull(r.updatedAt) as string,
  commentCount: Number(r.commentCount ?? 0),
});

const SORTS: Record<TasksQuery["sort"], SQL> = {
  dueDate: sql`t.due_date`,
  priority: sql`t.priority`,
  status: sql`t.status`,
  title: sql`lower(t.title)`,
  createdAt: sql`t.created_at`,
  updatedAt: sql`t.updated_at`,
};

const OPEN = sql`t.status not in ('completed', 'canceled')`;

/** The groups a user is a member of, as a subquery. */
const groupsOf = (userId: number) =>
  sql`(select m.group_id from task_group_members m where m.user_id = ${userId})`;

/** The list's filters as SQL over `t` (and `tt`, `au` for the search). */
function whereOf(q: TasksQuery, userId: number, today: string, weekEnd: string): SQL {
  const parts: SQL[] = [];
  if (q.scope === "mine") parts.push(sql`t.assignee_id = ${userId}`);
  if (q.scope === "groups") parts.push(sql`t.group_id in ${groupsOf(userId)}`);
  if (q.status === "open") parts.push(OPEN);
  else if (q.status) parts.push(sql`t.status = ${q.status}`);
  if (q.taskTypeId) parts.push(sql`t.task_type_id = ${q.taskTypeId}`);
  if (q.priority) parts.push(sql`t.priority = ${q.priority}`);
  if (q.groupId) parts.push(sql`t.group_id = ${q.groupId}`);
  if (q.due === "overdue") parts.push(sql`t.due_date < ${today}::date and ${OPEN}`);
  if (q.due === "today") parts.push(sql`t.due_date = ${today}::date`);
  if (q.due === "week") parts.push(sql`t.due_date between ${today}::date and ${weekEnd}::date`);
  if (q.due === "none") parts.push(sql`t.due_date is null`);
  if (q.search) {
    const like = containsPattern(q.search);
    parts.push(sql`(lower(t.title) like ${like} or lower(coalesce(t.description, '')) like ${like}
      or lower(tt.name) like ${like} or lower(coalesce(au.first_name || ' ' || au.last_name, '')) like ${like})`);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` and `);
}

/** A page of tasks with the filtered total (two statements whatever the page size). */
export async function pageTasks(
  db: Db,
  q: TasksQuery,
  userId: number,
  days: { today: string; weekEnd: string },
): Promise<{ data: Task[]; total: number }> {
  const where = whereOf(q, userId, days.today, days.weekEnd);
  const dir = sql.raw(q.order);
  const order = sql`${SORTS[q.sort]} ${dir} nulls last, t.priority desc, t.id ${dir}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<TaskRow>(
      db,
      sql`select ${taskColumns} from tasks t ${taskJoins} where ${where}
        order by ${order} limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(
      db,
      sql`select count(*) as n from tasks t join task_types tt on tt.id = t.task_type_id
        left join users au on au.id = t.assignee_id where ${where}`,
    ),
  ]);
  return { data: rows.map(toTask), total: Number(count?.n ?? 0) };
}

/** One task as the screens read it. */
export async function taskById(db: Db, id: number): Promise<Task | undefined> {
  const [row] = await rowsOf<TaskRow>(
    db,
    sql`select ${taskColumns} from tasks t ${taskJoins} where t.id = ${id}`,
  );
  return row ? toTask(row) : undefined;
}

/** A task's own row (the ids the service changes and records), locked for a change when asked. */
export type TaskState = {
  id: number;
  title: string;
  description: string | null;
  taskTypeId: number;
  status: string;
  priority: number;
  dueDate: string | null;
  assigneeId: number | null;
  groupId: number | null;
  activityId: number | null;
  assetId: number | null;
};

export async function taskState(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const [row] = await rowsOf<TaskState>(
    db,
    sql`select id, title, description, task_type_id as "taskTypeId", status, priority, due_date::text as "dueDate",
        assignee_id as "assigneeId", group_id as "groupId", activity_id as "activityId", asset_id as "assetId"
      from tasks where id = ${id} ${options.forUpdate ? sql`for update` : sql``}`,
  );
  return row;
}

export type TaskWrite = Omit<TaskState, "id" | "status"> & { status: string };

export async function insertTask(db: Db, values: TaskWrite & { createdBy: number }): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into tasks (title, description, task_type_id, status, priority, due_date, assignee_id, group_id,
        activity_id, asset_id, created_by)
      values (${values.title}, ${values.description}, ${values.taskTypeId}, ${values.status}, ${values.priority},
        ${values.dueDate}, ${values.assigneeId}, ${values.groupId}, ${values.activityId}, ${values.assetId},
        ${values.createdBy})
      returning id`,
  );
  if (!row) throw new Error("the task was not written");
  return row.id;
}

export async function updateTaskRow(db: Db, id: number, values: TaskWrite): Promise<void> {
  await db.execute(sql`update tasks set title = ${values.title}, description = ${values.description},
      task_type_id = ${values.taskTypeId}, status = ${values.status}, priority = ${values.priority},
      due_date = ${values.dueDate}, assignee_id = ${values.assigneeId}, group_id = ${values.groupId},
      activity_id = ${values.activityId}, asset_id = ${values.assetId},
      completed_at = case when ${values.status} = 'completed' then coalesce(completed_at, now()) else null end,
      updated_at = now()
    where id = ${id}`);
}

export type TypeFacts = {
  id: number;
  name: string;
  category: string;
  defaultPriority: number;
  active: boolean;
};

export async function taskType(db: Db, id: number): Promise<TypeFacts | undefined> {
  const [row] = await rowsOf<TypeFacts>(
    db,
    sql`select id, name, category, default_priority as "defaultPriority", active from task_types where id = ${id}`,
  );
  return row;
}

export type GroupFacts = { id: number; name: string; active: boolean; typeIds: number[] };

/** A group with the task types it takes (none: it takes every type). */
export async function taskGroup(db: Db, id: number): Promise<GroupFacts | undefined> {
  const [row] = await rowsOf<GroupFacts>(
    db,
    sql`select g.id, g.name, g.active,
        coalesce((select array_agg(gt.task_type_id) from task_group_types gt where gt.group_id = g.id), '{}') as "typeIds"
      from task_groups g where g.id = ${id}`,
  );
  return row ? { ...row, typeIds: row.typeIds.map(Number) } : undefined;
}

export async function isGroupMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    db,
    sql`select 1 as one from task_group_members where group_id = ${groupId} and user_id = ${userId}`,
  );
  return rows.length > 0;
}

export async function groupMemberIds(db: Db, groupId: number): Promise<number[]> {
  const rows = await rowsOf<{ userId: number }>(
    db,
    sql`select m.user_id as "userId" from task_group_members m join users u on u.id = m.user_id
      where m.group_id = ${groupId} and u.active order by m.user_id`,
  );
  return rows.map((r) => r.userId);
}

export type UserFacts = { id: number; name: string; active: boolean; operator: boolean };

export async function userFacts(db: Db, id: number): Promise<UserFacts | undefined> {
  const [row] = await rowsOf<UserFacts>(
    db,
    sql`select id, first_name || ' ' || last_name as name, active, 'smr_user' = any(entitlements) as operator
      from users where id = ${id}`,
  );
  return row;
}

/** Active operators (the members of a group when one is named), by name; at most 200. */
export async function assignees(
  db: Db,
  groupId: number | undefined,
  search: string | undefined,
): Promise<TaskAssignee[]> {
  const member = groupId
    ? sql`and u.id in (select user_id from task_group_members where group_id = ${groupId})`
    : sql``;
  const like = search
    ? sql`and lower(u.first_name || ' ' || u.last_name || ' ' || u.email) like ${containsPattern(search)}`
    : sql``;
  return rowsOf<TaskAssignee>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.email from users u
      where u.active and 'smr_user' = any(u.entitlements) ${member} ${like}
      order by u.last_name, u.first_name, u.id limit 200`,
  );
}

export async function activityIdBySlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from activities where slug = ${slug}`);
  return row?.id;
}

export async function assetIdByBarcode(db: Db, barcode: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(db, sql`select id from assets where barcode = ${barcode}`);
  return row?.id;
}

/** How many times this user was told of being given this task: the next notice's number. */
export async function assignmentCount(db: Db, taskId: number, userId: number): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from user_notifications
      where user_id = ${userId} and dedupe_key like ${`task:${taskId}:assigned:${userId}:%`}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The task a create with this request key (by this user) already made, read from its created
 * event; the key is locked for the transaction so two retries at once make one task.
 */
export async function taskOfRequest(db: Db, userId: number, requestKey: string): Promise<number | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`task-create:${userId}:${requestKey}`}))`);
  const [row] = await rowsOf<{ taskId: number }>(
    db,
    sql`select task_id as "taskId" from events
      where task_id is not null and action = 'created' and user_id = ${userId}
        and changes @> ${JSON.stringify([{ field: "requestKey", to: requestKey }])}::jsonb
      limit 1`,
  );
  return row?.taskId;
}
