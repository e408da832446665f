import { z } from "zod";

/** Cable client (SPEC §5): CPE pallet ids, a required tag list whose text is also the notes. */
export const CableClientAsset = z.object({
  palletIds: z
    .array(z.string().trim().min(1).max(100), { error: "CPE Pallet Ids are required" })
    .min(1, "CPE Pallet Ids are required")
    .transform((ids) => [...new Set(ids)]),
});
export type CableClientAsset = z.infer<typeof CableClientAsset>;
/** Changing the CPE pallet ids rewrites the same text in the asset's notes (SPEC §5). */
export function cablePalletNotes(palletIds: readonly string[]): string {
  return palletIds.join(", ");
}

export const TAKEBACK_PALLET_ID_PATTERN = /^\d{5}-\d{6}-\d{3,6}$/;
/** SPEC §5's message, as written there. */
export const TAKEBACK_PALLET_ID_MESSAGE =
  "Pallet IDs must be in the correct, hyphenated format (e.g. XXXXX-XXXXX-XXXX; 5 digits, 6 digts and 3-6 digits)";
export const TAKEBACK_PACKAGING = ["pallet", "gaylord", "box"] as const;
export const TAKEBACK_EXCEPTIONS = [
  "None",
  "Plastic / lightweight packaging",
  "Poor separation of product",
  "Insufficient stretch / poor wrap",
  "Improper stack / Repalletized",
  "Heavier pallet / packaging",
  "Incorrect Commodity / Type",
  "Weight Discrepancy",
  "Extra Pallet",
] as const;
export const EXTRA_PALLET = "Extra Pallet";
/** The warning for a pallet id not in the manifest; SPEC §5 gives its beginning, the end is ours. */
export const EXTRA_PALLET_WARNING =
  "This Pallet ID is not in the manifest. Please verify the Pallet ID, and if it has been correctly recorded then add a picture of the label, and select Extra Pallet as the exception.";

/**
 * Pallet verification (SPEC §4): the pallet matches when its id is in the load's manifest;
 * otherwise the extra-pallet warning shows unless the exception is Extra Pallet, and an
 * exception is then required.
 */
export function verifyTakebackPallet(
  palletId: string,
  manifest: readonly string[],
  exception: string | null | undefined,
): { palletMatch: boolean; showWarning: boolean; exceptionRequired: boolean } {
  const id = palletId.trim();
  const palletMatch = id !== "" && manifest.some((m) => m.trim() === id);
  const hasException = !!exception && exception !== "None";
  return {
    palletMatch,
    showWarning: !palletMatch && id !== "" && exception !== EXTRA_PALLET,
    exceptionRequired: !palletMatch && !hasException,
  };
}

/** Computer-maker takeback (SPEC §5): pallet id, commodity, packaging, optional exception. */
export const TakebackAsset = z.object({
  palletId: z
    .string({ error: "Pallet ID is required" })
    .trim()
    .min(1, "Pallet ID is required")
    .regex(TAKEBACK_PALLET_ID_PATTERN, TAKEBACK_PALLET_ID_MESSAGE),
  commodity: z.string({ error: "Commodity is required" }).trim().min(1, "Commodity is required").max(200),
  packaging: z.enum(TAKEBACK_PACKAGING, { error: "Packaging is required" }),
  exception: z.union([z.enum(TAKEBACK_EXCEPTIONS), z.literal("")]).default(""),
});
export type TakebackAsset = z.infer<typeof TakebackAsset>;

/**
 * The takeback schema with the load's manifest: an id outside it needs an exception (on
 * `exception`), and `palletMatch` is stored with the attributes.
 */
export function takebackAssetWithManifest(manifest: readonly string[]) {
  return TakebackAsset.superRefine((value, ctx) => {
    if (verifyTakebackPallet(value.palletId, manifest, value.exception).exceptionRequired)
      ctx.addIssue({
        code: "custom",
        path: ["exception"],
        message: "This Pallet ID is not in the manifest: choose an exception (Extra Pallet if it is one)",
      });
  }).transform((value) => ({
    ...value,
    palletMatch: verifyTakebackPallet(value.palletId, manifest, value.exception).palletMatch,
  }));
}

/** Phone-reseller integration: the carrier's tracking number of the device. */
export const PhoneResellerAsset = z.object({
  trackingNumber: z
    .string({ error: "Tracking number is required" })
    .trim()
    .min(1, "Tracking number is required")
    .max(60, "Tracking number is at most 60 characters")
    .regex(/^[A-Za-z0-9-]+$/, "Tracking number may contain letters, digits and -")
    .transform((v) => v.toUpperCase()),
});

/** The attributes schema of each asset form variant an account can be configured with. */
export function assetAttributeSchema(
  variant: string,
  manifest: readonly string[] = [],
): z.ZodType<Record<string, unknown>> {
  switch (variant) {
    case "cable_client":
      return CableClientAsset;
    case "computer_maker_takeback":
      return takebackAssetWithManifest(manifest);
    case "phone_reseller":
      return PhoneResellerAsset;
    default:
      // The standard form keeps no attributes: anything sent is dropped.
      return z.object({});
  }
}
