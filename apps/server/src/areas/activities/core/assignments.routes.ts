import {
  bulkAssignActivities,
  createActivityAssignment,
  deleteActivityAssignment,
  listActivityAssignments,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../../db/client";
import { serve } from "../../../platform/endpoints";
import * as service from "./assignments.service";

/** Who works on an activity (operators only), one at a time or in bulk. */
export const assignmentsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, bulkAssignActivities, ({ body }, ctx) => service.bulkAssign(ctx, body));
  serve(app, db, listActivityAssignments, ({ params }, ctx) => service.listAssignments(ctx, params.slug));
  serve(app, db, createActivityAssignment, ({ params, body }, ctx) =>
    service.createAssignment(ctx, params.slug, body),
  );
  serve(app, db, deleteActivityAssignment, async ({ params }, ctx) => {
    await service.deleteAssignment(ctx, params.slug, params.id);
    return undefined;
  });
};
