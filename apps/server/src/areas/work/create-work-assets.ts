import type { CreatedWorkItem, CreateWorkAssetsBody, WorkAssetsResult } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import { linkAssetsToAsnItems } from "../activities/asn-links";
import { ErrorList, recordEventsInChunks } from "../assets/use-cases/asset-checks";
import * as createdRepo from "./created-assets.repo";
import { applyCreationRules } from "./program-rules/program-rules";
import * as repo from "./work-assets.repo";
import { assertTakesWork, findWorkOrder, lockWorkOrder, workOrderNoun } from "./work-orders";

/** One asset to make in a work order, out of its source. */
export type WorkAssetToCreate = Omit<CreatedWorkItem, "grossWeight" | "netWeight" | "productId"> & {
  /** None for a container made empty (an ITAD LPN): it gets no product entry. */
  productId: number | null;
  /** Unknown (null) for a serial listed by its number alone (ITAD bulk-created serials). */
  grossWeight: number | null;
  netWeight: number | null;
  source: createdRepo.SourceAsset;
  /** The container it is made inside (an ITAD serial list's bin); loose on the order when absent. */
  parentId?: number | null;
};

/** What createWorkAssets made: each new asset's id and barcode, in the order of the items. */
export type CreatedWorkAsset = { id: number; barcode: string; sourceAssetId: number };

/**
 * Makes new assets in a work order out of its sources (SPEC §2 shop order created assets), in the
 * caller's transaction, the order locked and the items checked: each new asset gets the order's
 * account, its source's receiving load, warehouse, location, stock type and source, the order as
 * its activity, its product entry, a `created` work row naming the source and a `created` event
 * ("Created from <source> in <slug>"); each source gets one `assets_created` event listing them.
 * Barcodes left empty are generated (`<SLUG>-<n>`, counting the order's created assets).
 *
 * This is the one place assets are created in a work order: program rules that act on creation
 * (asset_cascade_properties) are applied here, after the rows are written.
 */
export async function createWorkAssets(
  ctx: ServiceContext,
  workOrder: repo.WorkOrderRow,
  items: WorkAssetToCreate[],
  options: { requestKey?: string } = {},
): Promise<CreatedWorkAsset[]> {
  const db = ctx.db;
  const given = new Set(items.flatMap((i) => (i.barcode ? [i.barcode] : [])));
  let next = (await createdRepo.createdCount(db, workOrder.id)) + 1;
  const prefix = workOrder.slug.toUpperCase();
  // Generated barcodes skip any already given, in this batch or in the database: candidates are
  // checked a batch at a time (one query for a few thousand serials, not one per barcode).
  const generated: string[] = [];
  const wanted = items.filter((i) => !i.barcode).length;
  while (generated.length < wanted) {
    const candidates: string[] = [];
    while (candidates.length < wanted - generated.length) {
      const candidate = `${prefix}-${next++}`;
      if (!given.has(candidate)) candidates.push(candidate);
    }
    const inUse = await createdRepo.barcodesInUse(db, candidates);
    for (const c of candidates) if (!inUse.has(c)) generated.push(c);
  }
  let g = 0;
  const barcodes = items.map((item) => item.barcode ?? (generated[g++] as string));
  const now = new Date();
  // Set-based writes (one statement each, whatever the count): ITAD serial lists make thousands.
  const inserted = await createdRepo.insertCreatedAssetRows(
    db,
    items.map((item, i) => ({
      barcode: barcodes[i] as string,
      type: item.type,
      serialNumber: item.serialNumber,
      parentId: item.parentId ?? null,
      activityId: workOrder.id,
      receivingActivityId: item.source.receivingActivityId,
      accountId: workOrder.accountId,
      warehouseId: item.source.warehouseId ?? workOrder.warehouseId,
      locationId: item.source.locationId,
      stockType: item.source.stockType,
      source: item.source.source,
      createdBy: ctx.actor.id,
      createdAt: now,
    })),
  );
  const created = inserted.map((row, i) => ({
    id: row.id,
    barcode: row.barcode,
    sourceAssetId: (items[i] as WorkAssetToCreate).source.id,
  }));
  await createdRepo.insertCreatedProductRows(
    db,
    items.flatMap((item, i) =>
      item.productId === null
        ? []
        : [
            {
              assetId: (created[i] as CreatedWorkAsset).id,
              productId: item.productId,
              quantity: item.quantity,
              grossWeight: item.grossWeight,
              netWeight: item.netWeight,
            },
          ],
    ),
  );
  await createdRepo.insertCreatedWorkRows(
    db,
    workOrder.id,
    created.map((c) => ({ assetId: c.id, sourceAssetId: c.sourceAssetId })),
    ctx.actor.id,
  );
  // A serial made here (a harvested drive, a listed serial) links to its load's ASN line too.
  await linkAssetsToAsnItems(
    db,
    created.map((c) => c.id),
  );
  const sources = new Map(items.map((i) => [i.source.id, i.source]));
  await recordEventsInChunks(db, [
    ...created.map((c) => ({
      activityId: workOrder.id,
      barcode: c.barcode,
      action: "created",
      message: `Created from ${sources.get(c.sourceAssetId)?.barcode} in ${workOrder.slug}`,
      userId: ctx.actor.id,
    })),
    ...[...sources.values()].map((source) => {
      const made = created.filter((c) => c.sourceAssetId === source.id).map((c) => c.barcode);
      return {
        activityId: workOrder.id,
        barcode: source.barcode,
        action: "assets_created",
        message: `${made.length} asset${made.length === 1 ? "" : "s"} created from it in ${workOrder.slug}: ${made.join(", ")}`,
        changes: [
          { field: "created", from: null, to: made },
          ...(options.requestKey ? [{ field: "requestKey", from: null, to: options.requestKey }] : []),
        ],
        userId: ctx.actor.id,
      };
    }),
  ]);
  await applyCreationRules(
    ctx,
    workOrder.id,
    created.map((c) => ({ assetId: c.id, containerId: c.sourceAssetId })),
  );
  return created;
}

/**
 * `POST /activities/{slug}/work_assets/created`: new assets out of one input of the work order,
 * all or none. Refused (422): a source that is not an input of this order (`sourceBarcode`), an
 * unknown product, a barcode given twice or already in use (`items.<i>.<field>`); a finished
 * order answers 409. A retry with the same `requestKey` (same user, same order) answers what the
 * first call made and makes nothing: the order's row lock makes the second wait for the first.
 */
export async function createFromSource(
  ctx: ServiceContext,
  slug: string,
  body: CreateWorkAssetsBody,
): Promise<WorkAssetsResult> {
  const activity = await findWorkOrder(ctx, slug);
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const order = await lockWorkOrder(tx, activity.id);
    if (body.requestKey) {
      const made = await createdRepo.barcodesOfRequest(tx, order.id, ctx.actor.id, body.requestKey);
      if (made) {
        const data = await repo.workAssetsOf(tx, order.id, await createdRepo.assetIdsByBarcode(tx, made));
        return { count: data.length, data };
      }
    }
    assertTakesWork(order, "create assets");
    const noun = workOrderNoun(order.type);
    const errors = new ErrorList();
    const found = await createdRepo.lockSource(tx, order.id, body.sourceBarcode);
    if (!found) errors.add("sourceBarcode", `No asset has barcode ${body.sourceBarcode}`);
    else if (found.role !== "input")
      errors.add(
        "sourceBarcode",
        `${body.sourceBarcode} is not an input of ${noun} ${order.slug}; scan it in first`,
      );
    const products = await createdRepo.existingProductIds(tx, [
      ...new Set(body.items.map((i) => i.productId)),
    ]);
    const given = body.items.flatMap((i) => (i.barcode ? [i.barcode] : []));
    const inUse = await createdRepo.barcodesInUse(tx, given);
    const seen = new Set<string>();
    body.items.forEach((item, i) => {
      if (!products.has(item.productId))
        errors.add(`items.${i}.productId`, `No product has id ${item.productId}`);
      if (!item.barcode) return;
      if (seen.has(item.barcode)) errors.add(`items.${i}.barcode`, `${item.barcode} is given twice`);
      else if (inUse.has(item.barcode)) errors.add(`items.${i}.barcode`, `${item.barcode} is already in use`);
      seen.add(item.barcode);
    });
    errors.throwIfAny();
    const source = (found as { asset: createdRepo.SourceAsset }).asset;
    const created = await createWorkAssets(
      inTx,
      order,
      body.items.map((item) => ({ ...item, source })),
      { requestKey: body.requestKey },
    );
    const data = await repo.workAssetsOf(
      tx,
      order.id,
      created.map((c) => c.id),
    );
    return { count: data.length, data };
  });
}
