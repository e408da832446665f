import { z } from "zod";
import { DocumentFields } from "../accounts/documents.schemas";
import { ASSET_PHOTO_TYPES } from "../enums/assets";
import { idsOf } from "../enums/define";
import { IdParams, QueryFlagText, UrlId } from "../platform/common.schemas";
import { ExportFormat } from "../platform/exports.schemas";
import { ActivityAssetsQuery, AssetBarcode, AssetsQuery } from "./assets.schemas";
import { HoldsQuery } from "./holds.schemas";
import { PricingType } from "./pricing.schemas";

/**
 * `:ref` is the barcode in the documents and photos paths; the position is shared with
 * `/assets/:ref` (an id), see docs/api/assets.md.
 */
export const AssetRefParams = z.object({ ref: AssetBarcode });
export const AssetDocumentParams = AssetRefParams.extend({ id: UrlId });
export const AssetPhotoParams = AssetRefParams.extend({ id: UrlId });
/** Any photo by its id (of a load or an asset). */
export const PhotoIdParams = IdParams;

/** An asset's document: the activity document's fields, keyed by the asset's barcode. */
export const AssetDocument = z.object({
  id: z.number().int(),
  barcode: z.string(),
  name: z.string(),
  type: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type AssetDocument = z.infer<typeof AssetDocument>;

/** Multipart text fields of an asset document upload. */
export const AssetDocumentFields = DocumentFields.pick({ name: true, type: true });

/** Multipart text fields of an asset photo; an empty type means "none" (forms send every field). */
export const AssetPhotoFields = z.object({
  type: z
    .union([z.enum(idsOf(ASSET_PHOTO_TYPES)), z.literal("")], { error: "Choose a photo type from the list" })
    .optional()
    .transform((v) => v || null),
});

/** Multipart text fields of a load's pricing upload. */
export const PricingUploadFields = z.object({
  type: z.enum(PricingType.options, { error: "Choose the pricing type: yield, serial, consignment or fmv" }),
});

/** `async=true` asks a bulk asset write for a job even below the sync limit. */
export const AssetsAsyncQuery = z.object({ async: QueryFlagText.optional() });

/**
 * The exports of the asset lists: the list's own query and a format (as `exportQueryOf` builds
 * it, spelled out so the handlers keep the list query's types).
 */
const exportFormat = { format: ExportFormat.default("xlsx") };
export const AssetsExportQuery = AssetsQuery.extend(exportFormat);
export const ActivityAssetsExportQuery = ActivityAssetsQuery.extend(exportFormat);
export const HoldsExportQuery = HoldsQuery.extend(exportFormat);
