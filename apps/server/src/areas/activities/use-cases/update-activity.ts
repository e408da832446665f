import {
  type Activity,
  type ActivityUpdate,
  dockDateRefusal,
  type FieldErrors,
  isWorkOrderType,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../../platform/app-error";
import { changesBetween, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { applyOutboundMove, checkOutboundMove, type OutboundMoveLoad } from "../../outbound/outbound-moves";
import { applyStatusChangeRules } from "../../work/program-rules/program-rules";
import * as repo from "../activities.repo";
import { requireStatusPermission, statusRefusal } from "../core/activity-life-cycle";
import { parseInboundAttributes } from "../inbound-attributes";
import {
  assertOperator,
  type CheckedField,
  checkActivity,
  hasDock,
  throwFieldErrors,
} from "./activity-checks";
import { activityById, vendorOf } from "./create-activity";
import { checkWorkOrderParent, resolveWorkOrderLoad } from "./work-order-load";

/** The fields whose change runs the work-order load rules again. */
const WORK_ORDER_FIELDS = ["loadSlug", "accountId", "programId", "warehouseId", "parentSlug"] as const;

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

/** The locked row as the outbound area's move checks read it. */
export const outboundLoad = (row: {
  id: number;
  slug: string;
  accountId: number | null;
  warehouseId: number;
  scheduledDate: string | null;
}): OutboundMoveLoad => ({
  id: row.id,
  slug: row.slug,
  accountId: row.accountId,
  warehouseId: row.warehouseId,
  scheduledDate: row.scheduledDate,
});

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
    const loadSlug = before.loadId === null ? null : ((await repo.slugOf(tx, before.loadId)) ?? null);
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
      loadSlug,
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

    const workOrder = isWorkOrderType(before.type);
    let loadId = before.loadId;
    let workParentId = before.parentId;
    if (!workOrder && sent.loadSlug)
      throw fieldError("loadSlug", "Only a shop order or processing job works a load");
    if (workOrder && WORK_ORDER_FIELDS.some((f) => sent[f] !== undefined)) {
      const errors: FieldErrors = {};
      const add = (field: string, message: string) => {
        errors[field] = [...(errors[field] ?? []), message];
      };
      const loadMoved = sent.loadSlug !== undefined && sent.loadSlug !== current.loadSlug;
      // A work order moved to another load follows its account (and program) unless they are sent.
      const resolved = await resolveWorkOrderLoad(
        { ...ctx, db: tx },
        {
          type: before.type,
          loadSlug: next.loadSlug,
          accountId: sent.accountId ?? (loadMoved ? undefined : current.accountId),
          programId: sent.programId !== undefined || !loadMoved ? next.programId : null,
          warehouseId: next.warehouseId,
          parentSlug: next.parentSlug,
        },
        add,
        sent.programId === undefined && loadMoved,
      );
      throwFieldErrors(errors);
      loadId = resolved.loadId;
      if (resolved.accountId !== null) next.accountId = resolved.accountId;
      next.programId = resolved.programId;
      workParentId = await checkWorkOrderParent(
        tx,
        { type: before.type, parentSlug: next.parentSlug },
        loadId,
        add,
        before.id,
      );
      throwFieldErrors(errors);
      if (loadMoved) {
        sent.accountId = next.accountId;
        sent.programId = next.programId;
      }
    }

    const fields = new Set(Object.keys(sent).filter((k) => CHECKED.has(k))) as Set<CheckedField>;
    const checked = await checkActivity(
      tx,
      { ...next, type: before.type, parentSlug: workOrder ? null : next.parentSlug },
      fields,
      before.id,
    );
    const parentId = workOrder ? workParentId : checked.parentId;

    const accountChanged = next.accountId !== current.accountId;
    const leavesParent = current.shipmentSize === "parent" && next.shipmentSize !== "parent";
    const leavesLoad = workOrder && loadId !== before.loadId;
    if (accountChanged || leavesParent || leavesLoad) {
      const children = await repo.childCount(tx, before.id);
      if (children > 0) {
        const field = leavesLoad ? "loadSlug" : accountChanged ? "accountId" : "shipmentSize";
        const what = workOrder ? "child shop order" : "child load";
        throw fieldError(
          field,
          `This ${workOrder ? "shop order" : "load"} has ${children} ${what}${children === 1 ? "" : "s"}; move them first`,
        );
      }
    }
    const after: Partial<Values> = { ...sent };
    // An outbound load's hauler follows a downstream-vendor consignee unless another is named.
    if (before.type === "outbound" && accountChanged && sent.vendorAccountId === undefined) {
      const followed = current.vendorAccountId === current.accountId ? null : current.vendorAccountId;
      const vendor = await vendorOf(tx, before.type, next.accountId, followed);
      if (vendor !== current.vendorAccountId) after.vendorAccountId = vendor;
    }
    if (before.type === "inbound" && (sent.attributes !== undefined || accountChanged)) {
      const parsed = await parseInboundAttributes(tx, next.accountId, next.attributes);
      after.attributes = parsed.attributes;
      if (parsed.clientRef) after.clientRef = parsed.clientRef;
    }
    const changes = changesBetween(current, after);
    if (changes.length === 0) return before.id;

    const { parentSlug: _parentSlug, loadSlug: _loadSlug, ...columns } = { ...current, ...after };
    // The outbound checks read the load as this change leaves it (a new ship date or consignee).
    const moved = outboundLoad({ ...before, accountId: next.accountId, scheduledDate: next.scheduledDate });
    if (before.type === "outbound" && next.status !== before.status)
      await checkOutboundMove({ ...ctx, db: tx }, moved, next.status);
    await repo.updateActivity(tx, before.id, { ...columns, parentId, loadId });
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
    // Program rules that act when work completes (move_load_to_priced).
    if (statusChange) await applyStatusChangeRules({ ...ctx, db: tx }, before.id);
    if (statusChange && before.type === "outbound")
      await applyOutboundMove({ ...ctx, db: tx }, moved, before.status, next.status);
    return before.id;
  });
  return activityById(ctx, id);
}
