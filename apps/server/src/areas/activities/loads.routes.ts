import { exportLoads, getLoad, getLoadSummaries, listLoads, listLoadsOfAccounts } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { loadsExport } from "./activity-exports";
import * as service from "./loads.service";

/** Loads for operators and, limited to their accounts, clients (SPEC §7 staff and client variants). */
export const loadsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listLoads, ({ query }, ctx) => service.listLoads(ctx, query));
  serve(app, db, listLoadsOfAccounts, ({ body }, ctx) => service.listLoadsOfAccounts(ctx, body));
  serve(app, db, getLoadSummaries, ({ query }, ctx) => service.loadSummaries(ctx, query.activity_slugs));
  serve(app, db, getLoad, ({ params }, ctx) => service.getLoad(ctx, params.slug));
  serve(app, db, exportLoads, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, loadsExport, query),
  );
};
