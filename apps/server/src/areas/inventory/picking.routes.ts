import {
  getPickList,
  listReservations,
  pickAsset,
  releaseReservation,
  reserveStock,
  shortPick,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as picking from "./picking.service";

/** Reservations of stock for orders, and the pick lists that fetch them (issue 17). */
export const pickingRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, reserveStock, ({ params, body }, ctx) => picking.reserveStock(ctx, params.slug, body));
  serve(app, db, listReservations, ({ params, query }, ctx) =>
    picking.listReservations(ctx, params.slug, query),
  );
  serve(app, db, releaseReservation, ({ params }, ctx) =>
    picking.releaseReservation(ctx, params.slug, params.barcode),
  );
  serve(app, db, getPickList, ({ params }, ctx) => picking.getPickList(ctx, params.id));
  serve(app, db, pickAsset, ({ body }, ctx) => picking.pickAsset(ctx, body.barcode));
  serve(app, db, shortPick, ({ params, body }, ctx) => picking.shortPick(ctx, params.id, body));
};
