import { eq, type SQL, sql } from "drizzle-orm";
import { assets } from "../../db/schema";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import type { AssetRow } from "./assets.repo";

/**
 * The asset with this barcode (any case) or numeric id if the actor may see it: operators
 * any, clients those of their accounts (`assets.account_id`), vendors none. Anything else
 * answers 404, never the record (ARCHITECTURE §2). Pass a transaction as `ctx.db` and
 * `forUpdate` to check and change in one.
 */
export async function findAsset(
  ctx: ServiceContext,
  barcodeOrId: string | number,
  options: { forUpdate?: boolean } = {},
): Promise<AssetRow> {
  const where =
    typeof barcodeOrId === "number"
      ? eq(assets.id, barcodeOrId)
      : eq(assets.barcode, barcodeOrId.trim().toUpperCase());
  const query = ctx.db.select().from(assets).where(where).limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  if (!row) throw notFound("Asset");
  if (ctx.actor.audience === "operator") return row;
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && (row.accountId === null || !ids.includes(row.accountId))) throw notFound("Asset");
  return row;
}

/** The SQL condition "the asset is visible to the actor", for list queries. */
export async function assetScopeFilter(ctx: ServiceContext): Promise<SQL | undefined> {
  const ids = await visibleAccountIds(ctx);
  if (ids === "all") return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`${assets.accountId} = any(${sql.param(ids)}::int[])`;
}
