import {
  type FieldErrors,
  type ListingToMatch,
  MarketplacePlatform,
  type PlannedSale,
  parseSoldRow,
  planSoldReport,
  type ReportRow,
  rowErrorLines,
  SOLD_REPORT_REQUIRED_COLUMNS,
  type SoldReportResult,
  saleKeyOf,
} from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { readSheet } from "../../platform/spreadsheets";
import type { UploadedFile } from "../../platform/uploads";
import { addRowError } from "../activities/asn-rows";
import { shareSalesOfAssets } from "../settlement/revenue-share";
import { listedAssetsOf, type SaleInput, sellOnListing } from "./listing-asset-actions";
import * as repo from "./marketplace.repo";

/** A marketplace's report of a busy month fits in one file. */
const MAX_ROWS = 10_000;

function refuseRows(errors: FieldErrors, lines: string[]): never {
  const rows = new Set(Object.keys(errors).map((k) => k.split(".")[1])).size;
  const first = lines[0] ? ` ${lines[0]}` : "";
  throw new AppError(
    422,
    `${rows.toLocaleString("en-US")} ${rows === 1 ? "row needs" : "rows need"} attention; nothing was imported.${first}`,
    errors,
  );
}

/**
 * `POST /listings/sold_report`: reads the marketplace's sold-items report and marks the listings'
 * assets sold. Every row is checked first (its cells, the listing its item number or custom label
 * names, quantities against what is still listed) and every error comes back at once as 422 on
 * `rows.<row>.<column>`, nothing changed. Otherwise all rows are sold in one transaction through
 * the listing's own sell action, the oldest listed assets first, at the row's price per unit;
 * an order already imported for a listing is skipped (its sale reference is the order number).
 */
export async function importSoldReport(
  ctx: ServiceContext,
  file: UploadedFile | undefined,
  platformField: string | undefined,
): Promise<SoldReportResult> {
  const platform = MarketplacePlatform.safeParse(platformField || "auction_marketplace");
  if (!platform.success) throw fieldError("platform", "Choose one of the eCommerce platforms");
  if (!file) throw fieldError("file", "Choose the sold-items report (.xlsx or .csv)");
  const sheet = await readSheet(file, { required: SOLD_REPORT_REQUIRED_COLUMNS, maxRows: MAX_ROWS });
  if (sheet.length === 0) throw fieldError("file", "The file has no sold items");

  const today = new Date().toISOString().slice(0, 10);
  const errors: FieldErrors = {};
  const lines: string[] = [];
  const parsed: ReportRow[] = [];
  for (const row of sheet) {
    const { values, errors: cellErrors } = parseSoldRow(row.cells, today);
    for (const [column, message] of Object.entries(cellErrors)) {
      addRowError(errors, row.rowNumber, column, message);
      lines.push(`Row ${row.rowNumber}: ${message}`);
    }
    if (values) parsed.push({ row: row.rowNumber, values });
  }

  return ctx.db.transaction(async (tx) => {
    const references = [
      ...new Set(parsed.flatMap((r) => (r.values.itemNumber ? [r.values.itemNumber] : []))),
    ];
    const labelIds = [
      ...new Set(parsed.flatMap((r) => (r.values.labelListingId ? [r.values.labelListingId] : []))),
    ];
    const listings = await repo.lockListingsToMatch(tx, platform.data, references, labelIds);
    const byReference = new Map<string, ListingToMatch>();
    for (const l of listings)
      if (l.reference && l.platform === platform.data) byReference.set(l.reference, l);
    const byId = new Map(listings.map((l) => [l.id, l]));
    const imported = await repo.importedSales(
      tx,
      listings.map((l) => l.id),
      [...new Set(parsed.map((r) => r.values.orderNumber))],
    );
    const plan = planSoldReport(
      parsed,
      byReference,
      byId,
      new Set(imported.map((s) => saleKeyOf(s.listingId, s.orderNumber))),
    );
    for (const e of plan.errors) addRowError(errors, e.row, e.field, e.message);
    if (Object.keys(errors).length > 0)
      refuseRows(errors, [...lines, ...rowErrorLines(plan.errors)].sort(byRow));

    // One sell per listing (its rows in file order take its oldest listed assets in turn), so a
    // report of many rows costs a few statements per listing, not per row.
    const byListing = new Map<number, PlannedSale[]>();
    for (const sale of plan.sales) {
      const rows = byListing.get(sale.listingId) ?? [];
      rows.push(sale);
      byListing.set(sale.listingId, rows);
    }
    const listingIds = [...byListing.keys()].sort((a, b) => a - b);
    let sold = 0;
    const soldOut: number[] = [];
    const soldAssets: number[] = [];
    for (const listingId of listingIds) {
      const rows = byListing.get(listingId) ?? [];
      const total = rows.reduce((n, r) => n + r.quantity, 0);
      const assets = await listedAssetsOf(tx, listingId, total);
      const sales: SaleInput[] = [];
      for (const row of rows)
        for (const a of assets.slice(sales.length, sales.length + row.quantity))
          sales.push({
            assetId: a.assetId,
            salePrice: row.unitPrice,
            buyer: row.buyer,
            saleReference: row.orderNumber,
          });
      const status = await sellOnListing(tx, listingId, sales, ctx.actor.id, { shareRevenue: false });
      if (status === "sold_out") soldOut.push(listingId);
      soldAssets.push(...sales.map((s) => s.assetId));
      sold += sales.length;
    }
    await repo.dateSales(
      tx,
      plan.sales.flatMap((s) =>
        s.saleDate ? [{ listingId: s.listingId, orderNumber: s.orderNumber, saleDate: s.saleDate }] : [],
      ),
    );
    // Shared into final statements once dated: a revenue-share line is dated the report's sale day.
    await shareSalesOfAssets(tx, soldAssets, ctx.actor.id);
    return { applied: plan.sales.length, sold, skipped: plan.skipped, soldOut };
  });
}

const byRow = (a: string, b: string) => Number(/\d+/.exec(a)?.[0]) - Number(/\d+/.exec(b)?.[0]);
