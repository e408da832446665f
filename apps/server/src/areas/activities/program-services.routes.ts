import { listActivityProgramServices, setActivityProgramServices } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./program-services.service";

/** `/activities/{slug}/program_services`: the SOW page's list of the program's services. */
export const programServicesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listActivityProgramServices, ({ params }, ctx) =>
    service.listProgramServices(ctx, params.slug),
  );
  serve(app, db, setActivityProgramServices, ({ params, body }, ctx) =>
    service.setProgramServices(ctx, params.slug, body),
  );
};
