import {
  type AssetManagerConsolidateBody,
  type AssetManagerConsolidateResult,
  type AssetManagerContainer,
  type AssetManagerCreateBody,
  type AssetManagerCreateResult,
  assetManagerBarcode,
  closedRefusal,
} from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import type { EventInput } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { enqueue, type JobKind, jobOfRequestKey } from "../../../platform/jobs";
import * as writes from "../asset-writes.repo";
import * as assetsRepo from "../assets.repo";
import {
  activityForField,
  ErrorList,
  isContainer,
  recordEventsInChunks,
  typeLabel,
} from "../use-cases/asset-checks";
import * as repo from "./asset-manager.repo";

/**
 * How far a run has got (0–1), reported without waiting: on the embedded database a write outside
 * the open transaction waits for it to end (the job file awaits the writes once the work is over).
 */
export type Progress = (progress: number) => void;
const noProgress: Progress = () => {};

// ---- create -----------------------------------------------------------------------------------

/** The activity, product and location of a create, checked together (422 on each field). */
async function checkCreate(ctx: ServiceContext, body: AssetManagerCreateBody) {
  const errors = new ErrorList();
  let activity: Awaited<ReturnType<typeof activityForField>> | undefined;
  try {
    activity = await activityForField(ctx, body.activitySlug);
  } catch (error) {
    errors.absorb(error);
  }
  const [products, locationWarehouse] = await Promise.all([
    assetsRepo.existingProducts(ctx.db, [body.productId]),
    assetsRepo.locationWarehouses(ctx.db, [body.locationId]),
  ]);
  if (!products.has(body.productId)) errors.add("productId", `No product has id ${body.productId}`);
  const warehouseId = locationWarehouse.get(body.locationId);
  if (warehouseId === undefined) errors.add("locationId", `No location has id ${body.locationId}`);
  else if (activity && activity.warehouseId !== warehouseId)
    errors.add("locationId", `The location is not in the warehouse of ${activity.slug}`);
  errors.throwIfAny();
  return activity as NonNullable<typeof activity>;
}

/**
 * Queues the job once per request key (202 `{jobId}`): the same key answers the job already
 * queued, asked before `check` runs (which refuses with 422, and then nothing is queued).
 */
async function queueOnce<P extends { requestKey?: string | null }>(
  ctx: ServiceContext,
  kind: JobKind<P>,
  body: P,
  check: () => Promise<unknown>,
): Promise<{ jobId: string }> {
  const existing = await jobOfRequestKey(ctx, kind.name, body.requestKey);
  if (existing) return { jobId: existing };
  await check();
  return { jobId: await enqueue(ctx, kind, body, { requestKey: body.requestKey }) };
}

/**
 * Queues a create (202 `{jobId}`): refused with 422 before anything is queued when the activity,
 * product or location will not do; the same request key answers the job already queued.
 */
export async function requestCreate(
  ctx: ServiceContext,
  kind: JobKind<AssetManagerCreateBody>,
  body: AssetManagerCreateBody,
): Promise<{ jobId: string }> {
  return queueOnce(ctx, kind, body, () => checkCreate(ctx, body));
}

/**
 * Makes `count` containers in one transaction, all or none: the warehouse's row is locked so the
 * numbers `<prefix>-<warehouse>-<n>` go on from the highest in use, each gets its product entry
 * and a `created` event ("Created by the asset manager").
 */
export async function createContainers(
  ctx: ServiceContext,
  body: AssetManagerCreateBody,
  report: Progress = noProgress,
): Promise<AssetManagerCreateResult> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const activity = await checkCreate(inTx, body);
    const warehouse = await repo.lockWarehouse(tx, activity.warehouseId);
    if (!warehouse)
      throw new AppError(422, "The activity's warehouse was not found", {
        activitySlug: ["The activity's warehouse was not found"],
      });
    const prefix = assetManagerBarcode(body.type, warehouse, 0).replace(/0+$/, "");
    const first = (await repo.highestNumber(tx, prefix)) + 1;
    const barcodes = Array.from({ length: body.count }, (_, i) =>
      assetManagerBarcode(body.type, warehouse, first + i),
    );
    report(0.2);
    const inserted = await writes.insertAssets(
      tx,
      barcodes.map((barcode) => ({
        barcode,
        type: body.type,
        activityId: activity.id,
        accountId: activity.accountId,
        warehouseId: activity.warehouseId,
        locationId: body.locationId,
        inboundGrossWeight: body.grossWeight,
        inboundNetWeight: body.netWeight,
        createdBy: ctx.actor.id,
      })),
    );
    report(0.5);
    await writes.insertProductAssets(
      tx,
      inserted.map((a) => ({
        assetId: a.id,
        productId: body.productId,
        position: 0,
        quantity: 1,
        grossWeight: body.grossWeight,
        netWeight: body.netWeight,
      })),
    );
    report(0.7);
    await recordEventsInChunks(
      tx,
      barcodes.map((barcode) => ({
        activityId: activity.id,
        barcode,
        action: "created",
        message: `Created by the asset manager on ${activity.slug}`,
        userId: ctx.actor.id,
      })),
    );
    return {
      count: barcodes.length,
      activitySlug: activity.slug,
      range: [barcodes[0] as string, barcodes[barcodes.length - 1] as string],
      barcodes,
    };
  });
}

// ---- consolidate ------------------------------------------------------------------------------

/** Why a container cannot take part in a consolidation, or null. */
function containerRefusal(row: repo.ContainerRow | undefined, barcode: string, held: Map<number, string>) {
  if (!row) return `No asset has barcode ${barcode}`;
  if (!isContainer(row.type))
    return `${row.barcode} is a ${typeLabel(row.type)}; only bins, pallets, trays and virtual containers can be consolidated`;
  const hold = held.get(row.id);
  if (hold) return `${row.barcode} is on ${hold}; release the hold first`;
  if (row.closedNote) return closedRefusal(row.barcode, row.closedNote);
  return null;
}

/** Why a source cannot be emptied into the target (both found), or null. */
function sourceRefusal(source: repo.ContainerRow, target: repo.ContainerRow): string | null {
  if (source.id === target.id) return "A bin cannot be consolidated into itself";
  if (source.accountId !== target.accountId)
    return `${source.barcode} belongs to another account (${source.accountName ?? "no account"}) than ${target.barcode} (${target.accountName ?? "no account"})`;
  if (source.activityId !== target.activityId)
    return `${source.barcode} is on ${source.activitySlug ?? "no activity"}, ${target.barcode} on ${target.activitySlug ?? "no activity"}; bins are consolidated within one activity`;
  return null;
}

type Checked = {
  target: repo.ContainerRow;
  sources: repo.ContainerRow[];
  children: { id: number; barcode: string; parentId: number; activityId: number | null }[];
};

/**
 * Every rule of a consolidation over the whole request, every problem in one 422 keyed by field
 * (`targetBarcode`, `sourceBarcodes.<i>`): unknown, not a container, held, closed, another
 * account or activity, the target itself or inside a source, a held asset inside a source.
 * `lock` locks the bins and their contents (in the job's transaction).
 */
async function checkConsolidation(
  ctx: ServiceContext,
  body: AssetManagerConsolidateBody,
  lock = false,
): Promise<Checked> {
  const errors = new ErrorList();
  const rows = await repo.containersByBarcodes(ctx.db, [body.targetBarcode, ...body.sourceBarcodes], lock);
  const held = await repo.activeHolds(
    ctx.db,
    [...rows.values()].map((r) => r.id),
  );
  const target = rows.get(body.targetBarcode);
  const targetProblem = containerRefusal(target, body.targetBarcode, held);
  if (targetProblem) errors.add("targetBarcode", targetProblem);
  const ancestors = new Set(target ? await repo.ancestorsOf(ctx.db, target.id) : []);
  const sources: repo.ContainerRow[] = [];
  body.sourceBarcodes.forEach((barcode, i) => {
    const key = `sourceBarcodes.${i}`;
    const source = rows.get(barcode);
    const problem =
      barcode === body.targetBarcode
        ? "A bin cannot be consolidated into itself"
        : (containerRefusal(source, barcode, held) ??
          (source && target && !targetProblem ? sourceRefusal(source, target) : null));
    if (problem) errors.add(key, problem);
    else if (source && ancestors.has(source.id))
      errors.add(
        key,
        `${body.targetBarcode} is inside ${source.barcode}; take it out before emptying ${source.barcode} into it`,
      );
    else if (source) sources.push(source);
  });
  const sourceIds = new Set(sources.map((s) => s.id));
  for (const source of sources)
    if (source.parentId !== null && sourceIds.has(source.parentId)) {
      const outer = sources.find((s) => s.id === source.parentId) as repo.ContainerRow;
      errors.add(
        `sourceBarcodes.${body.sourceBarcodes.indexOf(source.barcode)}`,
        `${source.barcode} is inside ${outer.barcode}, which is emptied too; scan only one of them`,
      );
    }
  errors.throwIfAny();
  const children = (
    await repo.childrenOf(
      ctx.db,
      sources.map((s) => s.id),
      lock,
    )
  ).filter((c) => c.id !== target?.id);
  // A held asset anywhere inside a source would move with it.
  const heldWithin = await repo.heldInside(
    ctx.db,
    sources.map((s) => s.id),
  );
  for (const held of heldWithin) {
    const source = sources.find((s) => s.id === held.rootId) as repo.ContainerRow;
    errors.add(
      `sourceBarcodes.${body.sourceBarcodes.indexOf(source.barcode)}`,
      `${held.barcode} in ${source.barcode} is on ${repo.holdLabel(held.type)}; release the hold first`,
    );
  }
  errors.throwIfAny();
  return { target: target as repo.ContainerRow, sources, children };
}

/** A scanned bin as the target, or as a source for `targetBarcode`: what it holds, or 422 on `barcode`. */
export async function checkContainer(
  ctx: ServiceContext,
  barcode: string,
  targetBarcode: string | undefined,
): Promise<AssetManagerContainer> {
  try {
    const checked = targetBarcode
      ? await checkConsolidation(ctx, { targetBarcode, sourceBarcodes: [barcode], requestKey: "check" })
      : null;
    const row = checked
      ? checked.sources[0]
      : (await repo.containersByBarcodes(ctx.db, [barcode])).get(barcode);
    if (!checked) {
      const problem = containerRefusal(row, barcode, await repo.activeHolds(ctx.db, row ? [row.id] : []));
      if (problem) throw new AppError(422, problem, { barcode: [problem] });
    }
    const found = row as repo.ContainerRow;
    return {
      barcode: found.barcode,
      type: found.type,
      activitySlug: found.activitySlug,
      accountName: found.accountName,
      childCount: found.childCount,
    };
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    // The source's problem is the scanned bin's; a target's problem is the target field's.
    const messages = error.fieldErrors["sourceBarcodes.0"] ?? error.fieldErrors.barcode;
    if (messages) throw new AppError(422, messages[0] ?? error.message, { barcode: messages });
    throw error;
  }
}

/**
 * Queues a consolidation (202 `{jobId}`): the same request key answers the job already queued
 * (asked first: once it has run, its bins are closed and the checks would refuse the retry);
 * otherwise every rule is checked and a refusal answers 422 with nothing queued.
 */
export async function requestConsolidation(
  ctx: ServiceContext,
  kind: JobKind<AssetManagerConsolidateBody>,
  body: AssetManagerConsolidateBody,
): Promise<{ jobId: string }> {
  return queueOnce(ctx, kind, body, () => checkConsolidation(ctx, body));
}

/**
 * Empties the sources into the target in one transaction, all or none: the bins and their
 * contents are locked and every rule checked again; each moved asset takes the target as its
 * container (and its location) with a `moved` event, each source is closed with a `closed`
 * event and the target gets one `consolidated` event.
 */
export async function consolidate(
  ctx: ServiceContext,
  body: AssetManagerConsolidateBody,
  report: Progress = noProgress,
): Promise<AssetManagerConsolidateResult> {
  return ctx.db.transaction(async (tx) => {
    const { target, sources, children } = await checkConsolidation({ ...ctx, db: tx }, body, true);
    report(0.3);
    const byId = new Map(sources.map((s) => [s.id, s]));
    await repo.moveInto(
      tx,
      children.map((c) => c.id),
      target,
    );
    const now = new Date();
    await repo.closeContainers(
      tx,
      sources.map((s) => s.id),
      target.barcode,
      now,
    );
    report(0.6);
    const userId = ctx.actor.id;
    const events: EventInput[] = [
      ...children.map((c) => ({
        activityId: c.activityId,
        barcode: c.barcode,
        action: "moved",
        message: `Moved from ${byId.get(c.parentId)?.barcode} to ${target.barcode}`,
        changes: [
          { field: "parentBarcode", from: byId.get(c.parentId)?.barcode ?? null, to: target.barcode },
        ],
        userId,
      })),
      ...sources.map((s) => {
        const n = children.filter((c) => c.parentId === s.id).length;
        return {
          activityId: s.activityId,
          barcode: s.barcode,
          action: "closed",
          message: `Emptied into ${target.barcode} (${n} ${n === 1 ? "asset" : "assets"} moved) and closed`,
          userId,
        };
      }),
      {
        activityId: target.activityId,
        barcode: target.barcode,
        action: "consolidated",
        message: `${children.length} ${children.length === 1 ? "asset" : "assets"} moved in from ${sources.map((s) => s.barcode).join(", ")}`,
        userId,
      },
    ];
    await recordEventsInChunks(tx, events);
    return { targetBarcode: target.barcode, moved: children.length, closed: sources.map((s) => s.barcode) };
  });
}
