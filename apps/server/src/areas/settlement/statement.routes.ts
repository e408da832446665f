import { addSettlementAdjustment, exportStatements, finalizeSettlement, listStatements } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { statementsExport } from "./settlement-exports";
import * as service from "./statement.service";

/** Finalising a load's statement, adjusting a final one, and the statements list and its export. */
export const statementRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, finalizeSettlement, ({ params }, ctx) => service.finalize(ctx, params.slug));
  serve(app, db, addSettlementAdjustment, ({ params, body }, ctx) =>
    service.addAdjustment(ctx, params.slug, body),
  );
  serve(app, db, listStatements, ({ query }, ctx) => service.listStatements(ctx, query));
  serve(app, db, exportStatements, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, statementsExport, query),
  );
};
