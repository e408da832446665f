import { createBinAssignments, deleteBinAssignment, listBinAssignments } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./bin-assignments.service";

/** `/activities/{slug}/bin_assignments`: the input bins of a shop order or processing job (SPEC §7). */
export const binAssignmentsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listBinAssignments, ({ params, query }, ctx) =>
    service.listBinAssignments(ctx, params.slug, query),
  );
  serve(app, db, createBinAssignments, ({ params, body }, ctx) => service.assignBins(ctx, params.slug, body));
  serve(app, db, deleteBinAssignment, async ({ params }, ctx) => {
    await service.removeBinAssignment(ctx, params.slug, params.id);
    return undefined;
  });
};
