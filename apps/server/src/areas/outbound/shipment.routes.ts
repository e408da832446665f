import { getShipmentCheck } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as shipment from "./shipment.service";

/** Shipping an outbound load: what stops it (the move itself is the activity status call). */
export const shipmentRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, getShipmentCheck, ({ params }, ctx) => shipment.getShipmentCheck(ctx, params.slug));
};
