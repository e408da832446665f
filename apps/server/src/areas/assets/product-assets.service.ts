import type { Asset, Paged, ProductAssetsQuery } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assetScopeFilter, pageAssetAnswers } from "./asset-scope";
import * as repo from "./product-assets.repo";

/**
 * `GET /products/{id}/assets` (SPEC §7 Assets: product assets list): the open assets holding the
 * product in any entry (`inStock`: only those in a warehouse's inventory), paged and sorted as the
 * asset lists are; clients see their accounts' assets only. An unknown product answers 404.
 */
export async function listProductAssets(
  ctx: ServiceContext,
  productId: number,
  q: ProductAssetsQuery,
): Promise<Paged<Asset>> {
  if (!(await repo.productExists(ctx.db, productId))) throw notFound("Product");
  const scope = await assetScopeFilter(ctx);
  return pageAssetAnswers(ctx.db, repo.productAssetsCondition(productId, q.inStock, scope), q);
}
