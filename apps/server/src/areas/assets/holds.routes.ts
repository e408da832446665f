import { createHold, downloadHoldFile, exportHolds, HoldFields, listHolds, releaseHold } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { readUpload, sendStoredFile } from "../../platform/file-routes";
import type { FileStore } from "../../platform/files";
import { sendListExport } from "../../platform/list-export";
import { holdsExport } from "./asset-exports";
import * as service from "./holds.service";

/** Asset holds (SPEC §3): operators put, list and release them. */
export const holdsRoutes: FastifyPluginAsync<{ db: Db; files: FileStore }> = async (app, { db, files }) => {
  serve(app, db, createHold, async (_input, ctx, request) => {
    const { fields, file } = await readUpload(request, HoldFields, "the hold");
    return service.createHold({ ...ctx, files }, fields, file);
  });
  serve(app, db, listHolds, ({ query }, ctx) => service.listHolds(ctx, query));
  serve(app, db, releaseHold, ({ params }, ctx) => service.releaseHold(ctx, params.id));
  serve(app, db, downloadHoldFile, async ({ params }, ctx, _request, reply) => {
    const file = await service.openHoldFile({ ...ctx, files }, params.id);
    return sendStoredFile(reply, file, "attachment");
  });
  serve(app, db, exportHolds, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, holdsExport, query),
  );
};
