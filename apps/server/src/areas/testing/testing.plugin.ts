import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { testingRoutes } from "./testing.routes";

/** Every call of the testing area: test suites and their versions, device tests and results, grades. */
export const testingArea: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  await app.register(testingRoutes, { db });
};
