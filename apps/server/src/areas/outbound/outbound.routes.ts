import { listOutboundProducts, setOutboundPrices } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as products from "./outbound-products.service";

/** Outbound loads beyond the activity core: the products a load sells and their prices. */
export const outboundRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listOutboundProducts, ({ params }, ctx) => products.listOutboundProducts(ctx, params.slug));
  serve(app, db, setOutboundPrices, ({ params, body }, ctx) =>
    products.setOutboundPrices(ctx, params.slug, body),
  );
};
