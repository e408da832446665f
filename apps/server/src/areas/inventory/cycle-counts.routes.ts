import {
  claimCycleCountLocation,
  closeCycleCount,
  getCycleCount,
  listLocationCycleCounts,
  scanCycleCount,
  startCycleCount,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./cycle-counts.service";

/** Cycle counts (issue 17): start a count of a location or zone, claim locations, scan, compare, close. */
export const cycleCountsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, startCycleCount, ({ params, body }, ctx) => service.startCount(ctx, params.id, body));
  serve(app, db, listLocationCycleCounts, ({ params, query }, ctx) =>
    service.listCounts(ctx, params.id, query),
  );
  serve(app, db, getCycleCount, ({ params }, ctx) => service.getCount(ctx, params.id));
  serve(app, db, claimCycleCountLocation, ({ params }, ctx) =>
    service.claimLocation(ctx, params.id, params.locationId),
  );
  serve(app, db, scanCycleCount, ({ params, body }, ctx) => service.scan(ctx, params.id, body));
  serve(app, db, closeCycleCount, ({ params, body }, ctx) => service.closeCount(ctx, params.id, body));
};
