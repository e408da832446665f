import type { InStockProductsQuery } from "@ops/domain";
import { fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./in-stock-products.repo";

/**
 * `GET /products/in_stock` (SPEC §7 Catalogue, in stock by activityType): the products held by
 * the open assets of activities of the type asked (inventory by default: the warehouses' stock),
 * with their count and number of assets; an unknown warehouse is a 422 on `warehouseId`.
 */
export async function listInStockProducts(ctx: ServiceContext, q: InStockProductsQuery) {
  if (q.warehouseId && !(await repo.warehouseExists(ctx.db, q.warehouseId)))
    throw fieldError("warehouseId", `No warehouse has id ${q.warehouseId}`);
  return repo.pageInStockProducts(ctx.db, q);
}
