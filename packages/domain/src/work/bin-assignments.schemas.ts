import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { AssetBarcode } from "../assets/assets.schemas";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

/**
 * An input bin (or pallet) assigned to a shop order or processing job before it is worked
 * (SPEC §7 bin assignments): the asset with its first product, weights and account.
 */
export const BinAssignment = z.object({
  id: z.number().int(),
  barcode: z.string(),
  assetType: z.string(),
  productName: z.string().nullable(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  assignedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BinAssignment = z.infer<typeof BinAssignment>;

/** Asset types a work order takes as input bins: physical containers (no serials, no virtual ones). */
export const ASSIGNABLE_BIN_TYPES = ["bin", "serial_bin", "pallet", "tray"] as const;

/** `GET /activities/{slug}/bin_assignments`: newest first; `search` matches the start of a barcode. */
export const BinAssignmentsQuery = PageQuery.pick({ page: true, pageSize: true, search: true });
export const BinAssignmentList = paged(BinAssignment);
export type BinAssignmentList = z.infer<typeof BinAssignmentList>;

/** `POST /activities/{slug}/bin_assignments`: assign every barcode, or none (422 on `barcodes.<i>`). */
export const BinAssignmentBody = z.object({
  barcodes: z.array(AssetBarcode).min(1, "Scan at least one bin").max(500, "Assign at most 500 bins at once"),
});
export type BinAssignmentBody = z.infer<typeof BinAssignmentBody>;
export const BinAssignmentResult = z.object({ assigned: z.array(BinAssignment) });
export type BinAssignmentResult = z.infer<typeof BinAssignmentResult>;

export const BinAssignmentParams = SlugParams.extend({ id: UrlId });
