import type { ActivityNote, NoteBody } from "@ops/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activityNotes, users } from "../../db/schema";

const columns = {
  id: activityNotes.id,
  note: activityNotes.note,
  type: activityNotes.type,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: activityNotes.createdAt,
  updatedAt: activityNotes.updatedAt,
};

type Row = {
  id: number;
  note: string;
  type: string;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function toNote(row: Row): ActivityNote {
  return {
    ...row,
    type: row.type as ActivityNote["type"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function select(db: Db) {
  return db.select(columns).from(activityNotes).leftJoin(users, eq(users.id, activityNotes.createdBy));
}

/** Notes of an activity, newest first; an activity keeps at most a few hundred. */
export async function listNotes(db: Db, activityId: number): Promise<ActivityNote[]> {
  const rows = await select(db)
    .where(eq(activityNotes.activityId, activityId))
    .orderBy(desc(activityNotes.createdAt), desc(activityNotes.id))
    .limit(1000);
  return rows.map(toNote);
}

export async function findNote(db: Db, activityId: number, id: number): Promise<ActivityNote | undefined> {
  const rows = await select(db)
    .where(and(eq(activityNotes.activityId, activityId), eq(activityNotes.id, id)))
    .limit(1);
  return rows[0] ? toNote(rows[0]) : undefined;
}

export async function insertNote(
  db: Db,
  activityId: number,
  body: NoteBody,
  userId: number,
): Promise<number> {
  const [row] = await db
    .insert(activityNotes)
    .values({ activityId, note: body.note, type: body.type, createdBy: userId })
    .returning({ id: activityNotes.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateNote(db: Db, id: number, body: NoteBody): Promise<void> {
  await db
    .update(activityNotes)
    .set({ note: body.note, type: body.type, updatedAt: sql`now()` })
    .where(eq(activityNotes.id, id));
}

export async function deleteNote(db: Db, id: number): Promise<void> {
  await db.delete(activityNotes).where(eq(activityNotes.id, id));
}
