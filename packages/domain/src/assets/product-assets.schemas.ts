// A product's assets list (SPEC §7 Assets: product assets list).
import { z } from "zod";
import { PageQuery } from "../platform/paging.schemas";

/** `GET /products/{id}/assets`: the open assets holding the product; `inStock` only those in stock. */
export const ProductAssetsQuery = PageQuery.extend({
  inStock: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  sort: z.enum(["barcode", "createdAt", "serialNumber"]).default("createdAt"),
});
export type ProductAssetsQuery = z.infer<typeof ProductAssetsQuery>;
