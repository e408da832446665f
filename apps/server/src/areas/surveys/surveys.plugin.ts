import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";

/**
 * Surveys (issue 21): sent to a client's contacts when a load closes, answered by link or in the portal, read by operators.
 */
export const surveysArea: FastifyPluginAsync<AreaDeps> = async (_app, _deps) => {};
