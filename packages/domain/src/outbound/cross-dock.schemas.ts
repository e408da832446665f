import { z } from "zod";
import { AssetBarcode } from "../assets/assets.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

/**
 * `POST /activities/{slug}/cross_dock`: an asset received on an inbound load of the outbound
 * load's warehouse and never put away, scanned straight onto the outbound load.
 */
export const CrossDockBody = z.object({ barcode: AssetBarcode });
export type CrossDockBody = z.infer<typeof CrossDockBody>;

/**
 * One cross-docked asset of an outbound load: it never was in stock (no putaway, never on an
 * inventory activity), with the inbound load it was received on and when it was scanned on.
 */
export const CrossDockedAsset = z.object({
  id: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  productName: z.string().nullable(),
  accountName: z.string().nullable(),
  /** The inbound load it was received on (null when that load is gone from its record). */
  inboundSlug: z.string().nullable(),
  receivedAt: z.string(),
  /** When it came onto this load, and who scanned it (null when it came another way). */
  crossDockedAt: z.string().nullable(),
  crossDockedBy: z.string().nullable(),
  netWeight: z.number().nullable(),
});
export type CrossDockedAsset = z.infer<typeof CrossDockedAsset>;

/** `GET /activities/{slug}/assets/cross-docked`: newest first, paged; `search` matches barcode or serial. */
export const CrossDockedQuery = PageQuery.extend({ order: z.enum(["asc", "desc"]).default("desc") });
export type CrossDockedQuery = z.infer<typeof CrossDockedQuery>;

export const CrossDockedList = paged(CrossDockedAsset);
export type CrossDockedList = z.infer<typeof CrossDockedList>;
