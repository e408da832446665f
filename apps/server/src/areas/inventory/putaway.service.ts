import {
  type Asset,
  type AssetType,
  entersStock,
  type PutawayAssetList,
  type PutawayBody,
  type PutawayListQuery,
  placementRefusal,
} from "@ops/domain";
import { AppError } from "../../platform/app-error";
import { type Change, type EventInput, recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { requirePermission } from "../../platform/permissions";
import { assetAnswersOf } from "../assets/asset-scope";
import * as locations from "./locations.repo";
import { assertOperator } from "./locations.service";
import * as repo from "./putaway.repo";

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * Puts an asset, and everything inside it, at a location (SPEC §7 Locations "add asset", the
 * putaway scan). The location rules (putaway.rules) decide; a refusal is 409 with the reason and
 * changes nothing. An inbound asset put at a stock location enters its warehouse's inventory
 * activity with its contents (`put_away`); otherwise only the location changes (`moved`). One
 * event per asset that changed, in the transaction of the change.
 */
export async function putAway(ctx: ServiceContext, body: PutawayBody): Promise<Asset> {
  assertOperator(ctx, "where assets are");
  const rootId = await ctx.db.transaction(async (tx) => {
    const location = await locations.findLocation(tx, body.locationId);
    if (!location) throw new AppError(404, `No location has id ${body.locationId}`);
    const asset = await repo.lockScannedAsset(tx, body.barcode);
    if (!asset) throw new AppError(404, `No asset has barcode ${body.barcode}`);
    if (asset.closed) throw new AppError(409, `${asset.barcode} was closed; it is no longer in use`);
    if (asset.parentBarcode)
      throw new AppError(
        409,
        `${asset.barcode} is inside ${asset.parentBarcode}; put ${asset.parentBarcode} away (what it holds goes along) or take ${asset.barcode} out first`,
      );
    const tree = await repo.treeOf(tx, asset.id);
    const held = tree.some((member) => member.held);
    const refusal = placementRefusal(
      { barcode: asset.barcode, warehouseId: asset.warehouseId, accountId: asset.accountId, held },
      {
        barcode: location.barcode,
        warehouseId: location.warehouseId,
        warehouseShortName: location.warehouseShortName,
        type: location.type,
        active: location.active,
        accountId: location.accountId,
        accountName: location.accountName,
      },
    );
    if (refusal) throw new AppError(409, refusal);

    const stock = entersStock({ activityType: asset.activityType, held }, location.type);
    const inventory = stock ? await repo.inventoryActivityOf(tx, location.warehouseId) : undefined;
    if (stock && !inventory)
      throw new AppError(
        409,
        `${location.warehouseShortName} has no inventory activity; ask an administrator`,
      );
    const events: EventInput[] = [];
    for (const member of tree) {
      const changes: Change[] = [];
      if (member.locationBarcode !== location.barcode)
        changes.push({ field: "location", from: member.locationBarcode, to: location.barcode });
      const toActivity = inventory && member.activityId !== inventory.id ? inventory : null;
      if (toActivity) changes.push({ field: "activity", from: member.activitySlug, to: toActivity.slug });
      if (changes.length === 0) continue;
      events.push({
        activityId: toActivity?.id ?? member.activityId,
        barcode: member.barcode,
        action: toActivity ? "put_away" : "moved",
        message: toActivity
          ? `Put away at ${location.barcode} into ${toActivity.slug}`
          : `Moved to location ${location.barcode}`,
        changes,
        userId: ctx.actor.id,
      });
    }
    await repo.placeAssets(
      tx,
      tree.map((m) => m.id),
      {
        locationId: location.id,
        ...(inventory ? { activityId: inventory.id } : {}),
        ...(body.stockType !== undefined ? { stockType: body.stockType } : {}),
      },
    );
    await recordEvents(tx, events);
    return asset.id;
  });
  const [answer] = await assetAnswersOf(ctx.db, [rootId]);
  if (!answer) throw new Error(`asset ${rootId} vanished after its putaway`);
  return answer;
}

/**
 * A user's putaway list (`me` = the signed-in user). Operators only; another user's list needs
 * inventory.manage. An unknown user, or one who is not operator staff, is 404.
 */
export async function listPutawayAssets(
  ctx: ServiceContext,
  userRef: number | "me",
  query: PutawayListQuery,
): Promise<PutawayAssetList> {
  assertOperator(ctx, "putaway lists");
  const userId = userRef === "me" ? ctx.actor.id : userRef;
  if (userId !== ctx.actor.id) {
    requirePermission(ctx.actor, "inventory.manage");
    if (!(await repo.operatorUserExists(ctx.db, userId))) throw new AppError(404, `No user has id ${userId}`);
  }
  const { rows, total } = await repo.pagePutawayAssets(ctx.db, userId, query);
  return {
    total,
    data: rows.map((r) => ({
      id: Number(r.id),
      barcode: r.barcode,
      type: r.type as AssetType,
      serialNumber: r.serial_number,
      activitySlug: r.activity_slug,
      accountName: r.account_name,
      productName: r.product_name,
      contentsCount: Number(r.contents_count),
      createdAt: iso(r.created_at),
    })),
  };
}
