import { z } from "zod";
import { idsOf } from "../enums/define";
import { OUTBOUND_PRICE_UNITS } from "../enums/outbound";
import { MARGIN_MESSAGE, NEGATIVE_PRICE_MESSAGE, UNIT_PRICE_MESSAGE } from "./load-builder-pricing.rules";

export const OutboundPriceUnit = z.enum(idsOf(OUTBOUND_PRICE_UNITS), { error: "Choose per lb or per piece" });
export type OutboundPriceUnit = z.infer<typeof OutboundPriceUnit>;

/**
 * Where a product's price on an outbound load comes from: set on the load (by a person or the
 * load builder), the consignee's current outbound price list, or nowhere yet.
 */
export const OutboundPriceSource = z.enum(["load", "price_list", "none"]);
export type OutboundPriceSource = z.infer<typeof OutboundPriceSource>;

/**
 * A product of an outbound load: what the load carries of it (reserved, picked or on the load:
 * count, net lbs and the stock's priced value, its cost) and what it sells at. `units` is net lbs
 * for a price per lb, the count for a price per piece; sale amount = unit price × units; margin =
 * (sale − cost) ÷ sale × 100 (null without a price or sale).
 */
export const OutboundProduct = z.object({
  productId: z.number().int(),
  productName: z.string(),
  count: z.number(),
  net: z.number(),
  value: z.number(),
  unit: OutboundPriceUnit.nullable(),
  unitPrice: z.number().nullable(),
  units: z.number(),
  saleAmount: z.number(),
  marginPercent: z.number().nullable(),
  source: OutboundPriceSource,
  setBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  setAt: z.string().nullable(),
});
export type OutboundProduct = z.infer<typeof OutboundProduct>;

/** `GET /activities/{slug}/outbound_products`: the load's products and the load's totals. */
export const OutboundProductList = z.object({
  data: z.array(OutboundProduct),
  totals: z.object({
    count: z.number(),
    net: z.number(),
    value: z.number(),
    saleAmount: z.number(),
    /** (Σ sale − Σ cost of the priced products) ÷ Σ sale × 100; null when nothing is priced. */
    marginPercent: z.number().nullable(),
  }),
});
export type OutboundProductList = z.infer<typeof OutboundProductList>;

/** The most products one price update takes. */
export const MAX_OUTBOUND_PRODUCTS = 200;

const MarginPercent = z.number({ error: MARGIN_MESSAGE }).min(0, MARGIN_MESSAGE).lt(100, MARGIN_MESSAGE);
const UnitPrice = z
  .number({ error: UNIT_PRICE_MESSAGE })
  .min(0, NEGATIVE_PRICE_MESSAGE)
  .max(9_999_999_999, "The unit price is too large");

/**
 * One product's price set by hand: a unit price, or a margin the price is derived from
 * (cost per unit ÷ (1 − margin/100), the cost being the load's value of the product).
 */
export const OutboundPriceChange = z
  .object({
    productId: z.number().int().positive().max(2_147_483_647),
    unit: OutboundPriceUnit,
    unitPrice: UnitPrice.optional(),
    marginPercent: MarginPercent.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.unitPrice === undefined && value.marginPercent === undefined)
      ctx.addIssue({ code: "custom", path: ["unitPrice"], message: "Enter a unit price or a margin" });
  });
export type OutboundPriceChange = z.infer<typeof OutboundPriceChange>;

/** `PUT /activities/{slug}/outbound_products`: prices of some products of the load, all or none. */
export const OutboundPricesBody = z.object({
  products: z
    .array(OutboundPriceChange)
    .min(1, "Choose a product to price")
    .max(MAX_OUTBOUND_PRODUCTS, `At most ${MAX_OUTBOUND_PRODUCTS} products at once`),
});
export type OutboundPricesBody = z.infer<typeof OutboundPricesBody>;
