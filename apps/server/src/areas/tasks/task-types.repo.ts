import type { TaskType, TaskTypeBody, TaskTypesQuery } from "@ops/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate, rowsOf } from "../../db/paging";
import { taskTypes } from "../../db/schema";

const typeColumns = {
  id: taskTypes.id,
  name: taskTypes.name,
  category: taskTypes.category,
  description: taskTypes.description,
  defaultPriority: taskTypes.defaultPriority,
  active: taskTypes.active,
  taskCount: sql<number>`(select count(*)::int from tasks t where t.task_type_id = ${taskTypes}.id)`,
  groupCount: sql<number>`(select count(*)::int from task_group_types g where g.task_type_id = ${taskTypes}.id)`,
  createdAt: taskTypes.createdAt,
  updatedAt: taskTypes.updatedAt,
};

type TypeRow = Omit<TaskType, "category" | "createdAt" | "updatedAt"> & {
  category: string;
  createdAt: Date;
  updatedAt: Date;
};

const toType = (row: TypeRow): TaskType => ({
  ...row,
  category: row.category as TaskType["category"],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const SORTS = {
  name: sql`lower(${taskTypes.name})`,
  category: taskTypes.category,
  defaultPriority: taskTypes.defaultPriority,
  createdAt: taskTypes.createdAt,
} as const;

function listFilter(query: TaskTypesQuery): SQL | undefined {
  return and(
    query.active === undefined ? undefined : eq(taskTypes.active, query.active),
    query.category ? eq(taskTypes.category, query.category) : undefined,
    query.search ? sql`lower(${taskTypes.name}) like ${containsPattern(query.search)}` : undefined,
  );
}

export async function pageTaskTypes(
  db: Db,
  query: TaskTypesQuery,
): Promise<{ rows: TaskType[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select(typeColumns)
        .from(taskTypes)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, taskTypes.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, taskTypes, where),
  ]);
  return { rows: rows.map(toType), total };
}

export async function findTaskType(db: Db, id: number): Promise<TaskType | undefined> {
  const [row] = await db.select(typeColumns).from(taskTypes).where(eq(taskTypes.id, id)).limit(1);
  return row ? toType(row) : undefined;
}

/** The type, locked until the transaction ends (a removal and a new task of it do not cross). */
export async function lockTaskType(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(eq(taskTypes.id, id))
    .for("update");
  return rows.length > 0;
}

/** The named types with what the group rules need (unknown ids are left out). */
export async function typesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: taskTypes.id, name: taskTypes.name, active: taskTypes.active })
    .from(taskTypes)
    .where(inArray(taskTypes.id, [...ids]));
}

export async function insertTaskType(db: Db, body: TaskTypeBody): Promise<number> {
  const [row] = await db.insert(taskTypes).values(body).returning({ id: taskTypes.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateTaskType(db: Db, id: number, body: TaskTypeBody): Promise<void> {
  await db
    .update(taskTypes)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(taskTypes.id, id));
}

export async function deleteTaskType(db: Db, id: number): Promise<void> {
  await db.delete(taskTypes).where(eq(taskTypes.id, id));
}

export async function taskTypeNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: taskTypes.id })
    .from(taskTypes)
    .where(
      and(
        sql`lower(${taskTypes.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${taskTypes.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** How many tasks are of the type, open or done (they keep it from being removed). */
export async function taskCountOfType(db: Db, id: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from tasks where task_type_id = ${id}`,
  );
  return row?.n ?? 0;
}
