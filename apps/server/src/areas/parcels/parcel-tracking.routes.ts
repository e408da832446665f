import {
  addTrackingEntry,
  deleteTrackingEntry,
  getRequestTracking,
  importProjectTracking,
  listLoadParcelRequests,
  setRequestTrackingNumber,
  updateTrackingEntry,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { readMultipart } from "../../platform/uploads";
import * as service from "./parcel-tracking.service";
import { importTracking } from "./parcel-tracking-import";

/**
 * Tracking of the employees' parcels (issue 20 part 3): entries by hand, a request's tracking
 * number, a carrier's tracking export, and the requests arriving on an inbound load.
 */
export const parcelTrackingRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  serve(app, db, getRequestTracking, ({ params }, ctx) => service.getTracking(ctx, params.referenceId));
  serve(app, db, addTrackingEntry, ({ params, body }, ctx) =>
    service.addEntry(ctx, params.referenceId, body),
  );
  serve(app, db, updateTrackingEntry, ({ params, body }, ctx) => service.updateEntry(ctx, params.id, body));
  serve(app, db, deleteTrackingEntry, async ({ params }, ctx) => {
    await service.deleteEntry(ctx, params.id);
    return undefined;
  });
  serve(app, db, setRequestTrackingNumber, ({ params, body }, ctx) =>
    service.setTrackingNumber(ctx, params.referenceId, body.trackingNumber),
  );
  serve(app, db, importProjectTracking, async ({ params }, ctx, request) => {
    const { file } = await readMultipart(request, "the tracking export");
    return importTracking(ctx, params.projectPrefix, file, files);
  });
  serve(app, db, listLoadParcelRequests, ({ params, query }, ctx) =>
    service.listLoadRequests(ctx, params.slug, query),
  );
};
