import { cancelIntegrationLoad } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as integrationLoads from "./integration-loads.service";

/** Withdrawing a load an integration created (SPEC §7 cancel integration load). */
export const integrationLoadsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, cancelIntegrationLoad, ({ params, body }, ctx) =>
    integrationLoads.cancelIntegrationLoad(ctx, params.slug, body.reason),
  );
};
