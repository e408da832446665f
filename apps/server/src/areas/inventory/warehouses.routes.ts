import { Warehouse } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { listWarehouses } from "./warehouses.repo";

export const warehousesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/warehouses",
    {
      // Every audience picks warehouses (pickup labels, user forms, location screens).
      config: { access: "signedIn" },
      schema: { tags: ["warehouses"], summary: "Warehouses", response: { 200: z.array(Warehouse) } },
    },
    async () => listWarehouses(db),
  );
};
