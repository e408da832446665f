import { getSettlement, updateSettlementDraft } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { updateDraft } from "./draft.service";
import { getStatement } from "./statement-read";

/** A load's statement (draft computed live, or final) and the draft's inputs (see settlement.plugin.ts). */
export const draftRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, getSettlement, ({ params }, ctx) => getStatement(ctx, params.slug));
  serve(app, db, updateSettlementDraft, ({ params, body }, ctx) => updateDraft(ctx, params.slug, body));
};
