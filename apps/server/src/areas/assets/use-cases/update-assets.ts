import { type Asset, type AssetUpdate, type BulkAssetUpdateBody, systemAttributes } from "@ops/domain";
import type { z } from "zod";
import { fieldError } from "../../../platform/app-error";
import { type Change, changesBetween, type EventInput, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import type { ActivityRow } from "../../activities/activity-scope";
import { syncLockHolds } from "../../itad/lock-holds";
import { assertReusable } from "../../itad/reuse-checks";
import { assertRoutable, assertRoutingExists } from "../../itad/routing-checks";
import { parseAssetAttributes } from "../asset-attributes";
import { findAsset } from "../asset-scope";
import * as writes from "../asset-writes.repo";
import * as repo from "../assets.repo";
import {
  activityForField,
  ErrorList,
  isContainer,
  ownFieldRefusals,
  parentRefusal,
  recordEventsInChunks,
  typeLabel,
} from "./asset-checks";

/** The fields of an asset that an update can change, flat, for its event's before/after. */
function viewOf(asset: Asset) {
  const first = asset.productAssets[0];
  return {
    type: asset.type,
    serialNumber: asset.serialNumber,
    parentBarcode: asset.parentBarcode,
    productId: first?.productId ?? null,
    quantity: first?.quantity ?? null,
    grossWeight: asset.inboundGrossWeight,
    netWeight: asset.inboundNetWeight,
    locationId: asset.locationId,
    stockType: asset.stockType,
    source: asset.source,
    attributes: asset.attributes,
    notes: asset.notes,
    locks: asset.locks,
    disposition: asset.disposition,
    r2Classification: asset.r2Classification,
    routingId: asset.routingId,
    newInBox: asset.newInBox,
  };
}

/** Records the move of each moved asset: from which activity to which. */
async function recordMoves(
  ctx: ServiceContext,
  moved: { barcode: string; fromActivityId: number | null }[],
  target: ActivityRow,
) {
  const from = await repo.activitySlugs(ctx.db, [
    ...new Set(moved.map((m) => m.fromActivityId).filter((id): id is number => id !== null)),
  ]);
  await recordEventsInChunks(
    ctx.db,
    moved.map((m) => {
      const fromSlug = m.fromActivityId === null ? null : (from.get(m.fromActivityId) ?? null);
      return {
        activityId: target.id,
        barcode: m.barcode,
        action: "moved",
        message: `Moved from ${fromSlug ?? "no activity"} to ${target.slug}`,
        changes: [{ field: "activitySlug", from: fromSlug, to: target.slug }],
        userId: ctx.actor.id,
      };
    }),
  );
}

/**
 * Changes the fields sent (absent means unchanged). Moving to another activity is refused
 * while the asset or anything inside it is held; it moves what it holds along and writes a
 * `moved` event for each, other changes one `updated` event with before/after.
 */
export async function updateAsset(ctx: ServiceContext, id: number, body: AssetUpdate): Promise<Asset> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    if (body.parentBarcode) await repo.lockNestingOf(tx, body.parentBarcode);
    const row = await findAsset(t, id, { forUpdate: true });
    const before = (await repo.assetById(tx, id)) as Asset;
    let load: ActivityRow | null = null;
    if (body.activitySlug !== undefined && body.activitySlug !== before.activitySlug) {
      load = await activityForField(t, body.activitySlug);
      await repo.assertNotHeld(tx, await repo.withDescendants(tx, [id]), "move");
    }
    const activityId = load?.id ?? row.activityId;
    const warehouseId = load?.warehouseId ?? row.warehouseId;
    const type = body.type ?? row.type;
    const errors = new ErrorList();
    for (const r of ownFieldRefusals({
      type,
      serialNumber: body.serialNumber !== undefined ? body.serialNumber : row.serialNumber,
      locks: body.locks ?? row.locks,
      grossWeight: body.grossWeight !== undefined ? body.grossWeight : row.inboundGrossWeight,
      netWeight: body.netWeight !== undefined ? body.netWeight : row.inboundNetWeight,
    }))
      errors.add(r.field, r.message);
    if (!isContainer(type) && before.childCount > 0)
      errors.add(
        "type",
        `${row.barcode} contains ${before.childCount} asset${before.childCount === 1 ? "" : "s"}; a ${typeLabel(type)} cannot contain assets`,
      );
    if (body.productId != null && !(await repo.existingProducts(tx, [body.productId])).has(body.productId))
      errors.add("productId", `No product has id ${body.productId}`);
    if (body.locationId != null) {
      const at = (await repo.locationWarehouses(tx, [body.locationId])).get(body.locationId);
      if (at === undefined) errors.add("locationId", `No location has id ${body.locationId}`);
      else if (at !== warehouseId) errors.add("locationId", "The location is not in the asset's warehouse");
    }
    let parentId: number | null | undefined;
    if (body.parentBarcode === null) parentId = null;
    else if (body.parentBarcode !== undefined) {
      const [parent] = await repo.rowsByBarcodes(tx, [body.parentBarcode]);
      const within = parent ? (await repo.withDescendants(tx, [id])).includes(parent.id) : false;
      const refusal = within
        ? `${body.parentBarcode} is ${parent?.id === id ? "this asset" : `inside ${row.barcode}`}; an asset cannot be inside itself`
        : parentRefusal(parent, body.parentBarcode, load ?? { id: activityId, slug: before.activitySlug });
      if (refusal) errors.add("parentBarcode", refusal);
      parentId = parent?.id;
    }
    let attributes: { attributes: Record<string, unknown>; notes: string | null } | undefined;
    const accountId = load?.accountId ?? row.accountId;
    if (body.attributes !== undefined) {
      try {
        // An activity without an account (a warehouse's inventory) has the standard form: no attributes.
        attributes =
          accountId === null || activityId === null
            ? { attributes: {}, notes: null }
            : await parseAssetAttributes(tx, accountId, activityId, body.attributes);
      } catch (error) {
        errors.absorb(error);
      }
      // What program rules wrote (testedUpstream…) is no form field: the edit keeps it as stored.
      if (attributes)
        attributes = {
          ...attributes,
          attributes: { ...attributes.attributes, ...systemAttributes(before.attributes) },
        };
    }
    try {
      await assertRoutingExists(tx, body.routingId, "routingId");
    } catch (error) {
      errors.absorb(error);
    }
    errors.throwIfAny();

    if (load) await recordMoves(t, await writes.moveTrees(tx, [id], load), load);
    await writes.updateAssets(tx, [id], {
      type,
      ...(body.serialNumber !== undefined ? { serialNumber: body.serialNumber } : {}),
      ...(parentId !== undefined ? { parentId } : {}),
      ...(body.grossWeight !== undefined ? { inboundGrossWeight: body.grossWeight } : {}),
      ...(body.netWeight !== undefined ? { inboundNetWeight: body.netWeight } : {}),
      ...(body.locationId !== undefined ? { locationId: body.locationId } : {}),
      ...(body.stockType !== undefined ? { stockType: body.stockType } : {}),
      ...(body.source !== undefined ? { source: body.source } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(attributes ? { attributes: attributes.attributes } : {}),
      ...(attributes?.notes != null ? { notes: attributes.notes } : {}),
      ...(body.locks !== undefined ? { locks: body.locks } : {}),
      ...(body.disposition !== undefined ? { disposition: body.disposition } : {}),
      ...(body.r2Classification !== undefined ? { r2Classification: body.r2Classification } : {}),
      ...(body.routingId !== undefined ? { routingId: body.routingId } : {}),
      ...(body.newInBox !== undefined ? { newInBox: body.newInBox } : {}),
    });
    await saveProductEntry(t, id, body);
    const after = (await repo.assetById(tx, id)) as Asset;
    const changes = changesBetween(viewOf(before), viewOf(after));
    if (changes.length > 0)
      await recordEvents(tx, [
        {
          activityId: activityId,
          barcode: row.barcode,
          action: "updated",
          message: `Changed ${changes.map((c) => c.field).join(", ")}`,
          changes,
          userId: ctx.actor.id,
        },
      ]);
    // After the change and its event: the `locked` hold follows the locks, then routing to
    // resale or reuse is refused while any hold (that one included) is active.
    if (body.locks !== undefined)
      await syncLockHolds(tx, [{ id, barcode: row.barcode, activityId, locks: body.locks }], ctx.actor.id);
    // Only a change of classification is refused: a form saved again with the same value (say, to
    // clear the locks) is not routing the device anew.
    if (body.r2Classification !== undefined && body.r2Classification !== before.r2Classification)
      await assertRoutable(tx, [{ id, barcode: row.barcode }], body.r2Classification);
    // Rule erasure_before_reuse, on what this update changes (a form saved again with the same
    // routing is not routing the device anew), after the hold check (a hold is the more specific
    // refusal): a refusal rolls the whole transaction back, so nothing changes.
    await assertReusable(tx, [{ id, barcode: row.barcode }], {
      ...(body.r2Classification !== undefined && body.r2Classification !== before.r2Classification
        ? { r2Classification: body.r2Classification }
        : {}),
      ...(body.disposition !== undefined && body.disposition !== before.disposition
        ? { disposition: body.disposition }
        : {}),
    });
    return body.locks !== undefined ? ((await repo.assetById(tx, id)) as Asset) : after;
  });
}

/** The first product entry follows the product, quantity and weights sent. */
async function saveProductEntry(ctx: ServiceContext, id: number, body: AssetUpdate) {
  if (body.productId === null) return writes.deleteFirstProductAsset(ctx.db, id);
  const entry = await writes.firstProductAsset(ctx.db, id);
  const productId = body.productId ?? entry?.productId;
  const touched =
    body.productId !== undefined ||
    body.quantity !== undefined ||
    body.grossWeight !== undefined ||
    body.netWeight !== undefined;
  if (productId === undefined || !touched) return;
  await writes.saveFirstProductAsset(ctx.db, id, {
    productId,
    quantity: body.quantity ?? entry?.quantity ?? 1,
    grossWeight: body.grossWeight !== undefined ? body.grossWeight : (entry?.grossWeight ?? null),
    netWeight: body.netWeight !== undefined ? body.netWeight : (entry?.netWeight ?? null),
  });
}

type BulkBody = z.infer<typeof BulkAssetUpdateBody>;

/**
 * The same change to every named asset, all or none, set-based: one lock, one move of the
 * trees, one update, one event statement. A move is refused while any of them is held.
 */
export async function bulkUpdateAssets(ctx: ServiceContext, body: BulkBody): Promise<{ count: number }> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const barcodes = [...new Set(body.barcodes)];
    const found = new Map((await repo.rowsByBarcodes(tx, barcodes)).map((r) => [r.barcode, r]));
    const errors = new ErrorList();
    body.barcodes.forEach((b, i) => {
      if (!found.has(b)) errors.add(`barcodes.${i}`, `No asset has barcode ${b}`);
    });
    errors.throwIfAny();
    if (body.changes.parentBarcode) await repo.lockNestingOf(tx, body.changes.parentBarcode);
    const rows = await repo.lockAssets(
      tx,
      [...found.values()].map((r) => r.id),
    );
    const ids = rows.map((r) => r.id);
    const { changes } = body;
    const load = changes.activitySlug
      ? await activityForField(t, changes.activitySlug, "changes.activitySlug")
      : null;
    const movers = load ? rows.filter((r) => r.activityId !== load.id) : [];
    if (movers.length > 0)
      await repo.assertNotHeld(
        tx,
        await repo.withDescendants(
          tx,
          movers.map((r) => r.id),
        ),
        "move",
      );
    const finalActivity = (r: repo.AssetRow) => load?.id ?? r.activityId;
    const finalWarehouse = (r: repo.AssetRow) => load?.warehouseId ?? r.warehouseId;
    if (changes.locationId != null) {
      const at = (await repo.locationWarehouses(tx, [changes.locationId])).get(changes.locationId);
      if (at === undefined)
        throw fieldError("changes.locationId", `No location has id ${changes.locationId}`);
      const away = rows.find((r) => finalWarehouse(r) !== at);
      if (away)
        throw fieldError("changes.locationId", `The location is not in the warehouse of ${away.barcode}`);
    }
    let parent: repo.AssetRow | undefined;
    if (changes.parentBarcode) {
      [parent] = await repo.rowsByBarcodes(tx, [changes.parentBarcode]);
      if (parent && (await repo.withDescendants(tx, ids)).includes(parent.id))
        throw fieldError("changes.parentBarcode", `${parent.barcode} is one of these assets or inside one`);
      for (const r of rows) {
        const refusal = parentRefusal(parent, changes.parentBarcode, {
          id: finalActivity(r),
          slug: load?.slug ?? null,
        });
        if (refusal) throw fieldError("changes.parentBarcode", refusal);
      }
    }
    await assertRoutingExists(tx, changes.routingId, "changes.routingId");
    const routingValues = {
      ...(changes.disposition !== undefined ? { disposition: changes.disposition } : {}),
      ...(changes.r2Classification !== undefined ? { r2Classification: changes.r2Classification } : {}),
      ...(changes.routingId !== undefined ? { routingId: changes.routingId } : {}),
      ...(changes.newInBox !== undefined ? { newInBox: changes.newInBox } : {}),
    };
    if (load && movers.length > 0)
      await recordMoves(
        t,
        await writes.moveTrees(
          tx,
          movers.map((r) => r.id),
          load,
        ),
        load,
      );
    await writes.updateAssets(tx, ids, {
      ...(changes.locationId !== undefined ? { locationId: changes.locationId } : {}),
      ...(changes.stockType !== undefined ? { stockType: changes.stockType } : {}),
      ...(changes.source !== undefined ? { source: changes.source } : {}),
      ...(changes.parentBarcode !== undefined ? { parentId: parent?.id ?? null } : {}),
      ...routingValues,
    });
    const parentBarcodes = await repo.barcodesOf(
      tx,
      rows.map((r) => r.parentId).filter((p): p is number => p !== null),
    );
    const events: EventInput[] = [];
    for (const r of rows) {
      const list: Change[] = changesBetween(
        {
          locationId: r.locationId,
          stockType: r.stockType,
          source: r.source,
          parentBarcode: r.parentId === null ? null : (parentBarcodes.get(r.parentId) ?? null),
          disposition: r.disposition,
          r2Classification: r.r2Classification,
          routingId: r.routingId,
          newInBox: r.newInBox,
        },
        {
          ...(changes.locationId !== undefined ? { locationId: changes.locationId } : {}),
          ...(changes.stockType !== undefined ? { stockType: changes.stockType } : {}),
          ...(changes.source !== undefined ? { source: changes.source } : {}),
          ...(changes.parentBarcode !== undefined ? { parentBarcode: changes.parentBarcode } : {}),
          ...routingValues,
        },
      );
      if (list.length > 0)
        events.push({
          activityId: finalActivity(r),
          barcode: r.barcode,
          action: "updated",
          message: `Changed ${list.map((c) => c.field).join(", ")} (bulk)`,
          changes: list,
          userId: ctx.actor.id,
        });
    }
    await recordEventsInChunks(tx, events);
    await assertRoutable(tx, rows, changes.r2Classification);
    // Rule erasure_before_reuse after the hold check; a refusal rolls everything back.
    await assertReusable(tx, rows, {
      r2Classification: changes.r2Classification,
      disposition: changes.disposition,
    });
    return { count: ids.length };
  });
}
