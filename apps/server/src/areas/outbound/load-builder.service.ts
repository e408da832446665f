import {
  alternateAccountsOf,
  groupByAccount,
  groupByProduct,
  LOAD_BUILDER_MAX_ASSETS,
  type LoadBuilderAlternates,
  type LoadBuilderAlternatesQuery,
  type LoadBuilderAssets,
  type LoadBuilderAssetsQuery,
  type LoadBuilderStock,
  type LoadBuilderStockQuery,
  type LoadBuilderStockRow,
  pricedSummary,
} from "@ops/domain";
import { fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as stock from "../inventory/stock.service";
import * as repo from "./load-builder.repo";

/** The day after a YYYY-MM-DD date: the exclusive end of a range of days. */
export const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The warehouse's inventory activities and the received range; 422 on an unknown warehouse. */
export async function builderScope(
  ctx: ServiceContext,
  q: { warehouseId: number; beginDate?: string; endDate?: string },
): Promise<repo.BuilderScope> {
  if (!(await stock.warehouseExists(ctx.db, q.warehouseId)))
    throw fieldError("warehouseId", `No warehouse has id ${q.warehouseId}`);
  return {
    activityIds: await stock.inventoryActivityIds(ctx.db, q.warehouseId),
    receivedFrom: q.beginDate ?? null,
    receivedBefore: q.endDate ? dayAfter(q.endDate) : null,
  };
}

/** The buyer must be a downstream vendor / buyer or a client account; 422 on the field otherwise. */
async function checkAccount(ctx: ServiceContext, field: string, id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const account = await repo.accountTypeOf(ctx.db, id);
  if (!account) throw fieldError(field, `No account has id ${id}`);
  if (account.type !== "dsvs" && account.type !== "active")
    throw fieldError(field, "Choose a downstream vendor, buyer or client account");
}

/** 422 naming `productIds` when any product does not exist. */
export async function checkProducts(
  ctx: ServiceContext,
  field: string,
  ids: readonly number[],
): Promise<void> {
  const existing = await repo.existingProducts(ctx.db, ids);
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw fieldError(field, `No product has id ${[...new Set(unknown)].join(", ")}`);
}

/** The available stock of the scope priced with the buyer's outbound prices (none without a buyer). */
async function pricedRows(
  ctx: ServiceContext,
  scope: repo.BuilderScope,
  buyerAccountId: number | undefined,
): Promise<LoadBuilderStockRow[]> {
  const figures = await repo.availableFigures(ctx.db, scope);
  const prices =
    buyerAccountId === undefined || figures.length === 0
      ? new Map<number, repo.BuyerPrice>()
      : await repo.buyerPrices(ctx.db, buyerAccountId, scope.productIds ?? null);
  return figures.map(({ figures: f, ...row }) => {
    const price = prices.get(row.product.id);
    return {
      ...row,
      summary: pricedSummary(f, { unit: price?.unit ?? null, unitPrice: price?.unitPrice ?? null }),
    };
  });
}

/** `GET /load_builder/stock`: available stock by account × product, priced, grouped as asked. */
export async function getStock(ctx: ServiceContext, q: LoadBuilderStockQuery): Promise<LoadBuilderStock> {
  await checkAccount(ctx, "buyerAccountId", q.buyerAccountId);
  const scope = await builderScope(ctx, q);
  const rows = await pricedRows(ctx, scope, q.buyerAccountId);
  return {
    groupBy: q.groupBy,
    rows,
    accountGroups: q.groupBy === "account" ? groupByAccount(rows) : [],
    productGroups: q.groupBy === "product" ? groupByProduct(rows) : [],
  };
}

/** `GET /load_builder/alternate_accounts`: other accounts holding every chosen product. */
export async function getAlternates(
  ctx: ServiceContext,
  q: LoadBuilderAlternatesQuery,
): Promise<LoadBuilderAlternates> {
  await checkAccount(ctx, "buyerAccountId", q.buyerAccountId);
  await checkProducts(ctx, "productIds", q.productIds);
  if (q.accountId !== undefined && !(await repo.accountTypeOf(ctx.db, q.accountId)))
    throw fieldError("accountId", `No account has id ${q.accountId}`);
  const scope = { ...(await builderScope(ctx, q)), productIds: q.productIds };
  const rows = await pricedRows(ctx, scope, q.buyerAccountId);
  return { data: alternateAccountsOf(rows, q.productIds, q.accountId ?? null) };
}

/** `GET /load_builder/assets`: the available assets of the products (of one account). */
export async function getAssets(ctx: ServiceContext, q: LoadBuilderAssetsQuery): Promise<LoadBuilderAssets> {
  await checkProducts(ctx, "productIds", q.productIds);
  if (q.accountId !== undefined && !(await repo.accountTypeOf(ctx.db, q.accountId)))
    throw fieldError("accountId", `No account has id ${q.accountId}`);
  const scope = {
    ...(await builderScope(ctx, q)),
    productIds: q.productIds,
    accountIds: q.accountId === undefined ? null : [q.accountId],
  };
  const list = await repo.availableAssets(ctx.db, scope, LOAD_BUILDER_MAX_ASSETS + 1);
  return { data: list.slice(0, LOAD_BUILDER_MAX_ASSETS), truncated: list.length > LOAD_BUILDER_MAX_ASSETS };
}
