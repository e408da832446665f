import {
  checkInPickups,
  createPickup,
  createPickupLabels,
  exportPickups,
  getPickup,
  listPickups,
  printPickupLabels,
  updatePickup,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { sendLabelBatch } from "../../platform/documents/label-batch";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { pickupsExport } from "./pickup-exports";
import { pickupLabelsJob } from "./pickup-labels";
import * as service from "./pickups.service";

/** The pickups calls (SPEC §7): labels of a day, bulk creation and re-printing, bins, check-in. */
export const pickupsRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  serve(app, db, listPickups, ({ query }, ctx) => service.listPickups(ctx, query));
  serve(app, db, exportPickups, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, pickupsExport, query),
  );
  serve(app, db, getPickup, ({ params }, ctx) => service.getPickup(ctx, params.barcode));
  // The labels are made (and committed) first; then printed at once, or by a job above 200.
  serve(app, db, createPickupLabels, async ({ body }, ctx, _request, reply) =>
    sendLabelBatch(reply, ctx, pickupLabelsJob, await service.createPickupLabels(ctx, body)),
  );
  serve(app, db, printPickupLabels, ({ body }, ctx, _request, reply) =>
    sendLabelBatch(reply, ctx, pickupLabelsJob, body),
  );
  serve(app, db, createPickup, ({ body }, ctx) => service.createPickup(ctx, body));
  serve(app, db, updatePickup, ({ params, body }, ctx) => service.updatePickup(ctx, params.barcode, body));
  serve(app, db, checkInPickups, ({ body }, ctx) => service.checkInPickups(ctx, body));
};
