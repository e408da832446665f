import type { ActivityNote, NoteBody } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { activityOwner } from "./attachment-owners";
import * as repo from "./notes.repo";

/** Notes are staff working notes (SPEC §3 notes with a type); clients and vendors never see them. */
function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator") throw new AppError(403, "Only operator staff keep notes on loads");
}

export async function listNotes(ctx: ServiceContext, slug: string): Promise<ActivityNote[]> {
  assertStaff(ctx);
  const activity = await activityOwner.find(ctx, slug);
  return repo.listNotes(ctx.db, activity.id);
}

/** Adds a note and its event in one transaction. */
export async function createNote(ctx: ServiceContext, slug: string, body: NoteBody): Promise<ActivityNote> {
  assertStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const activity = await activityOwner.find({ ...ctx, db: tx }, slug);
    const id = await repo.insertNote(tx, activity.id, body, ctx.actor.id);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        action: "note_added",
        message: `${body.type} note added`,
        changes: [{ field: "note", from: null, to: body.note }],
        userId: ctx.actor.id,
      },
    ]);
    const note = await repo.findNote(tx, activity.id, id);
    if (!note) throw notFound("Note");
    return note;
  });
}

/** Changes a note's text or type; the event keeps what it said before. */
export async function updateNote(
  ctx: ServiceContext,
  slug: string,
  id: number,
  body: NoteBody,
): Promise<ActivityNote> {
  assertStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const activity = await activityOwner.find({ ...ctx, db: tx }, slug);
    const before = await repo.findNote(tx, activity.id, id);
    if (!before) throw notFound("Note");
    await repo.updateNote(tx, id, body);
    const changes = [
      ...(before.note !== body.note ? [{ field: "note", from: before.note, to: body.note }] : []),
      ...(before.type !== body.type ? [{ field: "type", from: before.type, to: body.type }] : []),
    ];
    if (changes.length > 0) {
      await recordEvents(tx, [
        {
          activityId: activity.id,
          action: "note_updated",
          message: `Note ${id} changed`,
          changes,
          userId: ctx.actor.id,
        },
      ]);
    }
    const note = await repo.findNote(tx, activity.id, id);
    if (!note) throw notFound("Note");
    return note;
  });
}

export async function deleteNote(ctx: ServiceContext, slug: string, id: number): Promise<void> {
  assertStaff(ctx);
  await ctx.db.transaction(async (tx) => {
    const activity = await activityOwner.find({ ...ctx, db: tx }, slug);
    const before = await repo.findNote(tx, activity.id, id);
    if (!before) throw notFound("Note");
    await repo.deleteNote(tx, id);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        action: "note_deleted",
        message: `${before.type} note deleted`,
        changes: [{ field: "note", from: before.note, to: null }],
        userId: ctx.actor.id,
      },
    ]);
  });
}
