import {
  createRedeploymentOrder,
  getRedeploymentOrder,
  listRedeploymentListings,
  listRedeploymentOrders,
  updateRedeploymentOrder,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import * as service from "./redeployments.service";

/** Redeployment orders of clients' own devices (operators and clients, scoped to their accounts). */
export const redeploymentRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listRedeploymentListings, ({ query }, ctx) => service.listListings(ctx, query));
  serve(app, db, listRedeploymentOrders, ({ query }, ctx) => service.listOrders(ctx, query));
  serve(app, db, createRedeploymentOrder, ({ body }, ctx) => service.createOrder(ctx, body));
  serve(app, db, getRedeploymentOrder, ({ params }, ctx) => service.getOrder(ctx, params.id));
  serve(app, db, updateRedeploymentOrder, ({ params, body }, ctx) =>
    service.updateOrder(ctx, params.id, body),
  );
};
