import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";

/** `POST /activities/{slug}/pricing` types (SPEC §7), one pricing page each. */
export const PRICING_TYPES = [
  { id: "yield", label: "Yield" },
  { id: "serial", label: "Serial" },
  { id: "consignment", label: "Consignment" },
  { id: "fmv", label: "Fair market value" },
] as const;
export const PricingType = z.enum(["yield", "serial", "consignment", "fmv"]);
export type PricingType = z.infer<typeof PricingType>;
export const PricingParams = z.object({ slug: ActivitySlug, type: PricingType });

/**
 * The files each pricing type reads (columns, any case and spacing):
 * - yield: product, price (per lb) — the load's product weights times the price; without a file
 *   the account's inbound unit prices (lbs) are used;
 * - serial: serial (or barcode), price — each serialized asset's price;
 * - consignment: product, sale price, share (%) — the client's share of the sale;
 * - fmv: serial (or barcode), fmv — each asset's fair market value.
 */
export const PRICING_COLUMNS: Record<PricingType, { required: string[][]; optional: string[] }> = {
  yield: { required: [["product"], ["price"]], optional: [] },
  serial: { required: [["serial", "barcode"], ["price"]], optional: [] },
  consignment: { required: [["product"], ["sale_price"], ["share"]], optional: [] },
  fmv: { required: [["serial", "barcode"], ["fmv"]], optional: [] },
};

export const PricingResult = z.object({
  type: PricingType,
  priced: z.number().int(),
  total: z.number(),
  /** The load's products no price applied to (yield and consignment). */
  unpricedProducts: z.array(z.string()),
});
export type PricingResult = z.infer<typeof PricingResult>;

/** One line of a pricing page: a product (yield, consignment) or an asset (serial, fmv). */
export const PricingLine = z.object({
  key: z.string(),
  productName: z.string().nullable(),
  barcode: z.string().nullable(),
  serialNumber: z.string().nullable(),
  count: z.number(),
  grossWeight: z.number().nullable(),
  netWeight: z.number().nullable(),
  unitPrice: z.number().nullable(),
  /** consignment: the client's share in percent. */
  share: z.number().nullable(),
  value: z.number().nullable(),
});
export const PricingView = z.object({
  type: PricingType,
  lines: z.array(PricingLine),
  totals: z.object({ count: z.number(), grossWeight: z.number(), netWeight: z.number(), value: z.number() }),
  pricedAt: z.string().nullable(),
  pricedBy: z.string().nullable(),
});
export type PricingView = z.infer<typeof PricingView>;

/** `POST /activities/bulk/import-fmv` (multipart `file`, `slugs` JSON): fmv for the assets of several loads. */
export const BulkFmvFields = z.object({
  slugs: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "Send the loads as a JSON list" });
        return z.NEVER;
      }
    })
    .pipe(z.array(ActivitySlug).min(1, "Select at least one load").max(500)),
});
