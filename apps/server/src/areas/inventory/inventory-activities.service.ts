import type {
  Asset,
  AssetType,
  BinAssetsQuery,
  BinContents,
  InventoryActivity,
  InventoryHoldings,
  InventoryHoldingsQuery,
  InventoryLocationRow,
  LocationType,
  StockMeasures,
} from "@ops/domain";
import { STOCK_TYPES } from "@ops/domain";

type StockType = NonNullable<Asset["stockType"]>;

import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./inventory-activities.repo";
import * as locations from "./locations.repo";
import { accountExists } from "./putaway.repo";

const num = (value: number | string | null | undefined) => Number(value ?? 0);
const money = (value: number | string | null | undefined) => Math.round(num(value) * 100) / 100;
const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function measures(row: repo.MeasureRow): StockMeasures {
  return {
    assets: num(row.assets),
    quantity: num(row.quantity),
    grossWeight: num(row.gross),
    netWeight: num(row.net),
    value: money(row.value),
  };
}

function add(a: StockMeasures, b: StockMeasures): StockMeasures {
  return {
    assets: a.assets + b.assets,
    quantity: a.quantity + b.quantity,
    grossWeight: a.grossWeight + b.grossWeight,
    netWeight: a.netWeight + b.netWeight,
    value: Math.round((a.value + b.value) * 100) / 100,
  };
}

const ZERO: StockMeasures = { assets: 0, quantity: 0, grossWeight: 0, netWeight: 0, value: 0 };

function toActivity(row: repo.InventoryActivityRow): InventoryActivity {
  return {
    id: Number(row.id),
    slug: row.slug,
    warehouseId: Number(row.warehouse_id),
    warehouseShortName: row.warehouse_short_name,
    warehouseName: row.warehouse_name,
    locationCount: num(row.location_count),
    totals: measures(row),
  };
}

/** Each warehouse's inventory activity with what it holds (the `inventory` screen). */
export async function listInventoryActivities(ctx: ServiceContext): Promise<InventoryActivity[]> {
  return (await repo.inventoryActivities(ctx.db)).map(toActivity);
}

/** Stock types in their list's order, rows without one last. */
function stockTypeRank(type: StockType | null): number {
  const at = STOCK_TYPES.findIndex((t) => t.id === type);
  return at === -1 ? STOCK_TYPES.length : at;
}

/** Natural order of barcodes (A-2 before A-10); rows without a location last. */
const natural = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * What an inventory activity holds, by location and stock type, paged by location in natural
 * barcode order (the assets without a location last), with the totals of all pages.
 */
export async function getActivityInventory(
  ctx: ServiceContext,
  slug: string,
  query: InventoryHoldingsQuery,
): Promise<InventoryHoldings> {
  const [activityRow] = await repo.inventoryActivities(ctx.db, slug);
  if (!activityRow) throw new AppError(404, `No inventory activity has slug ${slug}`);
  if (query.accountId !== undefined && !(await accountExists(ctx.db, query.accountId)))
    throw fieldError("accountId", `No account has id ${query.accountId}`);
  const rows = await repo.holdingsOf(ctx.db, Number(activityRow.id), {
    ...(query.search ? { search: query.search } : {}),
    ...(query.stockType ? { stockType: query.stockType } : {}),
    ...(query.locationType ? { locationType: query.locationType } : {}),
    ...(query.accountId ? { accountId: query.accountId } : {}),
  });
  const byLocation = new Map<number | null, InventoryLocationRow>();
  for (const row of rows) {
    const key = row.location_id === null ? null : Number(row.location_id);
    const m = measures(row);
    const existing = byLocation.get(key) ?? {
      locationId: key,
      barcode: row.barcode,
      name: row.name,
      type: row.type as LocationType | null,
      accountName: row.account_name,
      totals: ZERO,
      byStockType: [],
    };
    existing.totals = add(existing.totals, m);
    existing.byStockType.push({ ...m, stockType: row.stock_type as StockType | null });
    byLocation.set(key, existing);
  }
  const all = [...byLocation.values()].sort((a, b) => {
    if (a.barcode === null) return b.barcode === null ? 0 : 1;
    if (b.barcode === null) return -1;
    return natural.compare(a.barcode, b.barcode);
  });
  for (const row of all)
    row.byStockType.sort((a, b) => stockTypeRank(a.stockType) - stockTypeRank(b.stockType));
  const start = (query.page - 1) * query.pageSize;
  return {
    activity: toActivity(activityRow),
    totals: all.reduce((sum, row) => add(sum, row.totals), ZERO),
    data: all.slice(start, start + query.pageSize),
    total: all.length,
  };
}

/** The bin view: a location, the assets directly at it (paged, by barcode) and the totals of all it holds. */
export async function listLocationAssets(
  ctx: ServiceContext,
  locationId: number,
  query: BinAssetsQuery,
): Promise<BinContents> {
  const location = await locations.findLocation(ctx.db, locationId);
  if (!location) throw new AppError(404, `No location has id ${locationId}`);
  const { rows, total, totals } = await repo.pageBinAssets(ctx.db, locationId, query);
  return {
    location,
    total,
    totals: measures(totals),
    data: rows.map((r) => ({
      id: Number(r.id),
      barcode: r.barcode,
      type: r.type as AssetType,
      serialNumber: r.serial_number,
      activitySlug: r.activity_slug,
      activityType: r.activity_type,
      accountName: r.account_name,
      productName: r.product_name,
      quantity: num(r.quantity),
      value: money(r.value),
      stockType: r.stock_type as StockType | null,
      contentsCount: num(r.contents_count),
      held: r.held,
      updatedAt: iso(r.updated_at),
    })),
  };
}
