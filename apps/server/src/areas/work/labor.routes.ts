import {
  createLaborSegment,
  deleteLaborSegment,
  getCurrentLaborSegment,
  getUserAssignment,
  listLaborSegments,
  listUserAssets,
  updateLaborSegment,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as labor from "./labor.service";
import * as people from "./people-on-work.service";

/** Labor segments of work orders, the signed-in person's clock, and people on work (operators only). */
export const laborRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listLaborSegments, ({ params, query }, ctx) => labor.listLabor(ctx, params.slug, query));
  serve(app, db, createLaborSegment, ({ params, query, body }, ctx) =>
    query.type === "virtual"
      ? labor.createVirtual(ctx, params.slug, body)
      : labor.clockIn(ctx, params.slug, body),
  );
  serve(app, db, updateLaborSegment, ({ params, body }, ctx) =>
    labor.updateSegment(ctx, params.slug, params.id, body),
  );
  serve(app, db, deleteLaborSegment, async ({ params }, ctx) => {
    await labor.deleteSegment(ctx, params.slug, params.id);
    return undefined;
  });
  serve(app, db, getCurrentLaborSegment, async (_input, ctx, _request, reply) => {
    const segment = await labor.currentSegment(ctx);
    return segment ? reply.status(200).send(segment) : reply.status(204).send();
  });
  serve(app, db, listUserAssets, ({ params, query }, ctx) => people.listUserAssets(ctx, params.id, query));
  serve(app, db, getUserAssignment, ({ params }, ctx) => people.getAssignment(ctx, params.id, params.slug));
};
