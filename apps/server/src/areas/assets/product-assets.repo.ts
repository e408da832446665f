import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { assets } from "../../db/schema";

/**
 * "The asset is open and holds the product" (any entry), and with `inStock` "is on an inventory
 * activity" too, within the actor's scope: the condition of a product's assets list.
 */
export function productAssetsCondition(
  productId: number,
  inStock: boolean | undefined,
  scope: SQL | undefined,
): SQL | undefined {
  const stock = inStock
    ? sql` and ${assets.activityId} in (select id from activities where type = 'inventory')`
    : sql``;
  return and(
    sql`${assets.closedAt} is null
      and exists (select 1 from product_assets pa where pa.asset_id = ${assets.id} and pa.product_id = ${productId})${stock}`,
    scope,
  );
}

export async function productExists(db: Db, id: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 from products where id = ${id}`)).length > 0;
}
