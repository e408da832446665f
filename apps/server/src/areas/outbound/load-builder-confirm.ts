import {
  ActivityBody,
  type LoadBuilderConfirmBody,
  type LoadBuilderConfirmed,
  marginPercentOf,
  unitsOf,
} from "@ops/domain";
import { AppError, fieldError } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as activities from "../activities/activities.service";
import { createActivity } from "../activities/use-cases/create-activity";
import * as picking from "../inventory/picking.service";
import * as stock from "../inventory/stock.service";
import * as repo from "./load-builder.repo";
import { checkProducts } from "./load-builder.service";
import { consigneeRefusal } from "./outbound.service";

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === "23505" || e.cause?.code === "23505";
};

/** Why an asset cannot go on the load any more, or null. */
function refusalOf(row: repo.ConfirmCandidate): string | null {
  if (!row.inStock) return `${row.barcode} is no longer in stock at this warehouse`;
  if (row.held) return `${row.barcode} is on hold`;
  if (row.reservedFor) return `${row.barcode} is reserved for ${row.reservedFor}`;
  if (row.productIds.length === 0) return `${row.barcode} is not of a chosen product`;
  return null;
}

function takenMeanwhile(refusals: { barcode: string; reason: string }[]): AppError {
  const count = refusals.length;
  const message =
    count === 1
      ? `${refusals[0]?.reason}; nothing was created`
      : `${count} assets were reserved, held or left stock meanwhile; nothing was created`;
  return new AppError(409, message, { assets: refusals.map((r) => r.barcode) });
}

/**
 * `POST /load_builder/confirm` (issue 18): the outbound load (building), its products' prices and
 * one reservation per asset, all or nothing. The assets are locked in id order before they are
 * checked, so of two confirms sharing an asset the second waits and then sees it reserved (409
 * listing the barcodes); the partial unique index on open reservations is the backstop.
 */
export async function confirmLoad(
  ctx: ServiceContext,
  body: LoadBuilderConfirmBody,
): Promise<LoadBuilderConfirmed> {
  const assetIds = [...new Set(body.assetIds)].sort((a, b) => a - b);
  const productIds = body.products.map((p) => p.productId);
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    if (!(await stock.warehouseExists(tx, body.warehouseId)))
      throw fieldError("warehouseId", `No warehouse has id ${body.warehouseId}`);
    await checkProducts(t, "products", productIds);
    const inventory = await picking.inventoryActivityOf(tx, body.warehouseId);
    if (!inventory) throw new AppError(409, "This warehouse has no inventory activity to take stock from");

    const rows = await repo.lockConfirmCandidates(tx, assetIds, inventory.id, productIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const refusals = assetIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [{ barcode: `#${id}`, reason: `No asset has id ${id}` }];
      const reason = refusalOf(row);
      return reason ? [{ barcode: row.barcode, reason }] : [];
    });
    if (refusals.length > 0) throw takenMeanwhile(refusals);

    const load = await createActivity(
      t,
      ActivityBody.parse({
        type: "outbound",
        accountId: body.accountId,
        warehouseId: body.warehouseId,
        carrierId: body.carrierId,
        transportType: body.transportType,
        shipmentSize: body.shipmentSize,
        scheduledDate: body.scheduledDate,
        scheduledTime: body.scheduledTime,
        clientRef: body.clientRef,
        description: body.description,
      }),
    );
    const row = await activities.findRowBySlug(tx, load.slug);
    if (!row) throw new Error(`the new load ${load.slug} vanished`);
    const loadId = row.id;
    const refusal = await consigneeRefusal(tx, loadId, assetIds);
    if (refusal) throw fieldError("accountId", refusal);

    const ordered = assetIds.map((id) => byId.get(id) as repo.ConfirmCandidate);
    try {
      await picking.insertReservations(
        tx,
        ordered.map((row) => ({
          assetId: row.id,
          activityId: loadId,
          warehouseId: body.warehouseId,
          locationId: row.locationId,
          assignedTo: null,
          reservedBy: ctx.actor.id,
        })),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new AppError(409, "Some of these assets were reserved meanwhile; nothing was created", {
        assets: ordered.map((r) => r.barcode),
      });
    }
    await activities.setStatus(tx, [loadId], "building");
    await recordEvents(tx, [
      {
        activityId: loadId,
        action: "status_changed",
        message: `Status ${load.status} → building: ${assetIds.length} assets reserved from the load builder`,
        changes: [{ field: "status", from: load.status, to: "building" }],
        userId: ctx.actor.id,
      },
      ...ordered.map((row) => ({
        activityId: inventory.id,
        barcode: row.barcode,
        action: "reserved",
        message: `Reserved for ${load.slug}`,
        changes: [],
        userId: ctx.actor.id,
      })),
    ]);
    await writeProducts(t, loadId, body, assetIds);
    return {
      id: loadId,
      slug: load.slug,
      status: "building",
      reserved: assetIds.length,
      products: productIds.length,
    };
  });
}

/**
 * The load's products: the unit price as set, its unit (as sent, else the buyer's price list's,
 * else per piece for serialized products and per lb for the rest), the cost (the stock's priced
 * value of the reserved assets) and the margin recomputed from them (null outside 0 ≤ m < 100).
 */
async function writeProducts(
  ctx: ServiceContext,
  loadId: number,
  body: LoadBuilderConfirmBody,
  assetIds: number[],
): Promise<void> {
  const productIds = body.products.map((p) => p.productId);
  // One after the other: they share the transaction's connection.
  const prices = await repo.buyerPrices(ctx.db, body.accountId, productIds);
  const weighed = await repo.weighedProducts(ctx.db, productIds);
  const figures = await repo.figuresOf(ctx.db, assetIds, productIds);
  await repo.insertOutboundProducts(
    ctx.db,
    loadId,
    body.products.map((p) => {
      const unit = p.unit ?? prices.get(p.productId)?.unit ?? (weighed.has(p.productId) ? "lbs" : "pieces");
      const f = figures.get(p.productId) ?? { count: 0, net: 0, value: 0 };
      const cost = f.value;
      const margin = marginPercentOf(cost, p.unitPrice, unitsOf(f, unit));
      return {
        productId: p.productId,
        unit,
        unitPrice: p.unitPrice,
        marginPercent: margin !== null && margin >= 0 && margin < 100 ? margin : null,
        costValue: cost,
      };
    }),
    ctx.actor.id,
  );
}
