import type { TaskComment, TaskEvent } from "@ops/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { isoOrNull } from "./tasks.repo";

// A task's comments (`c`, with their authors) and its events.

type CommentRow = Omit<TaskComment, "createdAt" | "updatedAt" | "edited"> & {
  createdAt: unknown;
  updatedAt: unknown;
};

const commentColumns = sql`c.id, c.task_id as "taskId", c.user_id as "userId",
  case when u.id is null then null else u.first_name || ' ' || u.last_name end as "userName",
  c.body, c.created_at as "createdAt", c.updated_at as "updatedAt"`;

const toComment = (r: CommentRow): TaskComment => {
  const createdAt = isoOrNull(r.createdAt) as string;
  const updatedAt = isoOrNull(r.updatedAt) as string;
  return { ...r, createdAt, updatedAt, edited: updatedAt !== createdAt };
};

export async function pageComments(
  db: Db,
  taskId: number,
  window: { page: number; pageSize: number },
): Promise<{ data: TaskComment[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    rowsOf<CommentRow>(
      db,
      sql`select ${commentColumns} from task_comments c left join users u on u.id = c.user_id
        where c.task_id = ${taskId} order by c.created_at, c.id
        limit ${window.pageSize} offset ${(window.page - 1) * window.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*) as n from task_comments where task_id = ${taskId}`),
  ]);
  return { data: rows.map(toComment), total: Number(count?.n ?? 0) };
}

export async function commentById(db: Db, taskId: number, id: number): Promise<TaskComment | undefined> {
  const [row] = await rowsOf<CommentRow>(
    db,
    sql`select ${commentColumns} from task_comments c left join users u on u.id = c.user_id
      where c.task_id = ${taskId} and c.id = ${id}`,
  );
  return row ? toComment(row) : undefined;
}

export async function insertComment(db: Db, taskId: number, userId: number, body: string): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into task_comments (task_id, user_id, body) values (${taskId}, ${userId}, ${body}) returning id`,
  );
  if (!row) throw new Error("the comment was not written");
  return row.id;
}

export async function updateComment(db: Db, id: number, body: string): Promise<void> {
  await db.execute(sql`update task_comments set body = ${body}, updated_at = now() where id = ${id}`);
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from task_comments where id = ${id}`);
}

type EventRow = Omit<TaskEvent, "createdAt"> & { createdAt: unknown };

export async function pageEvents(
  db: Db,
  taskId: number,
  q: { page: number; pageSize: number; order: "asc" | "desc" },
): Promise<{ data: TaskEvent[]; total: number }> {
  const dir = sql.raw(q.order);
  const [rows, [count]] = await Promise.all([
    rowsOf<EventRow>(
      db,
      sql`select e.id, e.action, e.message, e.changes,
          case when u.id is null then null else u.first_name || ' ' || u.last_name end as "userName",
          e.created_at as "createdAt"
        from events e left join users u on u.id = e.user_id
        where e.task_id = ${taskId} order by e.created_at ${dir}, e.id ${dir}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*) as n from events where task_id = ${taskId}`),
  ]);
  return {
    // events.id is a bigint, which PostgreSQL's driver answers as text.
    data: rows.map((r) => ({
      ...r,
      id: Number(r.id),
      changes: r.changes ?? [],
      createdAt: isoOrNull(r.createdAt) as string,
    })),
    total: Number(count?.n ?? 0),
  };
}
