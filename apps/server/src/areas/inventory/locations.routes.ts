import {
  CycleCountSummary,
  IdParams,
  Location,
  LocationBody,
  LocationDetail,
  LocationExportQuery,
  LocationFindQuery,
  LocationImportQuery,
  LocationImportResult,
  LocationList,
  LocationsQuery,
  WarehouseLocationsQuery,
} from "@ops/domain";
import "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { fieldError } from "../../platform/app-error";
import { SHEET_CONTENT_TYPES } from "../../platform/spreadsheets";
import { readMultipart } from "../../platform/uploads";
import { contextOf } from "../../plugins/auth";
import * as service from "./locations.service";
import { exportLocations, importLocations } from "./locations-sheet.service";

const tags = ["locations"];

export const locationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/locations",
    {
      schema: {
        tags,
        summary: "Locations of a warehouse",
        querystring: LocationsQuery,
        response: { 200: LocationList },
      },
    },
    async (request) => service.listLocations(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/locations/workstations",
    {
      schema: {
        tags,
        summary: "Active workstations of a warehouse",
        querystring: WarehouseLocationsQuery,
        response: { 200: z.array(Location) },
      },
    },
    async (request) => service.listWorkstations(contextOf(request, db), request.query.warehouse_id),
  );
  app.get(
    "/spa/locations/customer_quarantine",
    {
      schema: {
        tags,
        summary: "Active customer quarantine locations of a warehouse",
        querystring: WarehouseLocationsQuery,
        response: { 200: z.array(Location) },
      },
    },
    async (request) => service.listCustomerQuarantine(contextOf(request, db), request.query.warehouse_id),
  );
  app.get(
    "/spa/locations/find",
    {
      schema: {
        tags,
        summary: "Find a location by barcode (case-insensitive)",
        querystring: LocationFindQuery,
        response: { 200: Location },
      },
    },
    async (request) => service.findLocationByBarcode(contextOf(request, db), request.query),
  );
  app.get(
    "/spa/locations/export",
    {
      schema: {
        tags,
        summary: "Export a warehouse's locations (xlsx or csv)",
        querystring: LocationExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportLocations(
        contextOf(request, db),
        request.query.warehouse_id,
        request.query.format,
      );
      return reply
        .header("Content-Type", SHEET_CONTENT_TYPES[request.query.format])
        .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
        .header("Cache-Control", "private, no-store")
        .send(file.bytes);
    },
  );
  app.post(
    "/spa/locations/import",
    {
      schema: {
        tags,
        summary: "Import new locations from an .xlsx or .csv file (multipart: file)",
        querystring: LocationImportQuery,
        consumes: ["multipart/form-data"],
        response: { 201: LocationImportResult },
      },
    },
    async (request, reply) => {
      const { file } = await readMultipart(request, "the spreadsheet");
      if (!file) throw fieldError("file", "Choose a file to import");
      const result = await importLocations(contextOf(request, db), request.query.warehouse_id, file);
      return reply.status(201).send(result);
    },
  );
  app.get(
    "/spa/locations/:id",
    { schema: { tags, summary: "Get a location", params: IdParams, response: { 200: LocationDetail } } },
    async (request) => service.getLocation(contextOf(request, db), request.params.id),
  );
  app.get(
    "/spa/locations/:id/children",
    {
      schema: { tags, summary: "Child locations", params: IdParams, response: { 200: z.array(Location) } },
    },
    async (request) => service.listChildren(contextOf(request, db), request.params.id),
  );
  app.get(
    "/spa/locations/:id/cycle_count_summary",
    {
      schema: {
        tags,
        summary: "The latest cycle count of a location",
        params: IdParams,
        response: { 200: CycleCountSummary },
      },
    },
    async (request) => service.getCycleCountSummary(contextOf(request, db), request.params.id),
  );
  app.post(
    "/spa/locations",
    { schema: { tags, summary: "Create a location", body: LocationBody, response: { 201: LocationDetail } } },
    async (request, reply) =>
      reply.status(201).send(await service.createLocation(contextOf(request, db), request.body)),
  );
  app.put(
    "/spa/locations/:id",
    {
      schema: {
        tags,
        summary: "Update a location",
        params: IdParams,
        body: LocationBody,
        response: { 200: LocationDetail },
      },
    },
    async (request) => service.updateLocation(contextOf(request, db), request.params.id, request.body),
  );
  app.delete(
    "/spa/locations/:id",
    {
      schema: {
        tags,
        summary: "Remove an empty location (409 while it holds locations or has counts)",
        params: IdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteLocation(contextOf(request, db), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
