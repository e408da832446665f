import { type Activity, type ActivityUpdate, dockDateRefusal } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../../platform/app-error";
import { changesBetween, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import * as repo from "../activities.repo";
import { requireStatusPermission, statusRefusal } from "../core/activity-life-cycle";
import { parseInboundAttributes } from "../inbound-attributes";
import { assertOperator, type CheckedField, checkActivity, hasDock } from "./activity-checks";
import { activityById } from "./create-activity";

const CHECKED = new Set<string>([
  "accountId",
  "programId",
  "warehouseId",
  "carrierId",
  "logisticsCoordinatorId",
  "vendorAccountId",
  "parentSlug",
  "shipmentSize",
  "scheduledDate",
]);

type Values = Required<Omit<ActivityUpdate, "status">> & { status: string };

/**
 * Changes the fields sent (a partial update) and moves the status through its life cycle
 * (409 with the reason otherwise), with the same checks as creating; writes one `updated` or
 * `status_changed` event naming every changed field, in the same transaction.
 */
export async function updateActivity(
  ctx: ServiceContext,
  slug: string,
  body: Partial<ActivityUpdate>,
): Promise<Activity> {
  assertOperator(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const before = await repo.lockBySlug(tx, slug.toLowerCase());
    if (!before) throw notFound("Activity");
    const parentSlug = before.parentId === null ? null : ((await repo.slugOf(tx, before.parentId)) ?? null);
    const current: Values = {
      status: before.status,
      accountId: before.accountId as number,
      programId: before.programId,
      warehouseId: before.warehouseId,
      shipmentSize: before.shipmentSize as Values["shipmentSize"],
      serviceTier: before.serviceTier as Values["serviceTier"],
      transportType: before.transportType as Values["transportType"],
      carrierId: before.carrierId,
      logisticsCoordinatorId: before.logisticsCoordinatorId,
      vendorAccountId: before.vendorAccountId,
      scheduledDate: before.scheduledDate,
      scheduledTime: before.scheduledTime,
      routine: before.routine,
      gateControl: before.gateControl,
      clientRef: before.clientRef,
      description: before.description,
      parentSlug,
      attributes: (before.attributes ?? {}) as Record<string, unknown>,
    };
    const sent = Object.fromEntries(
      Object.entries(body).filter(([, v]) => v !== undefined),
    ) as Partial<Values>;
    const next: Values = { ...current, ...sent };

    if (sent.status !== undefined && sent.status !== before.status) {
      const refusal = statusRefusal(before.type, before.status, sent.status);
      if (refusal) throw new AppError(409, refusal);
      requireStatusPermission(ctx.actor, before.type, before.status, sent.status);
    }
    if (next.status === "scheduled" && next.scheduledDate === null)
      throw fieldError("scheduledDate", "A scheduled load needs a dock date");
    if (next.scheduledTime !== null && next.scheduledDate === null)
      throw fieldError("scheduledDate", "Choose the dock date for this time");
    const pastDate = hasDock(before.type)
      ? dockDateRefusal({ date: next.scheduledDate, previous: current.scheduledDate, status: next.status })
      : null;
    if (pastDate) throw fieldError("scheduledDate", pastDate);

    const fields = new Set(Object.keys(sent).filter((k) => CHECKED.has(k))) as Set<CheckedField>;
    const { parentId } = await checkActivity(tx, { ...next, type: before.type }, fields, before.id);

    const accountChanged = next.accountId !== current.accountId;
    const leavesParent = current.shipmentSize === "parent" && next.shipmentSize !== "parent";
    if (accountChanged || leavesParent) {
      const children = await repo.childCount(tx, before.id);
      if (children > 0) {
        const field = accountChanged ? "accountId" : "shipmentSize";
        throw fieldError(
          field,
          `This load has ${children} child load${children === 1 ? "" : "s"}; move them first`,
        );
      }
    }
    const after: Partial<Values> = { ...sent };
    if (before.type === "inbound" && (sent.attributes !== undefined || accountChanged)) {
      const parsed = await parseInboundAttributes(tx, next.accountId, next.attributes);
      after.attributes = parsed.attributes;
      if (parsed.clientRef) after.clientRef = parsed.clientRef;
    }
    const changes = changesBetween(current, after);
    if (changes.length === 0) return before.id;

    const { parentSlug: _parentSlug, ...columns } = { ...current, ...after };
    await repo.updateActivity(tx, before.id, { ...columns, parentId });
    const statusChange = changes.find((c) => c.field === "status");
    await recordEvents(tx, [
      {
        activityId: before.id,
        action: statusChange ? "status_changed" : "updated",
        message: statusChange ? `Status ${statusChange.from} → ${statusChange.to}` : null,
        changes,
        userId: ctx.actor.id,
      },
    ]);
    return before.id;
  });
  return activityById(ctx, id);
}
