import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";

/** Settlement calls (see settlement.plugin.ts for which file serves which). */
export const statementFilesRoutes: FastifyPluginAsync<AreaDeps> = async (_app, _deps) => {};
