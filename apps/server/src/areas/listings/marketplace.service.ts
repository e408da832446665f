import {
  EXPORT_DIRECT_LIMIT,
  LISTING_FILE_COLUMNS,
  listingFileRowOf,
  type MarketplaceExportQuery,
  type SalesHistory,
  type SalesHistoryQuery,
} from "@ops/domain";
import type { FastifyReply } from "fastify";
import { AppError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { SHEET_CONTENT_TYPES, writeSheet } from "../../platform/spreadsheets";
import { contentDisposition } from "../../platform/uploads";
import * as repo from "./marketplace.repo";

/**
 * `GET /listings/export`: the marketplace's bulk-listing file of the listings named (all must be
 * eCommerce listings, else 404 naming them), or of the listed ones of a platform. Ids name at most
 * 500 listings and a filter answers at most EXPORT_DIRECT_LIMIT rows, so the file is written here.
 */
export async function sendMarketplaceFile(
  reply: FastifyReply,
  ctx: ServiceContext,
  query: MarketplaceExportQuery,
) {
  if (query.ids) {
    const missing = await repo.missingListings(ctx.db, query.ids);
    if (missing.length > 0)
      throw new AppError(404, `No eCommerce listing ${missing.map((id) => `#${id}`).join(", ")}`);
  }
  const listings = await repo.listingsForFile(
    ctx.db,
    { ids: query.ids, platform: query.platform, status: query.status ?? "listed" },
    EXPORT_DIRECT_LIMIT + 1,
  );
  if (listings.length > EXPORT_DIRECT_LIMIT) {
    const message = `More than ${EXPORT_DIRECT_LIMIT.toLocaleString("en-US")} listings; choose a platform or the listings to export`;
    throw new AppError(422, message, { platform: [message] });
  }
  const bytes = await writeSheet(
    LISTING_FILE_COLUMNS,
    listings.map(listingFileRowOf),
    query.format,
    "Listings",
  );
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header("Content-Type", SHEET_CONTENT_TYPES[query.format])
    .header("Content-Disposition", contentDisposition(`marketplace-listings-${day}.${query.format}`))
    .header("Cache-Control", "private, no-store")
    .send(bytes);
}

/** `GET /classes/{id}/sales_history`: the class's listing sales by month and grade, with totals. */
export async function getClassSalesHistory(
  ctx: ServiceContext,
  classId: number,
  query: SalesHistoryQuery,
): Promise<SalesHistory> {
  const cls = await repo.classById(ctx.db, classId);
  if (!cls) throw notFound("Class");
  const rows = await repo.salesByMonthAndGrade(ctx.db, classId, query);
  const count = rows.reduce((n, r) => n + r.count, 0);
  const revenue = Math.round(rows.reduce((n, r) => n + r.revenue, 0) * 100) / 100;
  return {
    classId: cls.id,
    className: cls.name,
    rows,
    totals: { count, revenue, averagePrice: count ? Math.round((revenue / count) * 100) / 100 : 0 },
  };
}
