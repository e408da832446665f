import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { tasksRoutes } from "./tasks.routes";

/**
 * Tasks, their comments and events, task groups with members and types, and task types (issue 21).
 * One `app.register` line per part.
 */
export const tasksArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(tasksRoutes, deps);
};
