import {
  createProductService,
  createService,
  deleteProductService,
  deleteService,
  getProductService,
  getService,
  listProductServices,
  listServiceCategories,
  listServices,
  updateProductService,
  updateService,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./services.service";

/** Services and the products they apply to. */
export const servicesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  // Clients read the active services only, whatever they ask (SPEC §6).
  serve(app, db, listServices, ({ query }, ctx) =>
    service.listServices(ctx, ctx.actor.audience === "client" ? { active: "true" } : query),
  );
  serve(app, db, createService, ({ body }, ctx) => service.createService(ctx, body));
  serve(app, db, getService, ({ params }, ctx) => service.getService(ctx, params.id));
  serve(app, db, updateService, ({ params, body }, ctx) => service.updateService(ctx, params.id, body));
  serve(app, db, deleteService, async ({ params }, ctx) => {
    await service.deleteService(ctx, params.id);
    return undefined;
  });
  serve(app, db, listServiceCategories, () => service.listServiceCategories());

  serve(app, db, listProductServices, ({ query }, ctx) =>
    service.listProductServices(ctx, { productId: query.product_id, serviceId: query.service_id }),
  );
  serve(app, db, createProductService, ({ body }, ctx) => service.createProductService(ctx, body));
  serve(app, db, getProductService, ({ params }, ctx) => service.getProductService(ctx, params.id));
  serve(app, db, updateProductService, ({ params, body }, ctx) =>
    service.updateProductService(ctx, params.id, body),
  );
  serve(app, db, deleteProductService, async ({ params }, ctx) => {
    await service.deleteProductService(ctx, params.id);
    return undefined;
  });
};
