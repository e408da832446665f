import {
  ACTIVITY_TYPES,
  type CrossDockedAsset,
  type CrossDockedList,
  type CrossDockedQuery,
  holdName,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import { type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { findActivity } from "../activities/core/activity-scope";
import { assetTree, moveToActivity } from "../inventory/picking.service";
import * as repo from "./cross-dock.repo";
import { consigneeRefusal } from "./outbound.service";

/** Loads still taking assets: nothing set aside yet, being built, or picked (a cross-docked asset is picked). */
const TAKING = new Set(["requested", "building", "picked"]);

const typeLabel = (type: string) => ACTIVITY_TYPES.find((t) => t.id === type)?.label.toLowerCase() ?? type;
const holdLabel = (type: string) => holdName(type).toLowerCase();
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

/** Why the load takes no cross-docked assets, or null. */
function loadRefusal(load: repo.CrossDockLoad): string | null {
  if (load.type !== "outbound")
    return `${load.slug} is ${withArticle(typeLabel(load.type))} activity: assets are cross-docked onto outbound loads`;
  if (!TAKING.has(load.status))
    return `${load.slug} is ${load.status}: assets are cross-docked onto loads still being built (requested, building or picked)`;
  return null;
}

/**
 * Why the scanned asset cannot go straight onto the load, or null: it must sit on an inbound
 * load of the same warehouse, off every location (never put away), top-level, not held, and
 * not reserved for anything.
 */
function assetRefusal(asset: repo.CrossDockCandidate, load: repo.CrossDockLoad): string | null {
  const b = asset.barcode;
  if (asset.closed) return `${b} is closed: it cannot be shipped`;
  if (asset.activityId === load.id) return `${b} is on ${load.slug} already`;
  if (asset.parentBarcode)
    return `${b} is inside ${asset.parentBarcode}: scan ${asset.parentBarcode} to cross-dock it whole`;
  if (asset.activityType === "inventory")
    return `${b} is in stock: reserve it for ${load.slug} from the assets tab instead`;
  if (asset.activityType !== "inbound")
    return `${b} is on ${asset.activitySlug ?? "no load"}, not on an inbound load: only received assets are cross-docked`;
  if (asset.warehouseId !== load.warehouseId)
    return `${b} was received at ${asset.warehouseShortName ?? "another warehouse"}, not ${load.warehouseShortName}`;
  if (asset.locationBarcode)
    return `${b} is at location ${asset.locationBarcode}: only assets not yet put away are cross-docked`;
  if (asset.holdType) return `${b} is on ${holdLabel(asset.holdType)}: it cannot leave`;
  if (asset.reservedFor) return `${b} is reserved for ${asset.reservedFor}`;
  return null;
}

/**
 * `POST /activities/{slug}/cross_dock`: the scanned asset (and everything inside it) moves from
 * its inbound load onto the outbound load, with a reservation created directly as picked; a
 * requested load becomes building. One `cross_docked` event per asset moved (and the load's
 * `status_changed`), in the same transaction. 409 with the reason when the rule refuses; 422 on
 * `barcode` when the consignee may not receive it (a client receives only its own family's assets).
 */
export async function crossDockAsset(
  ctx: ServiceContext,
  slug: string,
  barcode: string,
): Promise<CrossDockedAsset> {
  const assetId = await ctx.db.transaction(async (tx) => {
    const load = await repo.lockLoad(tx, slug.toLowerCase());
    if (!load) throw notFound("Activity");
    const loadProblem = loadRefusal(load);
    if (loadProblem) throw new AppError(409, loadProblem);
    const asset = await repo.lockCandidate(tx, barcode);
    if (!asset) throw new AppError(404, `No asset has barcode ${barcode}`);
    const problem = assetRefusal(asset, load);
    if (problem) throw new AppError(409, problem);
    const held = await repo.heldInside(tx, asset.id);
    if (held) throw new AppError(409, `${held} inside ${asset.barcode} is on hold: it cannot leave`);
    const tree = await assetTree(tx, asset.id);
    const consignee = await consigneeRefusal(
      tx,
      load.id,
      tree.map((a) => a.id),
    );
    if (consignee) throw fieldError("barcode", consignee);
    await moveToActivity(
      tx,
      tree.map((a) => a.id),
      load.id,
    );
    await repo.insertPickedReservation(tx, {
      assetId: asset.id,
      activityId: load.id,
      warehouseId: load.warehouseId,
      by: ctx.actor.id,
    });
    const events: EventInput[] = tree.map((a) => ({
      activityId: load.id,
      barcode: a.barcode,
      action: "cross_docked",
      message:
        a.id === asset.id
          ? `Cross-docked from ${asset.activitySlug} onto ${load.slug}`
          : `Cross-docked inside ${asset.barcode}`,
      changes: [{ field: "activity", from: asset.activitySlug, to: load.slug }],
      userId: ctx.actor.id,
    }));
    if (load.status === "requested") {
      await repo.markBuilding(tx, load.id);
      events.push({
        activityId: load.id,
        action: "status_changed",
        message: `Status requested → building: ${asset.barcode} cross-docked`,
        changes: [{ field: "status", from: "requested", to: "building" }],
        userId: ctx.actor.id,
      });
    }
    await recordEvents(tx, events);
    return asset.id;
  });
  const load = await findActivity(ctx, slug);
  const answer = await repo.crossDockedAsset(ctx.db, load.id, assetId);
  if (!answer) throw new Error(`cross-docked asset ${barcode} is not on ${slug}`);
  return answer;
}

/** `GET /activities/{slug}/assets/cross-docked`: the outbound load's assets that never were in stock. */
export async function listCrossDocked(
  ctx: ServiceContext,
  slug: string,
  query: CrossDockedQuery,
): Promise<CrossDockedList> {
  const load = await findActivity(ctx, slug);
  if (load.type !== "outbound")
    throw new AppError(
      409,
      `${load.slug} is ${withArticle(typeLabel(load.type))} activity, not an outbound load`,
    );
  return repo.pageCrossDocked(ctx.db, load.id, query);
}
