import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";

/**
 * Tasks, their comments and events, task groups with members and types, and task types (issue 21).
 */
export const tasksArea: FastifyPluginAsync<AreaDeps> = async (_app, _deps) => {};
