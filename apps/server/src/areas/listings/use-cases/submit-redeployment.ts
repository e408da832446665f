import {
  ActivityBody,
  allocateDevices,
  redeployChargePerDrive,
  redeployDriveCharge,
  shortLineMessage,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import { recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import * as activities from "../../activities/activities.service";
import * as picking from "../../inventory/picking.service";
import { consigneeRefusal } from "../../outbound/outbound.service";
import { availableOf } from "../redeployment-stock";
import * as repo from "../redeployments.repo";

/**
 * Submits a draft order, all or nothing, in the caller's transaction (the order row locked): the
 * candidate devices of its account at its warehouse are locked in id order, then each line takes
 * its oldest available matching devices; any short line answers 409 naming every short line and
 * nothing is written. Otherwise an outbound load to the client (requested, then building once the
 * devices are reserved on it) is created, the devices are reserved onto it through the picking
 * service, and the order records the load, its drive count and the program's redeploy charge.
 */
export async function submitRedeployment(ctx: ServiceContext, order: repo.OrderRow, recipient: string) {
  const tx = ctx.db;
  const lines = await repo.linesOf(tx, order.id);
  const filter = {
    accountIds: "all" as const,
    accountId: order.accountId,
    warehouseId: order.warehouseId,
    productIds: [...new Set(lines.map((l) => l.productId))],
  };
  const before = await repo.redeploymentStock(tx, filter);
  await repo.lockAssets(
    tx,
    before.map((d) => d.id),
  );
  // Read again once locked: a device reserved, held or moved meanwhile is seen as it is now.
  const locked = new Set(before.map((d) => d.id));
  const now = (await repo.redeploymentStock(tx, filter)).filter((d) => locked.has(d.id));
  const available = await availableOf(tx, now);
  const { chosen, short } = allocateDevices(lines, available);
  if (short.length > 0) {
    const messages = short.map((s) => {
      const line = lines[s.index] as (typeof lines)[number];
      return shortLineMessage(line.productName, line.grade, s.asked, s.available);
    });
    throw new AppError(
      409,
      messages.length === 1
        ? `Not enough devices: ${messages[0]}`
        : `Not enough devices on ${messages.length} lines: ${messages.join("; ")}`,
      { lines: messages },
    );
  }
  const byId = new Map(available.map((d) => [d.id, d]));
  const devices = chosen.flat().map((id) => byId.get(id) as (typeof available)[number]);

  // The order's service acts for the warehouse: a client's submission creates the load too.
  const asWarehouse = { ...ctx, actor: { ...ctx.actor, audience: "operator" as const } };
  const load = await activities.createActivity(
    asWarehouse,
    ActivityBody.parse({
      type: "outbound",
      accountId: order.accountId,
      warehouseId: order.warehouseId,
      clientRef: `RDP-${order.id}`,
      description: `Redeployment order #${order.id} for ${recipient}`,
    }),
  );
  const row = await activities.findRowBySlug(tx, load.slug);
  if (!row) throw new Error(`the new load ${load.slug} vanished`);
  const refusal = await consigneeRefusal(
    tx,
    row.id,
    devices.map((d) => d.id),
  );
  if (refusal) throw new AppError(409, refusal);
  await picking.reserveOntoLoad(
    tx,
    { id: row.id, slug: row.slug, status: row.status, warehouseId: order.warehouseId },
    devices.map((d) => ({
      id: d.id,
      barcode: d.barcode,
      activityId: d.activityId,
      locationId: d.locationId,
    })),
    `Reserved for redeployment order #${order.id} (${row.slug})`,
    ctx.actor.id,
  );
  const drives = devices.filter((d) => d.dataBearing).length;
  const rate = (await repo.programRulesOf(tx, order.accountId))
    .map(redeployChargePerDrive)
    .find((r) => r !== null);
  await repo.updateOrder(tx, order.id, {
    status: "submitted",
    outboundActivityId: row.id,
    driveCount: drives,
    driveCharge: redeployDriveCharge(drives, rate ?? null),
    submittedBy: ctx.actor.id,
    submittedAt: repo.NOW,
  });
  await recordEvents(tx, [
    {
      activityId: row.id,
      action: "redeployment_order_submitted",
      message: `Redeployment order #${order.id}: ${devices.length} device${devices.length === 1 ? "" : "s"} for ${recipient}`,
      changes: [],
      userId: ctx.actor.id,
    },
  ]);
}
