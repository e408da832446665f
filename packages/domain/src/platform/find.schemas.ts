import { z } from "zod";

/**
 * `GET /find/{term}` (SPEC §7 global find): the screen of what the term names — an asset by
 * barcode or serial, a load by slug, an inbound request by number, a location by barcode.
 * `serverRendered` is false for every screen of this single-page app.
 */
export const FindParams = z.object({
  term: z.string().trim().min(1, "Type or scan something to find").max(100),
});
export const FindResult = z.object({
  path: z.string(),
  serverRendered: z.boolean(),
  kind: z.enum(["asset", "activity", "inbound_request", "location"]),
  label: z.string(),
});
export type FindResult = z.infer<typeof FindResult>;
