import { createActivityNote, deleteActivityNote, listActivityNotes, updateActivityNote } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./notes.service";

/** `/activities/{slug}/notes`: staff notes with a type (operators only). */
export const notesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listActivityNotes, ({ params }, ctx) => service.listNotes(ctx, params.slug));
  serve(app, db, createActivityNote, ({ params, body }, ctx) => service.createNote(ctx, params.slug, body));
  serve(app, db, updateActivityNote, ({ params, body }, ctx) =>
    service.updateNote(ctx, params.slug, params.id, body),
  );
  serve(app, db, deleteActivityNote, async ({ params }, ctx) => {
    await service.deleteNote(ctx, params.slug, params.id);
    return undefined;
  });
};
