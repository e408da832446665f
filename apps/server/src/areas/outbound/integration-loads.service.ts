import type { Activity } from "@ops/domain";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { requirePermission } from "../../platform/permissions";
import * as activities from "../activities/activities.service";
import { requireStatusPermission, statusRefusal } from "../activities/core/activity-life-cycle";
import { activityById } from "../activities/use-cases/create-activity";
import { afterOutboundCanceled } from "./outbound-cancel";

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * `PUT /activities/{slug}/cancel_integration`: withdraws a load an integration created (any
 * kind), with the operator's reason in its `status_changed` event. The kind's life cycle must
 * allow the cancel (an inbound load that has arrived, an outbound one that has shipped: 409);
 * an outbound load gives back what it held as any cancel does, in the same transaction.
 */
export async function cancelIntegrationLoad(
  ctx: ServiceContext,
  slug: string,
  reason: string,
): Promise<Activity> {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await activities.lockBySlug(tx, slug.toLowerCase());
    if (!row) throw notFound("Activity");
    if (row.type === "outbound") requirePermission(ctx.actor, "outbound.edit");
    if (row.integration === null)
      throw new AppError(
        409,
        `${row.slug} was not created by an integration: cancel it from its status actions instead`,
      );
    const refusal = statusRefusal(row.type, row.status, "canceled");
    if (refusal) throw new AppError(409, `${row.slug} cannot be canceled: ${lowerFirst(refusal)}`);
    requireStatusPermission(ctx.actor, row.type, row.status, "canceled");
    await activities.setStatus(tx, [row.id], "canceled");
    await recordEvents(tx, [
      {
        activityId: row.id,
        action: "status_changed",
        message: `Status ${row.status} → canceled: load of the ${row.integration} integration withdrawn (${reason})`,
        changes: [{ field: "status", from: row.status, to: "canceled" }],
        userId: ctx.actor.id,
      },
    ]);
    if (row.type === "outbound")
      await afterOutboundCanceled(
        { ...ctx, db: tx },
        {
          id: row.id,
          slug: row.slug,
          accountId: row.accountId,
          warehouseId: row.warehouseId,
          scheduledDate: row.scheduledDate,
        },
        row.status,
      );
    return row.id;
  });
  return activityById(ctx, id);
}
