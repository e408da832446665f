import { z } from "zod";
import { idsOf } from "../enums/define";
import { LOCATION_TYPES } from "../enums/operations";

/** What a warehouse location is for; routings name the type a step happens at. */
export const LocationType = z.enum(idsOf(LOCATION_TYPES));
export type LocationType = z.infer<typeof LocationType>;

/** A country of a region; `subdivisions` are state or province codes (empty = the whole country). */
export const RegionCountry = z.object({
  code: z.string(),
  name: z.string(),
  subdivisions: z.array(z.string()),
});
export type RegionCountry = z.infer<typeof RegionCountry>;

export const Region = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  countries: z.array(RegionCountry),
});
export type Region = z.infer<typeof Region>;

export const Tag = z.object({ id: z.number().int(), name: z.string() });
export type Tag = z.infer<typeof Tag>;

export const TagBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(60, "Name is at most 60 characters"),
});
export type TagBody = z.infer<typeof TagBody>;

export const TagsQuery = z.object({ search: z.string().trim().max(60).optional() });
export type TagsQuery = z.infer<typeof TagsQuery>;

/** A named sequence of processing steps an asset can be sent through. */
export const Routing = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  steps: z.array(
    z.object({ position: z.number().int(), name: z.string(), locationType: LocationType.nullable() }),
  ),
  active: z.boolean(),
});
export type Routing = z.infer<typeof Routing>;
