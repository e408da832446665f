import {
  marginPercentOf,
  type OutboundPricesBody,
  type OutboundProduct,
  type OutboundProductList,
  revenueOf,
  sumLoadFigures,
  unitPriceForMargin,
  unitsOf,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type Change, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./outbound.repo";

const num = (v: string | number | null) => (v === null ? 0 : Number(v));
const cents = (v: number) => Math.round(v * 100) / 100;
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** Statuses whose prices are final: the load has been invoiced, closed or canceled. */
const FINAL = new Set(["invoiced", "closed", "canceled"]);

/** A product row priced: on the load when set there, else at the consignee's list price. */
function toProduct(row: repo.ProductRow): OutboundProduct {
  const figures = { count: num(row.count), net: num(row.net), value: cents(num(row.value)) };
  const source = row.unitPrice !== null ? "load" : row.listPrice !== null ? "price_list" : "none";
  const unit = source === "load" ? row.unit : source === "price_list" ? row.listUnit : null;
  const unitPrice =
    source === "load" ? num(row.unitPrice) : source === "price_list" ? num(row.listPrice) : null;
  const units = unitsOf(figures, unit);
  return {
    productId: row.productId,
    productName: row.productName,
    ...figures,
    unit,
    unitPrice,
    units,
    saleAmount: revenueOf(unitPrice, units),
    marginPercent: marginPercentOf(figures.value, unitPrice, units),
    source,
    setBy: row.setById === null ? null : { id: row.setById, name: row.setByName ?? "" },
    setAt: source === "load" ? iso(row.setAt) : null,
  };
}

/** The load's totals: figures summed, the sale and its margin over the cost of what is priced. */
function totalsOf(data: OutboundProduct[]): OutboundProductList["totals"] {
  const total = sumLoadFigures(data.map((p) => ({ ...p, gross: 0 })));
  const saleAmount = cents(data.reduce((sum, p) => sum + Math.round(p.saleAmount * 100), 0) / 100);
  const pricedCost = data.filter((p) => p.saleAmount > 0).reduce((sum, p) => sum + p.value, 0);
  return {
    count: total.count,
    net: total.net,
    value: total.value,
    saleAmount,
    marginPercent:
      saleAmount > 0 ? Math.round(((saleAmount - pricedCost) / saleAmount) * 10_000) / 100 : null,
  };
}

async function productList(ctx: ServiceContext, load: repo.PricedLoad): Promise<OutboundProductList> {
  const data = (await repo.loadProducts(ctx.db, load)).map(toProduct);
  return { data, totals: totalsOf(data) };
}

/** `GET /activities/{slug}/outbound_products`. */
export async function listOutboundProducts(ctx: ServiceContext, slug: string): Promise<OutboundProductList> {
  const load = await repo.outboundLoadBySlug(ctx.db, slug.toLowerCase());
  if (!load) throw notFound("Outbound load");
  return productList(ctx, load);
}

const priceText = (unitPrice: number | null, unit: string | null) =>
  unitPrice === null ? null : `$${unitPrice.toFixed(4)} ${unit === "lbs" ? "per lb" : "per piece"}`;

/**
 * `PUT /activities/{slug}/outbound_products`: sets the unit price of each product sent, or the
 * price its margin gives over the load's cost of the product (cost per unit ÷ (1 − margin/100));
 * all or none, one `updated` event naming every price changed. 409 once the load is final.
 */
export async function setOutboundPrices(
  ctx: ServiceContext,
  slug: string,
  body: OutboundPricesBody,
): Promise<OutboundProductList> {
  return ctx.db.transaction(async (tx) => {
    const load = await repo.outboundLoadBySlug(tx, slug.toLowerCase(), true);
    if (!load) throw notFound("Outbound load");
    if (FINAL.has(load.status))
      throw new AppError(409, `The prices of ${load.slug} cannot change: the load is ${load.status}`);
    const ids = body.products.map((p) => p.productId);
    const twice = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (twice >= 0) throw fieldError(`products.${twice}.productId`, "This product is listed twice");
    const rows = new Map((await repo.loadProducts(tx, load, ids)).map((r) => [r.productId, toProduct(r)]));
    const writes: repo.PriceWrite[] = [];
    const changes: Change[] = [];
    body.products.forEach((change, i) => {
      const current = rows.get(change.productId);
      if (!current) throw fieldError(`products.${i}.productId`, "Unknown product");
      const units = unitsOf(current, change.unit);
      let unitPrice = change.unitPrice ?? 0;
      if (change.marginPercent !== undefined && change.unitPrice === undefined) {
        if (!(units > 0))
          throw fieldError(
            `products.${i}.marginPercent`,
            `The load holds no ${change.unit === "lbs" ? "lbs" : "pieces"} of ${current.productName} yet: enter a unit price`,
          );
        unitPrice = unitPriceForMargin(current.value / units, change.marginPercent);
      }
      const margin = marginPercentOf(current.value, unitPrice, units);
      writes.push({
        productId: change.productId,
        unit: change.unit,
        unitPrice,
        // Stored as set; a price under cost keeps no margin (the stored margin is 0 to 99.99).
        marginPercent: margin !== null && margin >= 0 && margin < 100 ? margin : null,
        costValue: current.value,
      });
      const from = priceText(current.unitPrice, current.unit);
      const to = priceText(unitPrice, change.unit);
      if (from !== to || current.source !== "load")
        changes.push({ field: `price of ${current.productName}`, from, to });
    });
    await repo.upsertPrices(tx, load.id, writes, ctx.actor.id);
    if (changes.length > 0)
      await recordEvents(tx, [
        {
          activityId: load.id,
          action: "updated",
          message: `Prices set: ${changes.map((c) => `${c.field.replace(/^price of /, "")} ${c.to}`).join("; ")}`,
          changes,
          userId: ctx.actor.id,
        },
      ]);
    return productList({ ...ctx, db: tx }, load);
  });
}
