import {
  bulkSetActivityStatus,
  createActivity,
  exportActivities,
  getActivity,
  getActivityCalendar,
  listActivities,
  searchActivities,
  updateActivity,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { enqueue } from "../../platform/jobs";
import { sendListExport } from "../../platform/list-export";
import { updateActivityJob } from "./activities.jobs";
import * as service from "./activities.service";
import { activitiesExport } from "./activity-exports";
import { BulkRefusalError } from "./use-cases/bulk-status";

export const activitiesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, createActivity, ({ body }, ctx) => service.createActivity(ctx, body));
  serve(app, db, getActivityCalendar, ({ query }, ctx) => service.getCalendar(ctx, query));
  serve(app, db, searchActivities, ({ params }, ctx) => service.searchActivities(ctx, params.term));
  serve(app, db, updateActivity, async ({ params, query, body }, ctx) => {
    if (query.async)
      return { jobId: await enqueue(ctx, updateActivityJob, { slug: params.slug, changes: body }) };
    return service.updateActivity(ctx, params.slug, body);
  });
  serve(app, db, bulkSetActivityStatus, async ({ body }, ctx, _request, reply) => {
    try {
      return await service.bulkSetStatus(ctx, body);
    } catch (error) {
      if (error instanceof BulkRefusalError)
        return reply.status(409).send({ message: error.message, refusals: error.refusals });
      throw error;
    }
  });

  // Reads: one use case serves operators and, limited to their accounts, clients.
  serve(app, db, listActivities, ({ query }, ctx) => service.listActivities(ctx, query));
  serve(app, db, getActivity, ({ params }, ctx) => service.getActivity(ctx, params.slug));
  serve(app, db, exportActivities, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, activitiesExport, query),
  );

  // Calls on an activity the outbound area answers (registered here until outbound.plugin.ts takes them).
};
