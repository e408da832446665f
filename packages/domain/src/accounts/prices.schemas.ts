import { z } from "zod";
import { PRICE_TYPE_IDS, PRICING_METHOD_IDS, UNIT_OF_MEASURE_IDS } from "../enums/pricing";

export const PriceType = z.enum(PRICE_TYPE_IDS);
export type PriceType = z.infer<typeof PriceType>;
export const PricingMethod = z.enum(PRICING_METHOD_IDS);
export const UnitOfMeasure = z.enum(UNIT_OF_MEASURE_IDS);

/** Money as a decimal string with at most two places, as numeric(14,2) stores it. */
const Price = z
  .union([z.number(), z.string().trim()])
  .transform((v) => String(v))
  .refine((v) => /^-?\d{1,12}(\.\d{1,2})?$/.test(v), "Enter an amount with at most 2 decimals");

/** One line of a price list: a product or a service, how it is priced, per what, at what price. */
export const PriceEntry = z
  .object({
    productId: z.number().int().positive().nullable().default(null),
    serviceId: z.number().int().positive().nullable().default(null),
    method: PricingMethod,
    customName: z
      .string()
      .trim()
      .max(100)
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    unit: UnitOfMeasure,
    price: Price,
  })
  .superRefine((entry, ctx) => {
    if ((entry.productId === null) === (entry.serviceId === null)) {
      ctx.addIssue({ code: "custom", path: ["productId"], message: "Choose a product or a service" });
    }
    if (entry.method === "custom" && !entry.customName) {
      ctx.addIssue({ code: "custom", path: ["customName"], message: "A custom method needs a name" });
    }
  });
export type PriceEntry = z.infer<typeof PriceEntry>;
export type PriceEntryInput = z.input<typeof PriceEntry>;

/** A stored entry, with the names of what it prices. */
export const PriceEntryView = z.object({
  productId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  itemName: z.string(),
  method: PricingMethod,
  customName: z.string().nullable(),
  unit: UnitOfMeasure,
  price: z.string(),
});
export type PriceEntryView = z.infer<typeof PriceEntryView>;

/** One version of a price list: who saved it and when. */
export const PriceList = z.object({
  version: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
  entries: z.array(PriceEntryView),
});
export type PriceList = z.infer<typeof PriceList>;

export const PricesBody = z.object({
  entries: z
    .array(PriceEntry)
    .max(2000, "At most 2000 entries")
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((e, index) => {
        const key = `${e.productId ?? ""}|${e.serviceId ?? ""}|${e.method}|${e.customName ?? ""}|${e.unit}`;
        if (seen.has(key))
          ctx.addIssue({
            code: "custom",
            path: [index, "productId"],
            message: "This line is already in the list",
          });
        seen.add(key);
      });
    }),
  /** The version the editor started from; a newer saved version answers 409 instead of overwriting it. */
  baseVersion: z.number().int().min(0).optional(),
});
export type PricesBody = z.infer<typeof PricesBody>;

export const PricesQuery = z.object({ type: PriceType });
export const PriceHistoryQuery = z.object({ type: PriceType });

export const Pricebook = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  currentVersion: z.number().int(),
  accountCount: z.number().int(),
});
export type Pricebook = z.infer<typeof Pricebook>;

export const PriceableItem = z.object({
  kind: z.enum(["product", "service"]),
  id: z.number().int(),
  name: z.string(),
});
export type PriceableItem = z.infer<typeof PriceableItem>;

export const PricebookBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name is at most 200 characters"),
  description: z
    .string()
    .trim()
    .max(4000)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null)),
});
export type PricebookBody = z.infer<typeof PricebookBody>;

/** Products and services whose name contains `search`; without it, the first ones by name. */
export const PriceableItemsQuery = z.object({ search: z.string().trim().max(200).optional() });
export type PriceableItemsQuery = z.infer<typeof PriceableItemsQuery>;
