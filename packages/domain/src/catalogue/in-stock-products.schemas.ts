// Products in stock by activity type (SPEC §7 Catalogue state-layer lists: in stock by activityType).
import { z } from "zod";
import { ActivityType } from "../activities/activities.schemas";
import { UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { ProductType } from "./products.schemas";

/**
 * `GET /products/in_stock`: the products held by open assets of activities of a type (the
 * warehouses' inventory by default, so "in stock"), optionally in one warehouse; `search`
 * matches the product's name.
 */
export const InStockProductsQuery = PageQuery.extend({
  activityType: ActivityType.default("inventory"),
  warehouseId: UrlId.max(2_147_483_647).optional(),
  sort: z.enum(["name", "count"]).default("name"),
});
export type InStockProductsQuery = z.infer<typeof InStockProductsQuery>;

/** A product and how much of it the open assets of those activities hold. */
export const InStockProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  type: ProductType,
  productClass: z.string().nullable(),
  /** The quantities of its entries. */
  count: z.number(),
  /** The assets holding it. */
  assets: z.number().int(),
});
export type InStockProduct = z.infer<typeof InStockProduct>;
export const InStockProductList = paged(InStockProduct);
export type InStockProductList = z.infer<typeof InStockProductList>;
