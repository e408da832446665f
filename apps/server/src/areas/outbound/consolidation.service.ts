import {
  applyUnitChange,
  type BulkUpdatePackingListsBody,
  CONSOLIDATED_LOADS_LIMIT,
  type ConsolidatedList,
  type ConsolidationProgress,
  consolidationRefusal,
  PACKAGING_TYPES,
  type PackagingType,
  type PackingList,
  type PackingListsOfLoad,
  type UpdatePackingListBody,
  unitProblems,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./consolidation.repo";

/** Load statuses whose shipping units may change: being built or picked (packed moves back to picked first). */
const CONSOLIDATING = new Set(["building", "picked"]);
const packagingLabel = (id: string) => PACKAGING_TYPES.find((p) => p.id === id)?.label.toLowerCase() ?? id;

/** The outbound load by slug: 404 when there is none, 409 when the activity is not an outbound load. */
export async function outboundLoad(ctx: ServiceContext, slug: string): Promise<repo.LoadRow> {
  const load = await repo.loadBySlug(ctx.db, slug);
  if (!load) throw notFound("Activity");
  if (load.type !== "outbound") throw new AppError(409, `${load.slug} is not an outbound load`);
  return load;
}

function assertConsolidating(load: repo.LoadRow): void {
  if (!CONSOLIDATING.has(load.status))
    throw new AppError(
      409,
      load.status === "packed"
        ? `${load.slug} is packed: move it back to picked to change its shipping units`
        : `${load.slug} is ${load.status}: shipping units change only while a load is being built or picked`,
    );
}

export const progressOf = (p: repo.LoadProgress | undefined): ConsolidationProgress => ({
  picked: p?.picked ?? 0,
  onUnits: p?.onUnits ?? 0,
  notOnUnit: (p?.picked ?? 0) - (p?.onUnits ?? 0),
  openUnits: p?.openUnits ?? 0,
});

/** `GET /activities/{slug}/packing_lists`. */
export async function listPackingLists(ctx: ServiceContext, slug: string): Promise<PackingListsOfLoad> {
  const load = await outboundLoad(ctx, slug);
  const [data, progress] = await Promise.all([
    repo.unitsOfLoads(ctx.db, [load.id]),
    repo.progressOfLoads(ctx.db, [load.id]),
  ]);
  return { data, progress: progressOf(progress.get(load.id)) };
}

async function unitAnswer(db: Db, id: number): Promise<PackingList> {
  const [unit] = await repo.unitsByIds(db, [id]);
  if (!unit) throw notFound("Shipping unit");
  return unit;
}

/** An event of a consolidation step on a load; the actor is added when it is recorded. */
type StepEvent = Omit<EventInput, "userId">;

/**
 * One consolidation step, all or nothing: in a transaction the load is checked (`load` gives it:
 * looked up, or with the unit `lockUnit` locks first) to be still consolidating, the step runs and
 * returns its events, the events are recorded for the actor, and `answer` says what the call
 * answers (the unit as the step left it, most often).
 */
async function consolidationStep<U extends { load: repo.LoadRow }, T>(
  ctx: ServiceContext,
  load: (tx: Db) => Promise<U>,
  step: (tx: Db, target: U) => Promise<StepEvent[]>,
  answer: (tx: Db, target: U) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const target = await load(tx);
    assertConsolidating(target.load);
    const events = await step(tx, target);
    await recordEvents(
      tx,
      events.map((e) => ({ ...e, userId: ctx.actor.id })),
    );
    return answer(tx, target);
  });
}

/** The unit locked for a change, with its load (404 when there is none). */
const lockUnit =
  (id: number) =>
  async (db: Db): Promise<repo.LockedUnit> => {
    const [unit] = await repo.unitsForUpdate(db, [id]);
    if (!unit) throw notFound("Shipping unit");
    return unit;
  };

/** A step on one unit (locked, its load still consolidating) that answers the unit as the step left it. */
const changeUnit = (
  ctx: ServiceContext,
  id: number,
  step: (tx: Db, unit: repo.LockedUnit) => Promise<StepEvent[]>,
): Promise<PackingList> => consolidationStep(ctx, lockUnit(id), step, (tx, unit) => unitAnswer(tx, unit.id));

function assertOpen(unit: repo.LockedUnit, purpose: string): void {
  if (unit.status === "closed")
    throw new AppError(409, `${unit.barcode} is closed: open it again ${purpose}`);
}

/** `POST /activities/{slug}/packing_lists`: a new open unit with its `PL-` barcode (event on the load). */
export async function createPackingList(
  ctx: ServiceContext,
  slug: string,
  packaging: PackagingType,
): Promise<PackingList> {
  let created: PackingList | undefined;
  return consolidationStep(
    ctx,
    async (tx) => ({ load: await outboundLoad({ ...ctx, db: tx }, slug) }),
    async (tx, { load }) => {
      created = await unitAnswer(tx, await repo.insertUnit(tx, load.id, packaging, ctx.actor.id));
      return [
        {
          activityId: load.id,
          action: "packing_list_created",
          message: `Shipping unit ${created.barcode} (${packagingLabel(packaging)}) started`,
        },
      ];
    },
    async () => created as PackingList,
  );
}

/** `POST /packing_lists/{id}/assets`: a picked asset of the unit's load onto the open unit (event consolidated). */
export async function addToPackingList(
  ctx: ServiceContext,
  id: number,
  barcode: string,
): Promise<PackingList> {
  return changeUnit(ctx, id, async (tx, unit) => {
    const asset = await repo.consolidationCandidate(tx, unit.load.id, barcode);
    if (!asset) throw new AppError(404, `No asset has barcode ${barcode}`);
    const refusal = consolidationRefusal(asset, { ...unit, loadSlug: unit.load.slug });
    if (refusal) throw new AppError(409, refusal);
    await repo.insertItem(tx, unit.id, asset.id, ctx.actor.id);
    return [
      {
        activityId: unit.load.id,
        barcode: asset.barcode,
        action: "consolidated",
        message: `Consolidated onto ${unit.barcode}`,
        changes: [{ field: "shippingUnit", from: null, to: unit.barcode }],
      },
    ];
  });
}

/** `DELETE /packing_lists/{id}/assets/{barcode}`: off an open unit; the asset stays picked on the load. */
export async function removeFromPackingList(
  ctx: ServiceContext,
  id: number,
  barcode: string,
): Promise<PackingList> {
  return changeUnit(ctx, id, async (tx, unit) => {
    assertOpen(unit, "to take assets off");
    const removed = await repo.deleteItem(tx, unit.id, barcode);
    if (!removed) throw new AppError(404, `${barcode} is not on ${unit.barcode}`);
    return [
      {
        activityId: removed.activityId,
        barcode,
        action: "unconsolidated",
        message: `Taken off ${unit.barcode}`,
        changes: [{ field: "shippingUnit", from: unit.barcode, to: null }],
      },
    ];
  });
}

/** The problems of one unit's change by field, and what to save. */
function checkedChange(unit: repo.LockedUnit, change: UpdatePackingListBody) {
  const next = applyUnitChange(unit, change);
  const problems = unitProblems(next, unit.itemCount);
  if (!CONSOLIDATING.has(unit.load.status))
    problems.status =
      unit.load.status === "packed"
        ? `${unit.load.slug} is packed: move it back to picked to change its shipping units`
        : `${unit.load.slug} is ${unit.load.status}: its shipping units no longer change`;
  return { next: { ...next, notes: change.notes === undefined ? unit.notes : change.notes }, problems };
}

async function saveChanges(
  ctx: ServiceContext,
  changes: { unit: repo.LockedUnit; next: ReturnType<typeof checkedChange>["next"] }[],
): Promise<void> {
  for (const { unit, next } of changes) await repo.saveUnit(ctx.db, unit.id, next, ctx.actor.id);
  const events = changes.flatMap(({ unit, next }) => {
    const fields = [
      { field: "grossWeight", from: unit.grossWeight, to: next.grossWeight },
      { field: "tareWeight", from: unit.tareWeight, to: next.tareWeight },
      { field: "notes", from: unit.notes, to: next.notes },
      { field: "status", from: unit.status, to: next.status },
    ].filter((c) => c.from !== c.to);
    if (fields.length === 0) return [];
    const closing = unit.status !== next.status;
    return [
      {
        activityId: unit.load.id,
        action: "packing_list_updated",
        message: closing
          ? `Shipping unit ${unit.barcode} ${next.status === "closed" ? `closed at ${next.grossWeight} lbs gross` : "opened again"}`
          : `Shipping unit ${unit.barcode} updated`,
        changes: fields.map((c) => ({
          field: c.field,
          from: c.from === null ? null : String(c.from),
          to: c.to === null ? null : String(c.to),
        })),
        userId: ctx.actor.id,
      },
    ];
  });
  await recordEvents(ctx.db, events);
}

/** `PUT /packing_lists/{id}`: weights, notes, close or reopen (closing needs the gross weight). */
export async function updatePackingList(
  ctx: ServiceContext,
  id: number,
  change: UpdatePackingListBody,
): Promise<PackingList> {
  return ctx.db.transaction(async (tx) => {
    const unit = await lockUnit(id)(tx);
    const { next, problems } = checkedChange(unit, change);
    const fields = Object.keys(problems);
    if (problems.status && fields.length === 1 && !CONSOLIDATING.has(unit.load.status))
      throw new AppError(409, problems.status);
    if (fields.length > 0)
      throw new AppError(
        422,
        problems[fields[0] as string] as string,
        Object.fromEntries(fields.map((f) => [f, [problems[f] as string]])),
      );
    await saveChanges({ ...ctx, db: tx }, [{ unit, next }]);
    return unitAnswer(tx, unit.id);
  });
}

/** `PUT /packing_lists`: several units, all or none; problems named `items.<n>.<field>`. */
export async function bulkUpdatePackingLists(
  ctx: ServiceContext,
  body: BulkUpdatePackingListsBody,
): Promise<{ data: PackingList[] }> {
  return ctx.db.transaction(async (tx) => {
    const ids = body.map((b) => b.id);
    if (new Set(ids).size !== ids.length)
      throw new AppError(422, "Each shipping unit appears once in a bulk update", {
        items: ["Each shipping unit appears once in a bulk update"],
      });
    const units = new Map((await repo.unitsForUpdate(tx, ids)).map((u) => [u.id, u]));
    const errors: Record<string, string[]> = {};
    const changes = body.flatMap(({ id, ...change }, n) => {
      const unit = units.get(id);
      if (!unit) {
        errors[`items.${n}.id`] = [`No shipping unit has id ${id}`];
        return [];
      }
      const { next, problems } = checkedChange(unit, change);
      for (const [field, message] of Object.entries(problems))
        errors[`items.${n}.${field}`] = [`${unit.barcode}: ${message}`];
      return [{ unit, next }];
    });
    const failed = Object.keys(errors);
    if (failed.length > 0)
      throw new AppError(
        422,
        failed.length === 1
          ? ((errors[failed[0] as string] as string[])[0] as string)
          : `${failed.length} changes cannot be made; nothing was changed`,
        errors,
      );
    await saveChanges({ ...ctx, db: tx }, changes);
    return { data: await repo.unitsByIds(tx, ids) };
  });
}

/** `DELETE /packing_lists/{id}`: an open unit goes; its assets stay picked on the load (events). */
export async function deletePackingList(ctx: ServiceContext, id: number): Promise<void> {
  await consolidationStep(
    ctx,
    lockUnit(id),
    async (tx, unit) => {
      assertOpen(unit, "before removing it");
      const [answer] = await repo.unitsByIds(tx, [unit.id]);
      await repo.deleteUnit(tx, unit.id);
      return [
        {
          activityId: unit.load.id,
          action: "packing_list_removed",
          message: `Shipping unit ${unit.barcode} removed`,
        },
        ...(answer?.items ?? []).map((item) => ({
          activityId: unit.load.id,
          barcode: item.barcode,
          action: "unconsolidated",
          message: `Taken off ${unit.barcode} (unit removed)`,
          changes: [{ field: "shippingUnit", from: unit.barcode, to: null }],
        })),
      ];
    },
    async () => undefined,
  );
}

/** `GET /packing_lists/consolidated?accountId=`: the consignee's open outbound loads with their units. */
export async function listConsolidated(ctx: ServiceContext, accountId: number): Promise<ConsolidatedList> {
  const name = await repo.accountName(ctx.db, accountId);
  if (name === null)
    throw new AppError(422, `No account has id ${accountId}`, {
      accountId: [`No account has id ${accountId}`],
    });
  const loads = await repo.openLoadsOfConsignee(ctx.db, accountId, CONSOLIDATED_LOADS_LIMIT + 1);
  const shown = loads.slice(0, CONSOLIDATED_LOADS_LIMIT);
  const ids = shown.map((l) => l.id);
  const [units, progress] = await Promise.all([
    repo.unitsOfLoads(ctx.db, ids),
    repo.progressOfLoads(ctx.db, ids),
  ]);
  return {
    account: { id: accountId, name },
    more: loads.length > CONSOLIDATED_LOADS_LIMIT,
    data: shown.map((load) => ({
      slug: load.slug,
      status: load.status,
      warehouseShortName: load.warehouseShortName,
      scheduledDate: load.scheduledDate,
      toPick: progress.get(load.id)?.toPick ?? 0,
      progress: progressOf(progress.get(load.id)),
      packingLists: units.filter((u) => u.activitySlug === load.slug),
    })),
  };
}
