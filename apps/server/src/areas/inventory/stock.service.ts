import {
  STOCK_RANGE_MESSAGE,
  type StockAssetList,
  type StockAssetsQuery,
  type StockFilters,
  type StockGroupBy,
  type StockLocationList,
  type StockLocationsQuery,
  type StockRow,
  type StockSummary,
  stockSummaryOf,
  unitPriceOf,
} from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";
import * as repo from "./stock.repo";

/** The day after a YYYY-MM-DD date, as the exclusive end of a range of days. */
function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

const noAccount = (id: number) => new AppError(404, `No account has id ${id}`);

/**
 * The accounts to read: those named (with their children when asked), each of which must exist
 * and be the actor's to see — an unknown id and another client's answer the same 404, so a client
 * cannot tell another client's account exists. Without names: every account the actor sees
 * (null: any, for operators).
 */
async function resolveAccounts(ctx: ServiceContext, f: StockFilters): Promise<number[] | null> {
  const visible = await visibleAccountIds(ctx);
  const named = f.accountIds ?? [];
  if (named.length === 0) return visible === "all" ? null : visible;
  const existing = await repo.existingIds(ctx.db, "accounts", named);
  for (const id of named) {
    if (!existing.has(id) || (visible !== "all" && !visible.includes(id))) throw noAccount(id);
  }
  const ids = f.includeChildren ? await repo.accountsWithChildren(ctx.db, named) : named;
  return visible === "all" ? ids : ids.filter((id) => visible.includes(id));
}

async function assertAllExist(
  ctx: ServiceContext,
  table: "products" | "product_classes",
  field: string,
  what: string,
  ids: readonly number[] | undefined,
): Promise<number[] | null> {
  if (!ids || ids.length === 0) return null;
  const existing = await repo.existingIds(ctx.db, table, ids);
  const unknown = ids.filter((id) => !existing.has(id));
  if (unknown.length > 0) throw fieldError(field, `No ${what} has id ${unknown.join(", ")}`);
  return [...new Set(ids)];
}

/**
 * Checks the filters and resolves them to ids (issue 17 context): unknown warehouse, product
 * class, product or location ids answer 422 naming the field; accounts as resolveAccounts says.
 */
export async function resolveStockScope(ctx: ServiceContext, f: StockFilters): Promise<repo.StockScope> {
  if (f.receivedFrom && f.receivedTo && f.receivedTo < f.receivedFrom)
    throw fieldError("receivedTo", STOCK_RANGE_MESSAGE);
  const warehouseId = f.warehouseId ?? null;
  if (warehouseId !== null && !(await repo.warehouseExists(ctx.db, warehouseId)))
    throw fieldError("warehouseId", `No warehouse has id ${warehouseId}`);
  let locationIds: number[] | null = null;
  if (f.locationId) {
    const locationWarehouse = await repo.locationWarehouse(ctx.db, f.locationId);
    if (locationWarehouse === undefined) throw fieldError("locationId", `No location has id ${f.locationId}`);
    if (warehouseId !== null && locationWarehouse !== warehouseId)
      throw fieldError("locationId", "This location is in another warehouse than the one chosen");
    locationIds = await repo.locationWithChildren(ctx.db, f.locationId);
  }
  const [accountIds, classIds, productIds, activityIds] = await Promise.all([
    resolveAccounts(ctx, f),
    assertAllExist(ctx, "product_classes", "productClassIds", "product class", f.productClassIds),
    assertAllExist(ctx, "products", "productIds", "product", f.productIds),
    repo.inventoryActivityIds(ctx.db, warehouseId),
  ]);
  return {
    activityIds,
    accountIds,
    classIds,
    productIds,
    stockType: f.stockType ?? null,
    locationIds,
    receivedFrom: f.receivedFrom ?? null,
    receivedBefore: f.receivedTo ? dayAfter(f.receivedTo) : null,
  };
}

/** The account × product rows of the stock the filters select, with their unit price. */
export async function stockRowsOf(ctx: ServiceContext, f: StockFilters): Promise<StockRow[]> {
  const scope = await resolveStockScope(ctx, f);
  if (scope.activityIds.length === 0 || scope.accountIds?.length === 0) return [];
  const rows = await repo.stockRows(ctx.db, scope);
  return rows.map(({ figures, ...row }) => ({
    ...row,
    summary: {
      ...figures,
      value: Math.round(figures.value * 100) / 100,
      unitPrice: unitPriceOf(figures.value, figures.count),
    },
  }));
}

/**
 * `GET`/`POST /stock?format=summary_priced_inventory` (issue 17 §1): stock of the warehouses'
 * inventory activities by account × product — count (quantities of the entries), gross and net
 * weight, value (the entries' plus each asset's own once) — grouped by account or product with
 * subtotals, the value by product class and the TOTAL. Clients see their accounts' only.
 */
export async function getStockSummary(
  ctx: ServiceContext,
  f: StockFilters & { groupBy: StockGroupBy },
): Promise<StockSummary> {
  return stockSummaryOf(await stockRowsOf(ctx, f), f.groupBy);
}

/** `GET /stock/assets`: the in-stock assets the filters select, paged (issue 17 §1, per asset). */
export async function listStockAssets(ctx: ServiceContext, q: StockAssetsQuery): Promise<StockAssetList> {
  const scope = await resolveStockScope(ctx, q);
  if (scope.activityIds.length === 0 || scope.accountIds?.length === 0) return { data: [], total: 0 };
  return repo.pageStockAssets(ctx.db, scope, q);
}

/** `GET /stock/locations`: the stock per location the filters select, paged (issue 17 §1). */
export async function listStockLocations(
  ctx: ServiceContext,
  q: StockLocationsQuery,
): Promise<StockLocationList> {
  const scope = await resolveStockScope(ctx, q);
  if (scope.activityIds.length === 0 || scope.accountIds?.length === 0) return { data: [], total: 0 };
  return repo.pageStockLocations(ctx.db, scope, q);
}

/** The lookups the outbound load builder scopes its stock with (issue 18). */
export { inventoryActivityIds, warehouseExists } from "./stock.repo";
/** The stock SQL the load builder reads available stock with: the same conditions and sums as the stock screens. */
export { accountProductSums, ints, num, stockEntryConditions } from "./stock-conditions";
