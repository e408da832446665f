import {
  type Asset,
  type BulkProcessingStepBody,
  closedRefusal,
  HOLD_TYPES,
  isStillProcessing,
  type NextWorkAsset,
  type ProcessingStepBody,
  WORK_ASSET_COUNT_CAP,
  type WorkAssetList,
  type WorkAssetsQuery,
  type WorkAssetsResult,
  type WorkScanBody,
} from "@ops/domain";
import { AppError } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { updateActivity } from "../activities/use-cases/update-activity";
import { getAsset } from "../assets/assets.service";
import { ErrorList } from "../assets/use-cases/asset-checks";
import * as repo from "./work-assets.repo";
import { acceptScanned, findWorkOrder, lockWorkOrderTakingWork, workOrderNoun } from "./work-orders";

const holdLabel = new Map<string, string>(HOLD_TYPES.map((h) => [h.id, h.label]));

/**
 * Scans assets into a shop order or processing job as inputs, all or none: each moves onto the
 * work order with a `scanned_in` event (on the asset and the order), and an open order goes in
 * progress through its life cycle. Refused (422 on `barcode` or `barcodes.<i>`): an unknown
 * barcode, a held asset (naming the hold), a closed container (emptied into another), one
 * already complete or already in this order, one of another account than the order's; a
 * completed, closed or canceled order answers 409.
 */
export async function scanIn(
  ctx: ServiceContext,
  slug: string,
  body: WorkScanBody,
): Promise<WorkAssetsResult> {
  const activity = await findWorkOrder(ctx, slug);
  const single = body.barcode !== undefined;
  const barcodes = single ? [body.barcode as string] : (body.barcodes ?? []);
  const fieldOf = (i: number) => (single ? "barcode" : `barcodes.${i}`);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrderTakingWork(tx, activity.id, "scan assets in");
    const noun = workOrderNoun(order.type);
    const found = await repo.lockAssetsByBarcode(tx, order.id, [...new Set(barcodes)]);
    const byBarcode = new Map(found.map((a) => [a.barcode, a]));
    const assets = acceptScanned(
      barcodes,
      byBarcode,
      (asset, barcode) => {
        if (asset.holdId !== null)
          return `${barcode} is on hold (${holdLabel.get(asset.holdType ?? "") ?? asset.holdType}, hold #${asset.holdId}); release the hold before scanning it in`;
        if (asset.closedNote) return closedRefusal(barcode, asset.closedNote);
        if (asset.role === "input" && asset.completed)
          return `${barcode} is already complete in ${noun} ${order.slug}`;
        if (asset.role === "input") return `${barcode} is already in ${noun} ${order.slug}`;
        if (asset.role) return `${barcode} was created in ${noun} ${order.slug}`;
        if (order.accountId !== null && asset.accountId !== order.accountId)
          return `${barcode} is on another account's load than this ${noun}'s`;
        return null;
      },
      fieldOf,
    );
    const assetIds = assets.map((a) => a.id);
    await repo.moveAssetsTo(tx, assetIds, order.id);
    await repo.insertWorkAssets(
      tx,
      assetIds.map((assetId) => ({
        activityId: order.id,
        assetId,
        role: "input" as const,
        addedBy: ctx.actor.id,
      })),
    );
    await recordEvents(
      tx,
      assets.map(
        (a): EventInput => ({
          activityId: order.id,
          barcode: a.barcode,
          action: "scanned_in",
          message: `Scanned into ${order.slug}`,
          changes:
            a.activityId === order.id ? [] : [{ field: "activity", from: a.activitySlug, to: order.slug }],
          userId: ctx.actor.id,
        }),
      ),
    );
    if (order.status === "open")
      await updateActivity({ ...ctx, db: tx }, order.slug, { status: "in_progress" });
    const data = await repo.workAssetsOf(tx, order.id, assetIds);
    return { count: data.length, data };
  });
}

/**
 * The work order's processed (role=input) or created assets, newest first, count capped;
 * `search` finds a barcode, serial number or source barcode containing the text.
 */
export async function listWorkAssets(
  ctx: ServiceContext,
  slug: string,
  query: WorkAssetsQuery,
): Promise<WorkAssetList> {
  const order = await findWorkOrder(ctx, slug);
  return repo.pageWorkAssets(ctx.db, order.id, query, WORK_ASSET_COUNT_CAP);
}

const notInProcessing = (barcode: string, slug: string) =>
  new AppError(404, `${barcode} is not in processing in ${slug}`);

/** The asset as the processing screens show it: the asset with its latest step. */
async function processingAsset(ctx: ServiceContext, activityId: number, assetId: number): Promise<Asset> {
  const [asset, actions] = await Promise.all([
    getAsset(ctx, assetId),
    repo.lastActionsOf(ctx.db, activityId, [assetId]),
  ]);
  return { ...asset, lastAction: actions.get(assetId) ?? null };
}

/** An input of the job still in processing (SPEC §4); 404 when absent or '100% Complete'. */
export async function getProcessingAsset(ctx: ServiceContext, slug: string, barcode: string): Promise<Asset> {
  const order = await findWorkOrder(ctx, slug);
  const open = (await repo.openInputsByBarcode(ctx.db, order.id, [barcode])).get(barcode);
  if (!open) throw notInProcessing(barcode, order.slug);
  return processingAsset(ctx, order.id, open.assetId);
}

/** Writes one step on these work rows: the event (action = the step's name) and the row's last action. */
async function writeStep(
  ctx: ServiceContext,
  order: { id: number },
  targets: { id: number; barcode: string }[],
  step: ProcessingStepBody,
): Promise<void> {
  const completedAt = isStillProcessing(step.actionName) ? null : new Date();
  await repo.setLastAction(
    ctx.db,
    targets.map((t) => t.id),
    step.actionName,
    completedAt,
  );
  await recordEvents(
    ctx.db,
    targets.map((t) => ({
      activityId: order.id,
      barcode: t.barcode,
      action: step.actionName,
      reasonCode: step.reasonCode,
      message: step.message,
      userId: ctx.actor.id,
    })),
  );
}

/** `PUT .../assets/{barcode}?type=processing`: one step on an asset in processing (404 otherwise). */
export async function updateProcessingAsset(
  ctx: ServiceContext,
  slug: string,
  barcode: string,
  step: ProcessingStepBody,
): Promise<Asset> {
  const activity = await findWorkOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const order = await lockWorkOrderTakingWork(tx, activity.id, "record a processing step");
    const open = (await repo.openInputsByBarcode(tx, order.id, [barcode], true)).get(barcode);
    if (!open) throw notInProcessing(barcode, order.slug);
    await writeStep(inTx, order, [{ id: open.id, barcode }], step);
    return processingAsset(inTx, order.id, open.assetId);
  });
}

/** `PUT .../assets?type=processing`: the same step on several assets in processing, all or none. */
export async function updateProcessingAssets(
  ctx: ServiceContext,
  slug: string,
  body: BulkProcessingStepBody,
): Promise<{ count: number }> {
  const activity = await findWorkOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const order = await lockWorkOrderTakingWork(tx, activity.id, "record a processing step");
    const unique = [...new Set(body.barcodes)];
    const open = await repo.openInputsByBarcode(tx, order.id, unique, true);
    const errors = new ErrorList();
    body.barcodes.forEach((barcode, i) => {
      if (!open.has(barcode)) errors.add(`barcodes.${i}`, `${barcode} is not in processing in ${order.slug}`);
    });
    errors.throwIfAny();
    const targets = unique.map((barcode) => ({ id: (open.get(barcode) as { id: number }).id, barcode }));
    await writeStep({ ...ctx, db: tx }, order, targets, body);
    return { count: targets.length };
  });
}

/**
 * `/events/next`: the next asset waiting in the work order's scanning queue: the oldest bin
 * assigned to it and not scanned in yet, else the oldest input not yet complete; undefined when
 * nothing waits.
 */
export async function nextWorkAsset(ctx: ServiceContext, slug: string): Promise<NextWorkAsset | undefined> {
  const order = await findWorkOrder(ctx, slug);
  const noun = workOrderNoun(order.type);
  const assigned = await repo.oldestAssignedNotScanned(ctx.db, order.id);
  if (assigned)
    return {
      barcode: assigned.barcode,
      type: assigned.type as NextWorkAsset["type"],
      productName: assigned.productName,
      reason: "assigned",
      message: `Assigned to this ${noun} and not scanned in yet (${assigned.waiting} waiting)`,
      lastAction: null,
      since: new Date(assigned.since).toISOString(),
      waiting: assigned.waiting,
    };
  const open = await repo.oldestOpenInput(ctx.db, order.id);
  if (!open) return undefined;
  return {
    barcode: open.barcode,
    type: open.type as NextWorkAsset["type"],
    productName: open.productName,
    reason: "in_progress",
    message: open.lastAction
      ? `In processing, last step ${open.lastAction} (${open.waiting} not complete)`
      : `Scanned in, no step yet (${open.waiting} not complete)`,
    lastAction: open.lastAction,
    since: new Date(open.since).toISOString(),
    waiting: open.waiting,
  };
}
