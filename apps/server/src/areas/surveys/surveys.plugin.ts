import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { surveyPublicRoutes } from "./survey-public.routes";
import { surveysRoutes } from "./surveys.routes";

/**
 * Surveys (issue 21): sent to a client's contacts when a load closes, answered by link or in the portal, read by operators.
 */
export const surveysArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(surveysRoutes, deps);
  // Its own plugin, so its pre-validation hook (a bad link is a plain 404) runs for its calls only.
  await app.register(surveyPublicRoutes, deps);
};
