import { ActivityNote, NoteBody, NoteParams, SlugParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./notes.service";

const tags = ["activities"];

/** `/activities/{slug}/notes`: staff notes with a type (operators only). */
export const notesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/activities/:slug/notes",
    {
      schema: {
        tags,
        summary: "Notes of an activity",
        params: SlugParams,
        response: { 200: z.array(ActivityNote) },
      },
    },
    async (request) => service.listNotes(contextOf(request, db), request.params.slug),
  );
  app.post(
    "/spa/activities/:slug/notes",
    {
      schema: {
        tags,
        summary: "Add a note",
        params: SlugParams,
        body: NoteBody,
        response: { 201: ActivityNote },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createNote(contextOf(request, db), request.params.slug, request.body)),
  );
  app.put(
    "/spa/activities/:slug/notes/:id",
    {
      schema: {
        tags,
        summary: "Edit a note",
        params: NoteParams,
        body: NoteBody,
        response: { 200: ActivityNote },
      },
    },
    async (request) =>
      service.updateNote(contextOf(request, db), request.params.slug, request.params.id, request.body),
  );
  app.delete(
    "/spa/activities/:slug/notes/:id",
    { schema: { tags, summary: "Delete a note", params: NoteParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.deleteNote(contextOf(request, db), request.params.slug, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
