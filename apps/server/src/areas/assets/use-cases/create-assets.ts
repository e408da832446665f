import type { AssetBody } from "@ops/domain";
import { AppError } from "../../../platform/app-error";
import type { EventInput } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import type { ActivityRow } from "../../activities/activity-scope";
import { linkAssetsToAsnItems } from "../../activities/asn-links";
import { syncLockHolds } from "../../itad/lock-holds";
import { applyReceivingRules } from "../../work/program-rules/program-rules";
import { activitiesBySlug, serialOwners } from "../asset-checks.repo";
import * as writes from "../asset-writes.repo";
import * as repo from "../assets.repo";
import {
  activityRefusal,
  attributeParser,
  ErrorList,
  ownFieldRefusals,
  type ParsedAttributes,
  parentRefusal,
  recordEventsInChunks,
} from "./asset-checks";

type KeyOf = (index: number, field: string) => string;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === "23505" || e.cause?.code === "23505";
}

/**
 * Receives assets (one or a batch) all or none, in the caller's transaction: every rule is
 * checked over the whole batch with set-based queries and every problem answers in one 422
 * (keyed by `keyOf`); then multi-row inserts, in-batch parents, first product entries and one
 * `received` event per asset in one statement. A parent may be an existing container or one
 * received in the same batch. A serial already on another asset is allowed but named in the
 * event (and flagged `duplicateSerial` on the answer).
 */
export async function receiveAssets(
  ctx: ServiceContext,
  bodies: AssetBody[],
  keyOf: KeyOf,
): Promise<{ id: number; barcode: string }[]> {
  const errors = new ErrorList();
  const loads = await activitiesBySlug(
    ctx.db,
    bodies.map((b) => b.activitySlug),
  );
  const batchIndex = new Map<string, number>();
  bodies.forEach((b, i) => {
    if (batchIndex.has(b.barcode))
      errors.add(keyOf(i, "barcode"), `Barcode ${b.barcode} appears more than once in this batch`);
    else batchIndex.set(b.barcode, i);
  });
  const barcodes = bodies.map((b) => b.barcode);
  const outsideParents = bodies
    .map((b) => b.parentBarcode)
    .filter((p): p is string => p !== null && !batchIndex.has(p));
  const [taken, parentRows, productIds, locationWarehouse] = await Promise.all([
    repo.takenBarcodes(ctx.db, barcodes),
    repo.rowsByBarcodes(ctx.db, [...new Set(outsideParents)]),
    repo.existingProducts(ctx.db, [
      ...new Set(bodies.map((b) => b.productId).filter((id): id is number => id !== null)),
    ]),
    repo.locationWarehouses(ctx.db, [
      ...new Set(bodies.map((b) => b.locationId).filter((id): id is number => id !== null)),
    ]),
  ]);
  const existingParents = new Map(parentRows.map((r) => [r.barcode, r]));
  const parse = await attributeParser(ctx.db, [...loads.values()]);
  const parsed: (ParsedAttributes | null)[] = [];

  bodies.forEach((body, i) => {
    parsed.push(null);
    if (taken.has(body.barcode)) errors.add(keyOf(i, "barcode"), `Barcode ${body.barcode} is already in use`);
    for (const r of ownFieldRefusals(body)) errors.add(keyOf(i, r.field), r.message);
    if (body.productId !== null && !productIds.has(body.productId))
      errors.add(keyOf(i, "productId"), `No product has id ${body.productId}`);
    const load = loads.get(body.activitySlug);
    const refusal = activityRefusal(load, body.activitySlug);
    if (refusal || !load) {
      errors.add(keyOf(i, "activitySlug"), refusal ?? "");
      return;
    }
    if (body.locationId !== null) {
      const warehouseId = locationWarehouse.get(body.locationId);
      if (warehouseId === undefined)
        errors.add(keyOf(i, "locationId"), `No location has id ${body.locationId}`);
      else if (warehouseId !== load.warehouseId)
        errors.add(keyOf(i, "locationId"), `The location is not in the warehouse of ${load.slug}`);
    }
    if (body.parentBarcode !== null) {
      const problem = parentProblem(bodies, batchIndex, existingParents, loads, i);
      if (problem) errors.add(keyOf(i, "parentBarcode"), problem);
    }
    errors.collect(() => {
      parsed[i] = parse(load, body.attributes, keyOf(i, "attributes"));
    });
  });
  errors.throwIfAny();

  const serials = [
    ...new Set(bodies.map((b) => b.serialNumber?.toUpperCase()).filter((s): s is string => !!s)),
  ];
  const owners = await serialOwners(ctx.db, serials);
  for (const b of bodies) {
    const serial = b.serialNumber?.toUpperCase();
    if (serial) owners.set(serial, [...(owners.get(serial) ?? []), b.barcode]);
  }

  const rows = bodies.map((body, i) => {
    const load = loads.get(body.activitySlug) as ActivityRow;
    const attrs = parsed[i] as ParsedAttributes;
    return {
      barcode: body.barcode,
      type: body.type,
      serialNumber: body.serialNumber,
      parentId: body.parentBarcode ? (existingParents.get(body.parentBarcode)?.id ?? null) : null,
      activityId: load.id,
      receivingActivityId: load.id,
      accountId: load.accountId,
      warehouseId: load.warehouseId,
      locationId: body.locationId,
      stockType: body.stockType,
      source: body.source,
      inboundGrossWeight: body.grossWeight,
      inboundNetWeight: body.netWeight,
      attributes: attrs.attributes,
      notes: attrs.notes ?? body.notes,
      locks: body.locks,
      createdBy: ctx.actor.id,
    };
  });
  let inserted: { id: number; barcode: string }[];
  try {
    inserted = await writes.insertAssets(ctx.db, rows);
  } catch (error) {
    // Another receiver took a barcode between the check and the insert.
    if (!isUniqueViolation(error)) throw error;
    const only = bodies.length === 1 ? bodies[0]?.barcode : undefined;
    const message = only
      ? `Barcode ${only} is already in use`
      : "A barcode of this batch was taken by someone else meanwhile; check the barcodes and send again";
    throw new AppError(422, message, { [only ? keyOf(0, "barcode") : "_"]: [message] });
  }
  const idOf = new Map(inserted.map((r) => [r.barcode, r.id]));
  await writes.setParents(
    ctx.db,
    bodies
      .filter((b) => b.parentBarcode !== null && batchIndex.has(b.parentBarcode))
      .map((b) => ({ id: idOf.get(b.barcode) ?? 0, parentId: idOf.get(b.parentBarcode ?? "") ?? 0 })),
  );
  await writes.insertProductAssets(
    ctx.db,
    bodies
      .filter((b) => b.productId !== null)
      .map((b) => ({
        assetId: idOf.get(b.barcode) ?? 0,
        productId: b.productId as number,
        position: 0,
        quantity: b.quantity,
        grossWeight: b.grossWeight,
        netWeight: b.netWeight,
      })),
  );
  // The ASN line each serial was announced on: where its evidence chain starts.
  await linkAssetsToAsnItems(
    ctx.db,
    inserted.map((r) => r.id),
  );
  const events: EventInput[] = bodies.map((b) => {
    const load = loads.get(b.activitySlug) as ActivityRow;
    const others = (owners.get(b.serialNumber?.toUpperCase() ?? "") ?? []).filter((x) => x !== b.barcode);
    const duplicate = others.length > 0 ? `; serial ${b.serialNumber} is also on ${others.join(", ")}` : "";
    return {
      activityId: load.id,
      barcode: b.barcode,
      action: "received",
      message: `Received on ${load.slug}${duplicate}`,
      // Who found a lock is read from the event that added it (GET /assets/{barcode}/locks).
      ...(b.locks.length > 0 ? { changes: [{ field: "locks", from: null, to: b.locks }] } : {}),
      userId: ctx.actor.id,
    };
  });
  await recordEventsInChunks(ctx.db, events);
  // A device received with locks is held (`locked`) until they are cleared.
  await syncLockHolds(
    ctx.db,
    bodies
      .filter((b) => b.locks.length > 0)
      .map((b) => ({
        id: idOf.get(b.barcode) ?? 0,
        barcode: b.barcode,
        activityId: (loads.get(b.activitySlug) as ActivityRow).id,
        locks: b.locks,
      })),
    ctx.actor.id,
  );
  // The programs' receiving rules (holds, locks, tested upstream, the load's shop order).
  const byLoad = new Map<
    number,
    { load: ActivityRow; assetIds: number[]; contained: { assetId: number; containerId: number }[] }
  >();
  for (const b of bodies) {
    const load = loads.get(b.activitySlug) as ActivityRow;
    const entry = byLoad.get(load.id) ?? { load, assetIds: [], contained: [] };
    const assetId = idOf.get(b.barcode) ?? 0;
    entry.assetIds.push(assetId);
    if (b.parentBarcode !== null) {
      const containerId = idOf.get(b.parentBarcode) ?? existingParents.get(b.parentBarcode)?.id;
      if (containerId !== undefined) entry.contained.push({ assetId, containerId });
    }
    byLoad.set(load.id, entry);
  }
  await applyReceivingRules(ctx, [...byLoad.values()]);
  return inserted;
}

/** Why the parent named by bodies[i] cannot hold it (in the batch or already received). */
function parentProblem(
  bodies: AssetBody[],
  batchIndex: Map<string, number>,
  existing: Map<string, repo.AssetRow>,
  loads: Map<string, ActivityRow>,
  i: number,
): string | null {
  const body = bodies[i] as AssetBody;
  const parentBarcode = body.parentBarcode as string;
  const load = loads.get(body.activitySlug) as ActivityRow;
  if (parentBarcode === body.barcode) return "An asset cannot be inside itself";
  const j = batchIndex.get(parentBarcode);
  if (j === undefined) return parentRefusal(existing.get(parentBarcode), parentBarcode, load);
  const parent = bodies[j] as AssetBody;
  const refusal = parentRefusal(
    { barcode: parent.barcode, type: parent.type, activityId: loads.get(parent.activitySlug)?.id ?? null },
    parentBarcode,
    load,
  );
  if (refusal) return refusal;
  // Containers inside each other within one batch must not form a loop.
  const seen = new Set([body.barcode]);
  let next: string | null = parentBarcode;
  while (next !== null && batchIndex.has(next)) {
    if (seen.has(next))
      return `${parentBarcode} is inside ${body.barcode}; containers cannot hold each other`;
    seen.add(next);
    next = bodies[batchIndex.get(next) as number]?.parentBarcode ?? null;
  }
  return null;
}
