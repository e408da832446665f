import { z } from "zod";
import { QueryFlag, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { LocationType } from "../platform/reference.schemas";

/** SPEC §5 (General): the event API's message for an empty barcode, exactly as the spec words it. */
export const EMPTY_BARCODE_MESSAGE = "Barcode cannot be empty string.";
/** An empty barcode everywhere else (assets, locations): what to do, in plain words. */
export const MISSING_BARCODE_MESSAGE = "Enter or scan a barcode";
export const LOCATION_BARCODE_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/** A location barcode: trimmed and upper-cased on every path (SPEC §5), so lookups ignore case. */
export const LocationBarcode = z
  .string()
  .trim()
  .min(1, MISSING_BARCODE_MESSAGE)
  .max(64, "Barcode is at most 64 characters")
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .regex(
        LOCATION_BARCODE_PATTERN,
        "Barcode may contain letters, digits and . _ / - (starting with a letter or digit)",
      ),
  );

export const Location = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  parentId: z.number().int().nullable(),
  parentBarcode: z.string().nullable(),
  barcode: z.string(),
  name: z.string(),
  type: LocationType,
  active: z.boolean(),
  /** The client account a customer quarantine or redeployment location holds assets for. */
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  childCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Location = z.infer<typeof Location>;

/** A location with the chain of its parents, root first (breadcrumbs on the detail screen). */
export const LocationDetail = Location.extend({
  ancestors: z.array(z.object({ id: z.number().int(), barcode: z.string(), name: z.string() })),
});
export type LocationDetail = z.infer<typeof LocationDetail>;

export const LocationBody = z.object({
  warehouseId: z.number().int().positive(),
  parentId: z.number().int().positive().nullable().default(null),
  barcode: LocationBarcode,
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  type: LocationType,
  active: z.boolean().default(true),
  /** Required for a customer quarantine location, allowed for customer redeployment, refused otherwise (422). */
  accountId: z.number().int().positive().nullable().default(null),
});
export type LocationBody = z.infer<typeof LocationBody>;
export type LocationInput = z.input<typeof LocationBody>;

export const LOCATION_SORT_COLUMNS = ["barcode", "name", "type", "createdAt"] as const;

/** `GET /locations`: one warehouse's locations; `search` matches barcode or name (substring). */
export const LocationsQuery = PageQuery.extend({
  warehouse_id: UrlId,
  type: LocationType.optional(),
  parentId: UrlId.optional(),
  active: QueryFlag.optional(),
  sort: z.enum(LOCATION_SORT_COLUMNS).default("barcode"),
});
export type LocationsQuery = z.infer<typeof LocationsQuery>;

export const LocationList = paged(Location);
export type LocationList = z.infer<typeof LocationList>;

/** Lists of one warehouse that the scan screens use (workstations, customer quarantine). */
export const WarehouseLocationsQuery = z.object({ warehouse_id: UrlId });
export type WarehouseLocationsQuery = z.infer<typeof WarehouseLocationsQuery>;

/**
 * `GET /locations/find`: the barcode is matched upper-cased. Without `warehouse_id` a barcode
 * found in several warehouses resolves to the signed-in user's warehouse, else answers 409.
 */
export const LocationFindQuery = z.object({
  // No character rule here: a scanned code that no location could have is simply not found.
  barcode: z
    .string()
    .trim()
    .min(1, MISSING_BARCODE_MESSAGE)
    .max(200)
    .transform((v) => v.toUpperCase()),
  warehouse_id: UrlId.optional(),
});
export type LocationFindQuery = z.infer<typeof LocationFindQuery>;

/** The latest closed cycle count of a location; zeros and null until it has been counted. */
export const CycleCountSummary = z.object({
  locationId: z.number().int(),
  counted: z.number().int(),
  expected: z.number().int(),
  /** counted − expected: negative means missing items. */
  variance: z.number().int(),
  lastCountedAt: z.string().nullable(),
  lastCountedBy: z.string().nullable(),
  /** How many counts the location has had. */
  countCount: z.number().int(),
  /** The latest closed count's accuracy (0–1: assets where the system had them); null until counted. */
  accuracy: z.number().nullable(),
  /** The open count covering this location (its own or a zone's), if any. */
  openCountId: z.number().int().nullable(),
});
export type CycleCountSummary = z.infer<typeof CycleCountSummary>;

/** Columns of a location spreadsheet (import and export use the same ones). */
export const LOCATION_SHEET_COLUMNS = ["barcode", "name", "type", "parent_barcode", "active"] as const;
export const LOCATION_IMPORT_MAX_ROWS = 5000;

export const LocationImportQuery = z.object({ warehouse_id: UrlId });
export const LocationImportResult = z.object({ created: z.number().int() });
export type LocationImportResult = z.infer<typeof LocationImportResult>;

export const LocationExportQuery = z.object({
  warehouse_id: UrlId,
  format: z.enum(["xlsx", "csv"]).default("xlsx"),
});
export type LocationExportQuery = z.infer<typeof LocationExportQuery>;
