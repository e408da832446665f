import {
  ASSIGNABLE_BIN_TYPES,
  type BinAssignmentBody,
  type BinAssignmentList,
  type BinAssignmentResult,
  closedRefusal,
} from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./bin-assignments.repo";
import type { WorkOrderRow } from "./work-assets.repo";
import { acceptScanned, findWorkOrder, lockWorkOrder, workOrderNoun as noun, takesWork } from "./work-orders";

const ASSIGNABLE = new Set<string>(ASSIGNABLE_BIN_TYPES);

/** Bins are assigned and removed while the work order takes work; otherwise 409. */
function assertTakesBins(order: WorkOrderRow, verb: "assign" | "remove"): void {
  if (takesWork(order)) return;
  throw new AppError(
    409,
    `Cannot ${verb} bins: ${noun(order.type)} ${order.slug} is ${order.status.replace("_", " ")}`,
  );
}

/** The bins assigned to a work order, newest first (clients: their own orders only). */
export async function listBinAssignments(
  ctx: ServiceContext,
  slug: string,
  paging: { page: number; pageSize: number; search?: string },
): Promise<BinAssignmentList> {
  const order = await findWorkOrder(ctx, slug);
  return repo.listAssignments(ctx.db, order.id, paging);
}

/**
 * Assigns scanned bins to a work order, all or none. Refused with 422 on `barcodes.<i>`: an
 * unknown barcode, an asset that is not a bin or pallet, a closed bin (emptied into another), an
 * asset of another account than the order's, one already assigned to this order (or twice in
 * the list). A completed, closed or canceled order answers 409. Each assignment writes a
 * `bin_assigned` event on the order and the asset.
 */
export async function assignBins(
  ctx: ServiceContext,
  slug: string,
  body: BinAssignmentBody,
): Promise<BinAssignmentResult> {
  const found = await findWorkOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, found.id);
    assertTakesBins(order, "assign");
    const rows = await repo.assetsByBarcodes(tx, [...new Set(body.barcodes)]);
    const byBarcode = new Map(rows.map((r) => [r.barcode, r]));
    const assigned = await repo.assignedAmong(
      tx,
      order.id,
      rows.map((r) => r.id),
    );
    const assets = acceptScanned(body.barcodes, byBarcode, (asset, barcode) => {
      if (!ASSIGNABLE.has(asset.type)) return `${barcode} is not a bin or pallet`;
      if (asset.closedNote) return closedRefusal(barcode, asset.closedNote);
      if (asset.accountId !== order.accountId)
        return `${barcode} belongs to another account than this ${noun(order.type)}`;
      if (assigned.has(asset.id)) return `${barcode} is already assigned to ${order.slug}`;
      return null;
    });
    const ids = await repo.insertAssignments(
      tx,
      order.id,
      assets.map((a) => a.id),
      ctx.actor.id,
    );
    await recordEvents(
      tx,
      assets.map((a) => ({
        activityId: order.id,
        barcode: a.barcode,
        action: "bin_assigned",
        message: `${a.barcode} assigned to ${noun(order.type)} ${order.slug}`,
        userId: ctx.actor.id,
      })),
    );
    return { assigned: await repo.assignmentsByIds(tx, ids) };
  });
}

/** Removes a bin from a work order, with a `bin_unassigned` event on the order and the asset. */
export async function removeBinAssignment(ctx: ServiceContext, slug: string, id: number): Promise<void> {
  const found = await findWorkOrder(ctx, slug);
  await ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrder(tx, found.id);
    const assignment = await repo.findAssignment(tx, order.id, id);
    if (!assignment) throw notFound("Bin assignment");
    assertTakesBins(order, "remove");
    await repo.deleteAssignment(tx, assignment.id);
    await recordEvents(tx, [
      {
        activityId: order.id,
        barcode: assignment.barcode,
        action: "bin_unassigned",
        message: `${assignment.barcode} removed from ${noun(order.type)} ${order.slug}`,
        userId: ctx.actor.id,
      },
    ]);
  });
}
