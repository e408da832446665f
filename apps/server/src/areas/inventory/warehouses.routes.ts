import { listWarehouses } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as repo from "./warehouses.repo";

export const warehousesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listWarehouses, () => repo.listWarehouses(db));
};
