import { getParcelReceiving, lookupParcel, receiveParcel, uploadParcelAssets } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import { fieldError } from "../../platform/app-error";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { readMultipart } from "../../platform/uploads";
import { uploadParcelAssets as upload } from "./parcel-asset-upload";
import * as service from "./parcel-receiving.service";

/** Parcel receiving at the dock (issue 20 part 4): look a parcel up, receive its devices, upload many. */
export const parcelReceivingRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, files }) => {
  serve(app, db, lookupParcel, ({ query }, ctx) => service.lookupParcel(ctx, query.code));
  serve(app, db, getParcelReceiving, ({ params }, ctx) =>
    service.getParcelReceiving(ctx, params.referenceId),
  );
  serve(app, db, receiveParcel, ({ params, body }, ctx) =>
    service.receiveParcel(ctx, params.referenceId, body),
  );
  serve(app, db, uploadParcelAssets, async ({ params }, ctx, request) => {
    const { file } = await readMultipart(request, "the spreadsheet");
    if (!file) throw fieldError("file", "Choose a file to upload");
    return upload(ctx, params.projectPrefix, file, files);
  });
};
