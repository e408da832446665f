import {
  createLocation,
  deleteLocation,
  exportLocations,
  findLocationByBarcode,
  getLocation,
  getLocationCycleCountSummary,
  importLocations,
  listCustomerQuarantineLocations,
  listLocationChildren,
  listLocations,
  listLocationWorkstations,
  updateLocation,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { serve } from "../../platform/endpoints";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { readMultipart } from "../../platform/uploads";
import * as service from "./locations.service";
import * as sheet from "./locations-sheet.service";

/** Locations of the warehouses, and their spreadsheet round trip. */
export const locationsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listLocations, ({ query }, ctx) => service.listLocations(ctx, query));
  serve(app, db, listLocationWorkstations, ({ query }, ctx) =>
    service.listWorkstations(ctx, query.warehouse_id),
  );
  serve(app, db, listCustomerQuarantineLocations, ({ query }, ctx) =>
    service.listCustomerQuarantine(ctx, query.warehouse_id),
  );
  serve(app, db, findLocationByBarcode, ({ query }, ctx) => service.findLocationByBarcode(ctx, query));
  serve(app, db, exportLocations, async ({ query }, ctx, _request, reply) => {
    const file = await sheet.exportLocations(ctx, query.warehouse_id, query.format);
    return reply
      .header("Content-Type", SHEET_CONTENT_TYPES[query.format])
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .header("Cache-Control", "private, no-store")
      .send(file.bytes);
  });
  serve(app, db, importLocations, async ({ query }, ctx, request) => {
    const { file } = await readMultipart(request, "the spreadsheet");
    if (!file) throw fieldError("file", "Choose a file to import");
    return sheet.importLocations(ctx, query.warehouse_id, file);
  });
  serve(app, db, getLocation, ({ params }, ctx) => service.getLocation(ctx, params.id));
  serve(app, db, listLocationChildren, ({ params }, ctx) => service.listChildren(ctx, params.id));
  serve(app, db, getLocationCycleCountSummary, ({ params }, ctx) =>
    service.getCycleCountSummary(ctx, params.id),
  );
  serve(app, db, createLocation, ({ body }, ctx) => service.createLocation(ctx, body));
  serve(app, db, updateLocation, ({ params, body }, ctx) => service.updateLocation(ctx, params.id, body));
  serve(app, db, deleteLocation, async ({ params }, ctx) => {
    await service.deleteLocation(ctx, params.id);
    return undefined;
  });
};
