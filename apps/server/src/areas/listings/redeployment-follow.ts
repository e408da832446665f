import { orderStatusForLoad } from "@ops/domain";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./redeployments.repo";

/**
 * The order follows its outbound load (called by the outbound area's status move, in its
 * transaction): picked or packed → picking, shipped, delivered, canceled (docs/decisions.md,
 * Redeployments). A load no order follows, or a move the order does not take, changes nothing.
 */
export async function followOutboundLoad(
  ctx: ServiceContext,
  load: { id: number; slug: string },
  to: string,
): Promise<void> {
  const order = await repo.orderOfLoad(ctx.db, load.id);
  if (!order) return;
  const next = orderStatusForLoad(order.status, to);
  if (next === null) return;
  await repo.updateOrder(ctx.db, order.id, {
    status: next,
    ...(next === "canceled"
      ? {
          canceledAt: repo.NOW,
          canceledBy: ctx.actor.id,
          cancelReason: `Its outbound load ${load.slug} was canceled`,
        }
      : {}),
  });
  await recordEvents(ctx.db, [
    {
      activityId: load.id,
      action: "redeployment_order_moved",
      message: `Redeployment order #${order.id}: ${order.status} → ${next} with ${load.slug}`,
      changes: [{ field: "redeploymentOrderStatus", from: order.status, to: next }],
      userId: ctx.actor.id,
    },
  ]);
}
