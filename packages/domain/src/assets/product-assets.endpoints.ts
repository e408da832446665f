import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { AssetList } from "./assets.schemas";
import { ProductAssetsQuery } from "./product-assets.schemas";

export const listProductAssets = defineEndpoint({
  method: "GET",
  path: "/products/:id/assets",
  families: ["operator", "client"],
  operationId: "listProductAssets",
  permission: "assets.view",
  summary:
    "The open assets holding a product (any of their entries), paged; clients see their accounts' only",
  tags: ["assets"],
  params: IdParams,
  query: ProductAssetsQuery,
  responses: { 200: AssetList },
});
