import {
  ACTIVITY_KINDS,
  type Activity,
  type ActivityBody,
  activitySlug,
  dockDateRefusal,
  type FieldErrors,
  isWorkOrderType,
} from "@ops/domain";
import type { Db } from "../../../db/client";
import { AppError, fieldError } from "../../../platform/app-error";
import { recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import * as repo from "../activities.repo";
import { accountTypeOf } from "../activity-checks.repo";
import { parseInboundAttributes } from "../inbound-attributes";
import { claimInboundRequest } from "../inbound-request-link";
import { copyProgramServices } from "../program-services.repo";
import {
  type ActivityValues,
  assertOperator,
  type CheckedField,
  checkActivity,
  hasDock,
  throwFieldErrors,
} from "./activity-checks";
import { checkWorkOrderParent, resolveWorkOrderLoad } from "./work-order-load";

const ALL_FIELDS: ReadonlySet<CheckedField> = new Set<CheckedField>([
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

/** The status a new activity starts in, as its kind's life cycle says (inbound: requested or dated). */
function initialStatus(body: ActivityBody): Activity["status"] {
  const start = ACTIVITY_KINDS[body.type].lifeCycle.start(body.status, Boolean(body.scheduledDate));
  if ("refusal" in start) throw fieldError("status", start.refusal);
  // Every kind's statuses are stored activity statuses (activity-kinds.test.ts).
  return start.status as Activity["status"];
}

/** The activity as every screen reads it. */
export async function activityById(ctx: ServiceContext, id: number): Promise<Activity> {
  const [record] = await repo.recordsByIds(ctx.db, [id]);
  if (!record) throw new Error(`activity ${id} vanished`);
  return repo.toActivity(record);
}

/**
 * Creates an activity (operators): checks every reference and the dock's closed dates, reads
 * the inbound attributes by the account's form, links the client's inbound request, and writes
 * the `created` event, all in one transaction. The slug comes from the warehouse and a
 * database sequence as the kind declares (`dal-in-100042`); a warehouse's inventory activity is
 * `dal-inventory`.
 */
export async function createActivity(ctx: ServiceContext, body: ActivityBody): Promise<Activity> {
  assertOperator(ctx);
  const status = initialStatus(body);
  if (body.type === "inbound" && status === "scheduled" && !body.scheduledDate)
    throw fieldError("scheduledDate", "A scheduled load needs a dock date");
  const pastDate = hasDock(body.type)
    ? dockDateRefusal({ date: body.scheduledDate, previous: null, status })
    : null;
  if (pastDate) throw fieldError("scheduledDate", pastDate);
  const id = await ctx.db.transaction(async (tx) => {
    const work = await workOrderDefaults({ ...ctx, db: tx }, body);
    const accountId = work.accountId;
    const values: ActivityValues = {
      ...body,
      ...work,
      // A work order's parent follows the work-order rules, checked above.
      parentSlug: work.loadId === undefined ? body.parentSlug : null,
    };
    const checked = await checkActivity(tx, values, ALL_FIELDS);
    const { warehouseShortName } = checked;
    const parentId = work.loadId === undefined ? checked.parentId : work.parentId;
    let { attributes, clientRef } = body;
    if (body.type === "inbound") {
      const parsed = await parseInboundAttributes(tx, accountId, body.attributes);
      attributes = parsed.attributes;
      // The form derives the reference (PO number, DCA numbers) where it has one.
      clientRef = parsed.clientRef ?? body.clientRef;
    }
    const kind = ACTIVITY_KINDS[body.type];
    let slug: string;
    if (!kind.slug.numbered) {
      // A kind a warehouse has once (its inventory): the slug is the warehouse's.
      slug = activitySlug(kind, warehouseShortName);
      if (await repo.findRowBySlug(tx, slug))
        throw new AppError(409, `${warehouseShortName} already has its ${kind.id} activity (${slug})`);
    } else {
      slug = activitySlug(kind, warehouseShortName, await repo.nextActivityNumber(tx));
    }
    const inboundRequestId =
      body.inboundRequestNumber === null
        ? null
        : await claimInboundRequest(tx, body.inboundRequestNumber, accountId);
    const row = await repo.insertActivity(tx, {
      slug,
      type: body.type,
      status,
      accountId,
      programId: work.programId,
      warehouseId: work.warehouseId,
      shipmentSize: body.shipmentSize,
      serviceTier: body.serviceTier,
      transportType: body.transportType,
      carrierId: body.carrierId,
      logisticsCoordinatorId: body.logisticsCoordinatorId,
      vendorAccountId: await vendorOf(tx, body.type, accountId, body.vendorAccountId),
      scheduledDate: body.scheduledDate,
      scheduledTime: body.scheduledTime,
      routine: body.routine,
      gateControl: body.gateControl,
      clientRef,
      description: body.description,
      parentId,
      loadId: work.loadId ?? null,
      inboundRequestId,
      attributes,
      createdBy: ctx.actor.id,
    });
    // A shop order carries its program's services as its statement of work.
    const sowCount =
      body.type === "shop_order" && work.programId !== null
        ? await copyProgramServices(tx, row.id, work.programId)
        : 0;
    await recordEvents(tx, [
      {
        activityId: row.id,
        action: "created",
        message: body.inboundRequestNumber
          ? `Created from inbound request ${body.inboundRequestNumber}`
          : sowCount > 0
            ? `Created ${status} with ${sowCount} program service${sowCount === 1 ? "" : "s"} in its statement of work`
            : `Created ${status}`,
        userId: ctx.actor.id,
      },
    ]);
    return row.id;
  });
  return activityById(ctx, id);
}

/**
 * Who comes for a load at the dock: the vendor named, else for an outbound load to a downstream
 * vendor the consignee itself (so the vendor portal shows it).
 */
export async function vendorOf(
  db: Db,
  type: string,
  accountId: number | null,
  vendorAccountId: number | null,
): Promise<number | null> {
  if (vendorAccountId !== null || type !== "outbound" || accountId === null) return vendorAccountId;
  return (await accountTypeOf(db, accountId)) === "dsvs" ? accountId : null;
}

/**
 * The account, program and warehouse of a new activity: a work order's follow its load (and
 * its parent is checked by the work-order rules); every other kind names them. `loadId` is
 * undefined for kinds that are not work orders.
 */
async function workOrderDefaults(
  ctx: ServiceContext,
  body: ActivityBody,
): Promise<{
  accountId: number;
  programId: number | null;
  warehouseId: number;
  loadId: number | null | undefined;
  parentId: number | null;
}> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (!isWorkOrderType(body.type)) {
    if (body.loadSlug !== null) add("loadSlug", "Only a shop order or processing job works a load");
    if (body.accountId === undefined) add("accountId", "Account is required");
    if (body.warehouseId === undefined) add("warehouseId", "Warehouse is required");
    throwFieldErrors(errors);
    return {
      accountId: body.accountId as number,
      programId: body.programId,
      warehouseId: body.warehouseId as number,
      loadId: undefined,
      parentId: null,
    };
  }
  const resolved = await resolveWorkOrderLoad(ctx, { ...body, accountId: body.accountId }, add, true);
  throwFieldErrors(errors);
  if (resolved.accountId === null) add("accountId", "Account is required");
  if (!resolved.warehouseId) add("warehouseId", "Warehouse is required");
  const parentId = await checkWorkOrderParent(ctx.db, body, resolved.loadId, add);
  throwFieldErrors(errors);
  return { ...resolved, accountId: resolved.accountId as number, parentId };
}
