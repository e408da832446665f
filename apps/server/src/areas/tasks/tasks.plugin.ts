import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { taskGroupsRoutes } from "./task-groups.routes";
import { taskOverviewRoutes } from "./task-overview.routes";
import { taskTypesRoutes } from "./task-types.routes";
import { tasksRoutes } from "./tasks.routes";

/**
 * Tasks, their comments and events, task groups with members and types, and task types (issue 21).
 * One `app.register` line per part.
 */
export const tasksArea: FastifyPluginAsync<AreaDeps> = async (app, deps) => {
  await app.register(tasksRoutes, deps);
  await app.register(taskTypesRoutes, deps);
  await app.register(taskGroupsRoutes, deps);
  await app.register(taskOverviewRoutes, deps);
};
