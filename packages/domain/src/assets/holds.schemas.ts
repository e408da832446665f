import { z } from "zod";
import { HOLD_TYPES } from "../enums/assets";
import { idsOf } from "../enums/define";
import { IdParams, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const HoldType = z.enum(idsOf(HOLD_TYPES));

/** An asset hold (SPEC §3): while active the asset cannot leave its activity or be sold. */
export const AssetHold = z.object({
  id: z.number().int(),
  barcode: z.string(),
  serialNumber: z.string().nullable(),
  type: HoldType,
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  processingInstructions: z.string(),
  fileName: z.string().nullable(),
  status: z.enum(["active", "released"]),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  releasedBy: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type AssetHold = z.infer<typeof AssetHold>;

/**
 * `POST /holds` (multipart: these fields and an optional `file`). The asset is named by its
 * barcode or by its serial number (`serial_number`, SPEC §3).
 */
export const HoldFields = z
  .object({
    barcode: z.string().trim().max(64).default(""),
    serial_number: z.string().trim().max(100).default(""),
    type: HoldType,
    programId: z
      .union([UrlId, z.literal("")])
      .default("")
      .transform((v) => (v === "" ? null : v)),
    processingInstructions: z.string().trim().max(4000, "At most 4000 characters").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.barcode === "" && v.serial_number === "")
      ctx.addIssue({
        code: "custom",
        path: ["barcode"],
        message: "Scan the asset's barcode or enter its serial number",
      });
  });
export type HoldFields = z.infer<typeof HoldFields>;

export const HoldsQuery = PageQuery.extend({
  status: z.enum(["active", "released"]).default("active"),
  type: HoldType.optional(),
  sort: z.enum(["createdAt", "barcode", "type"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export const HoldList = paged(AssetHold);
export const HoldParams = IdParams;
