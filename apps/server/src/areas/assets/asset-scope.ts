import type { Asset } from "@ops/domain";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import { type AssetScope, assetsOfAccounts } from "./asset-lists.repo";
import type { AssetRow } from "./assets.repo";
import * as repo from "./assets.repo";

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
  const key =
    typeof barcodeOrId === "number" ? { id: barcodeOrId } : { barcode: barcodeOrId.trim().toUpperCase() };
  const row = await repo.findAssetRow(ctx.db, key, options.forUpdate);
  if (!row) throw notFound("Asset");
  if (ctx.actor.audience === "operator") return row;
  const ids = await visibleAccountIds(ctx);
  if (ids !== "all" && (row.accountId === null || !ids.includes(row.accountId))) throw notFound("Asset");
  return row;
}

/** The SQL condition "the asset is visible to the actor", for list queries. */
export async function assetScopeFilter(ctx: ServiceContext): Promise<AssetScope> {
  const ids = await visibleAccountIds(ctx);
  if (ids === "all") return undefined;
  return assetsOfAccounts(ids);
}

/** How many assets sit at a location (a location holding assets cannot be removed). */
export function countAssetsAt(db: Db, locationId: number): Promise<number> {
  return repo.countAssetsAt(db, locationId);
}

/**
 * Assets as API answers for another area's list (an order's serials, a device's parts): `where`
 * is that area's condition on `assets`, already limited to what the actor may see.
 */
export function pageAssetAnswers(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number; sort: repo.AssetSort; order: "asc" | "desc" },
): Promise<{ data: Asset[]; total: number }> {
  return repo.pageAssets(db, where, paging);
}

/** These assets by id, as API answers. */
export function assetAnswersOf(db: Db, ids: number[]): Promise<Asset[]> {
  return ids.length === 0
    ? Promise.resolve([])
    : repo.assetSelect(db, repo.assetIdIn(ids), { limit: ids.length });
}

/** These assets by barcode (upper-case), as API answers. */
export function assetAnswersOfBarcodes(db: Db, barcodes: string[]): Promise<Asset[]> {
  return barcodes.length === 0
    ? Promise.resolve([])
    : repo.assetSelect(db, repo.assetBarcodeIn(barcodes), { limit: barcodes.length });
}

/** Barcodes of these assets by id. */
export function barcodesOfAssets(db: Db, ids: number[]): Promise<Map<number, string>> {
  return repo.barcodesOf(db, ids);
}
