import { AssetHold, HoldFields, HoldList, HoldParams, HoldsQuery } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { holdsExport } from "./asset-exports";
import * as service from "./holds.service";

const tags = ["holds"];

/** Asset holds (SPEC §3): operators put, list and release them. */
export const holdsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  const ctx = (request: Parameters<typeof contextOf>[0]) => ({ ...contextOf(request, db), files });

  app.post(
    "/spa/holds",
    {
      schema: {
        tags,
        summary:
          "Put an asset on hold (multipart: barcode or serial_number, type, programId, processingInstructions, optional file)",
        consumes: ["multipart/form-data"],
        response: { 201: AssetHold },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readUpload(request, HoldFields, "the hold");
      return reply.status(201).send(await service.createHold(ctx(request), fields, file));
    },
  );
  app.get(
    "/spa/holds",
    {
      schema: {
        tags,
        summary: "Holds, active or released",
        querystring: HoldsQuery,
        response: { 200: HoldList },
      },
    },
    async (request) => service.listHolds(contextOf(request, db), request.query),
  );
  app.put(
    "/spa/holds/:id/release",
    { schema: { tags, summary: "Release a hold", params: HoldParams, response: { 200: AssetHold } } },
    async (request) => service.releaseHold(contextOf(request, db), request.params.id),
  );
  app.get(
    "/spa/holds/:id/file",
    { schema: { tags, summary: "Download a hold's file", params: HoldParams } },
    async (request, reply) => {
      const file = await service.openHoldFile(ctx(request), request.params.id);
      return sendStoredFile(reply, file, "attachment");
    },
  );
  registerListExport(app, { db, files }, ["/spa/holds"], {
    tags: tags,
    summary: "Export holds as filtered",
    querystring: HoldsQuery,
    spec: holdsExport,
  });
};
