import type { FieldErrors, PricingResult, PricingType, PricingView } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import type { UploadedFile } from "../../platform/uploads";
import { type ActivityRow, findActivity } from "../activities/activity-scope";
import { addRowError, rowErrorsMessage } from "../activities/asn-rows";
import { productsByName } from "../catalogue/products.service";
import * as repo from "./pricing.repo";
import { type PriceRow, readPriceRows } from "./pricing-rows";
import * as view from "./pricing-view.repo";

/** The result of a pricing run, with the load's products no price applied to (yield, consignment). */

const TYPE_LABEL: Record<PricingType, string> = {
  yield: "Yield",
  serial: "Serial",
  consignment: "Consignment",
  fmv: "Fair market value",
};

const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** An inbound load in the actor's scope that can still be priced. */
async function findPriceableLoad(ctx: ServiceContext, slug: string): Promise<ActivityRow> {
  const load = await findActivity(ctx, slug);
  if (load.type !== "inbound") throw notFound("Inbound load");
  return load;
}

function assertOpen(load: ActivityRow) {
  if (load.status === "canceled" || load.status === "closed")
    throw new AppError(409, `A ${load.status} load cannot be priced`);
}

/**
 * Prices a load's assets from a price file of one type (SPEC §7 pricing). Every row is checked
 * first and all bad cells answered at once (`rows.<row>.<column>`); nothing is written unless
 * all pass. Then, in one transaction: the set-based update, a pricing run and a `priced` event
 * on the load. A yield run without a file uses the account's inbound prices per lb.
 */
export async function priceLoad(
  ctx: ServiceContext,
  slug: string,
  type: PricingType,
  file: UploadedFile | undefined,
): Promise<PricingResult> {
  const load = await findPriceableLoad(ctx, slug);
  assertOpen(load);
  if (!file && type !== "yield")
    throw fieldError("file", `Choose the ${TYPE_LABEL[type].toLowerCase()} price file`);
  const errors: FieldErrors = {};
  const rows = file ? await readPriceRows(file, type, errors) : [];

  return ctx.db.transaction(async (tx) => {
    await repo.lockActivities(tx, [load.id]);
    const onLoad = await repo.productsOnLoad(tx, load.id);
    let runs: repo.RunTotals[];
    let unpricedProducts: string[] = [];
    if (type === "yield" || type === "consignment") {
      const prices = file
        ? await productPrices({ ...ctx, db: tx }, rows, errors)
        : await accountPrices(tx, load);
      throwIfErrors(errors);
      const priced = new Set(prices.map((p) => p.productId));
      unpricedProducts = onLoad.filter((p) => !priced.has(p.id)).map((p) => p.name);
      runs = [await repo.priceProductEntries(tx, load.id, type, prices, ctx.actor.id)];
    } else {
      const amounts = await assetAmounts(tx, [load.id], rows, type, errors, "this load");
      throwIfErrors(errors);
      const totals = await repo.priceAssets(tx, type === "serial" ? "value" : "fmv", amounts, ctx.actor.id);
      runs = [totals[0] ?? { activityId: load.id, priced: 0, total: 0 }];
    }
    await recordRuns(ctx, tx, type, file?.fileName ?? null, runs);
    const run = runs[0] ?? { priced: 0, total: 0 };
    return { type, priced: run.priced, total: run.total, unpricedProducts };
  });
}

/**
 * `POST /activities/bulk/import-fmv`: fair market values for the assets of several loads from
 * one file, matched by serial or barcode within those loads; all or nothing, one run per load.
 */
export async function importBulkFmv(ctx: ServiceContext, slugs: string[], file: UploadedFile | undefined) {
  if (!file) throw fieldError("file", "Choose the fair market value file");
  const unique = [...new Set(slugs)];
  const loads = await Promise.all(
    unique.map((slug) =>
      findPriceableLoad(ctx, slug).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return slug;
        throw error;
      }),
    ),
  );
  const missing = loads.filter((l): l is string => typeof l === "string");
  if (missing.length) throw fieldError("slugs", `Not an inbound load: ${missing.join(", ")}`);
  const found = loads.filter((l): l is ActivityRow => typeof l !== "string");
  const closed = found.filter((l) => l.status === "canceled" || l.status === "closed");
  if (closed.length)
    throw new AppError(
      409,
      `Canceled or closed loads cannot be priced: ${closed.map((l) => l.slug).join(", ")}`,
    );

  const errors: FieldErrors = {};
  const rows = await readPriceRows(file, "fmv", errors);
  return ctx.db.transaction(async (tx) => {
    const ids = found.map((l) => l.id);
    await repo.lockActivities(tx, ids);
    const amounts = await assetAmounts(tx, ids, rows, "fmv", errors, "the selected loads");
    throwIfErrors(errors);
    const totals = await repo.priceAssets(tx, "fmv", amounts, ctx.actor.id);
    await recordRuns(ctx, tx, "fmv", file.fileName, totals);
    const priced = totals.reduce((n, t) => n + t.priced, 0);
    const total = Math.round(totals.reduce((n, t) => n + t.total, 0) * 100) / 100;
    return { type: "fmv" as const, priced, total, unpricedProducts: [] };
  });
}

function throwIfErrors(errors: FieldErrors) {
  if (Object.keys(errors).length) throw new AppError(422, rowErrorsMessage(errors), errors);
}

/** Each run's row and a `priced` event on its load, in the pricing's transaction. */
async function recordRuns(
  ctx: ServiceContext,
  tx: ServiceContext["db"],
  type: PricingType,
  fileName: string | null,
  runs: repo.RunTotals[],
) {
  await repo.insertRuns(tx, type, fileName, runs, ctx.actor.id);
  const source = fileName ? `from ${fileName}` : "from the account's inbound prices";
  await recordEvents(
    tx,
    runs.map((r) => ({
      activityId: r.activityId,
      action: "priced",
      message: `${TYPE_LABEL[type]} pricing ${source}: ${r.priced.toLocaleString("en-US")} priced, ${money(r.total)}`,
      userId: ctx.actor.id,
    })),
  );
}

/** Yield and consignment file rows resolved to catalogue products (an unknown name is a row error). */
async function productPrices(ctx: ServiceContext, rows: PriceRow[], errors: FieldErrors) {
  const products = await productsByName(
    ctx,
    rows.map((r) => r.ref.toLowerCase()),
  );
  const byProduct = new Map<number, number>();
  const prices: { productId: number; unitPrice: number; share: number | null }[] = [];
  for (const row of rows) {
    const product = products.get(row.ref.toLowerCase());
    if (!product) {
      addRowError(errors, row.row, "product", `Unknown product: ${row.ref}`);
      continue;
    }
    // An alias and its product on two rows name the same product.
    const first = byProduct.get(product.id);
    if (first !== undefined) {
      addRowError(errors, row.row, "product", `Same product as row ${first} (${product.name})`);
      continue;
    }
    byProduct.set(product.id, row.row);
    prices.push({ productId: product.id, unitPrice: row.amount, share: row.share });
  }
  return prices;
}

async function accountPrices(db: ServiceContext["db"], load: ActivityRow) {
  const prices = load.accountId === null ? [] : await repo.inboundLbsPrices(db, load.accountId);
  if (!prices.length)
    throw fieldError("file", "The account has no inbound prices per lb: upload a yield price file");
  return prices.map((p) => ({ productId: p.productId, unitPrice: p.price, share: null }));
}

/**
 * Serial and fmv rows resolved to the assets received on the loads: a serial or barcode that
 * names no asset, or a serial carried by several, is a row error; serial pricing is for
 * serialized assets only.
 */
async function assetAmounts(
  db: ServiceContext["db"],
  activityIds: number[],
  rows: PriceRow[],
  type: "serial" | "fmv",
  errors: FieldErrors,
  where: string,
) {
  const matches = await repo.assetsByRef(
    db,
    activityIds,
    rows.filter((r) => r.by === "barcode").map((r) => r.ref),
    rows.filter((r) => r.by === "serial").map((r) => r.ref),
  );
  const byBarcode = new Map(matches.map((m) => [m.barcode, m]));
  const bySerial = new Map<string, repo.AssetMatch[]>();
  for (const m of matches) {
    if (!m.serialNumber) continue;
    const key = m.serialNumber.toUpperCase();
    bySerial.set(key, [...(bySerial.get(key) ?? []), m]);
  }
  const amounts: { id: number; amount: number }[] = [];
  const assetRow = new Map<number, number>();
  for (const row of rows) {
    const ref = row.ref.toUpperCase();
    let asset: repo.AssetMatch | undefined;
    if (row.by === "serial") {
      const found = bySerial.get(ref) ?? [];
      if (found.length > 1) {
        addRowError(
          errors,
          row.row,
          "serial",
          `Serial ${row.ref} is on ${found.length} assets of ${where}: use the barcode`,
        );
        continue;
      }
      asset = found[0];
    } else {
      asset = byBarcode.get(ref);
    }
    if (!asset) {
      addRowError(errors, row.row, row.by, `No asset with ${row.by} ${row.ref} was received on ${where}`);
      continue;
    }
    if (type === "serial" && !asset.serialNumber) {
      addRowError(errors, row.row, row.by, `${asset.barcode} is not a serialized asset`);
      continue;
    }
    const first = assetRow.get(asset.id);
    if (first !== undefined) {
      addRowError(errors, row.row, row.by, `Same asset as row ${first} (${asset.barcode})`);
      continue;
    }
    assetRow.set(asset.id, row.row);
    amounts.push({ id: asset.id, amount: row.amount });
  }
  return amounts;
}

/** A load's pricing page of one type: its lines, totals, and the last run's time and person. */
export async function pricingView(
  ctx: ServiceContext,
  slug: string,
  type: PricingType,
): Promise<PricingView> {
  const load = await findPriceableLoad(ctx, slug);
  const [rows, last] = await Promise.all([
    type === "yield" || type === "consignment"
      ? view.productLines(ctx.db, load.id)
      : view.assetLines(ctx.db, load.id, type),
    view.lastRun(ctx.db, load.id, type),
  ]);
  const num = (v: string | number | null) => (v === null ? null : Number(v));
  const lines = rows.map((r) => ({
    key: r.key,
    productName: r.product_name,
    barcode: r.barcode,
    serialNumber: r.serial_number,
    count: Number(r.count),
    grossWeight: num(r.gross_weight),
    netWeight: num(r.net_weight),
    unitPrice: num(r.unit_price),
    share: type === "consignment" ? num(r.share) : null,
    value: num(r.value),
  }));
  const sum = (pick: (l: (typeof lines)[number]) => number | null) =>
    Math.round(lines.reduce((n, l) => n + (pick(l) ?? 0), 0) * 1000) / 1000;
  return {
    type,
    lines,
    totals: {
      count: sum((l) => l.count),
      grossWeight: sum((l) => l.grossWeight),
      netWeight: sum((l) => l.netWeight),
      value: Math.round(sum((l) => l.value) * 100) / 100,
    },
    pricedAt: last ? last.createdAt.toISOString() : null,
    pricedBy: last?.createdBy ?? null,
  };
}
