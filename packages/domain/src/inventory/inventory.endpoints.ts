// The calls of the inventory area (ARCHITECTURE §4: one descriptor per call).
import { z } from "zod";
import { Warehouse } from "../auth/auth.schemas";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import {
  CycleCountSummary,
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
} from "./locations.schemas";

const tags = ["locations"] as const;
const operator = ["operator"] as const;

export const listLocations = defineEndpoint({
  method: "GET",
  path: "/locations",
  families: operator,
  operationId: "listLocations",
  permission: "locations.view",
  summary: "Locations of a warehouse",
  tags,
  query: LocationsQuery,
  responses: { 200: LocationList },
});

export const listLocationWorkstations = defineEndpoint({
  method: "GET",
  path: "/locations/workstations",
  families: operator,
  operationId: "listLocationWorkstations",
  permission: "locations.view",
  summary: "Active workstations of a warehouse",
  tags,
  query: WarehouseLocationsQuery,
  responses: { 200: z.array(Location) },
});

export const listCustomerQuarantineLocations = defineEndpoint({
  method: "GET",
  path: "/locations/customer_quarantine",
  families: operator,
  operationId: "listCustomerQuarantineLocations",
  permission: "locations.view",
  summary: "Active customer quarantine locations of a warehouse",
  tags,
  query: WarehouseLocationsQuery,
  responses: { 200: z.array(Location) },
});

export const findLocationByBarcode = defineEndpoint({
  method: "GET",
  path: "/locations/find",
  families: operator,
  operationId: "findLocationByBarcode",
  permission: "locations.view",
  summary: "Find a location by barcode (case-insensitive)",
  tags,
  query: LocationFindQuery,
  responses: { 200: Location },
});

/** The file itself (xlsx or csv), so no result schema. */
export const exportLocations = defineEndpoint({
  method: "GET",
  path: "/locations/export",
  families: operator,
  operationId: "exportLocations",
  permission: "locations.view",
  summary: "Export a warehouse's locations (xlsx or csv)",
  tags,
  query: LocationExportQuery,
  responses: {},
});

export const importLocations = defineEndpoint({
  method: "POST",
  path: "/locations/import",
  families: operator,
  operationId: "importLocations",
  permission: "locations.manage",
  summary: "Import new locations from an .xlsx or .csv file (multipart: file)",
  tags,
  query: LocationImportQuery,
  consumes: ["multipart/form-data"],
  responses: { 201: LocationImportResult },
});

export const getLocation = defineEndpoint({
  method: "GET",
  path: "/locations/:id",
  families: operator,
  operationId: "getLocation",
  permission: "locations.view",
  summary: "Get a location",
  tags,
  params: IdParams,
  responses: { 200: LocationDetail },
});

export const listLocationChildren = defineEndpoint({
  method: "GET",
  path: "/locations/:id/children",
  families: operator,
  operationId: "listLocationChildren",
  permission: "locations.view",
  summary: "Child locations",
  tags,
  params: IdParams,
  responses: { 200: z.array(Location) },
});

export const getLocationCycleCountSummary = defineEndpoint({
  method: "GET",
  path: "/locations/:id/cycle_count_summary",
  families: operator,
  operationId: "getLocationCycleCountSummary",
  permission: "locations.view",
  summary: "The latest cycle count of a location",
  tags,
  params: IdParams,
  responses: { 200: CycleCountSummary },
});

export const createLocation = defineEndpoint({
  method: "POST",
  path: "/locations",
  families: operator,
  operationId: "createLocation",
  permission: "locations.manage",
  summary: "Create a location",
  tags,
  body: LocationBody,
  responses: { 201: LocationDetail },
});

export const updateLocation = defineEndpoint({
  method: "PUT",
  path: "/locations/:id",
  families: operator,
  operationId: "updateLocation",
  permission: "locations.manage",
  summary: "Update a location",
  tags,
  params: IdParams,
  body: LocationBody,
  responses: { 200: LocationDetail },
});

export const deleteLocation = defineEndpoint({
  method: "DELETE",
  path: "/locations/:id",
  families: operator,
  operationId: "deleteLocation",
  permission: "locations.manage",
  summary: "Remove an empty location (409 while it holds locations or has counts)",
  tags,
  params: IdParams,
  responses: { 204: z.null() },
});

/** Every audience picks warehouses (pickup labels, user forms, location screens). */
export const listWarehouses = defineEndpoint({
  method: "GET",
  path: "/warehouses",
  families: operator,
  access: "signedIn",
  operationId: "listWarehouses",
  permission: null,
  summary: "Warehouses",
  tags: ["warehouses"],
  responses: { 200: z.array(Warehouse) },
});
