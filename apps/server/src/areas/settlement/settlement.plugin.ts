import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { draftRoutes } from "./draft.routes";
import { statementRoutes } from "./statement.routes";
import { statementFilesRoutes } from "./statement-files.routes";

/**
 * Settlement (issue 22): a load's statement computed from its pricing and its program's pricing
 * rules, finalised when the load is marked priced, adjusted and shared in afterwards.
 * draft.routes: GET and PUT of a load's statement; statement.routes: finalise, adjustments and
 * the statements list; statement-files.routes: the PDF and xlsx.
 */
export const settlementArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(draftRoutes, deps);
  await app.register(statementRoutes, deps);
  await app.register(statementFilesRoutes, deps);
};
