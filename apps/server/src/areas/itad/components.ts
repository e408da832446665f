import {
  type ComponentsBody,
  type ComponentsQuery,
  type ComponentsResult,
  isWorkOrderType,
  type SerialList,
  workOrderNoun,
} from "@ops/domain";
import { AppError } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { assetAnswersOf, assetAnswersOfBarcodes, findAsset, pageAssetAnswers } from "../assets/asset-scope";
import { ErrorList, isContainer } from "../assets/use-cases/asset-checks";
import { createWorkAssets } from "../work/create-work-assets";
import { assertTakesWork, barcodesMadeByRequest, lockWorkOrder } from "../work/work-orders";
import * as repo from "./itad.repo";
import { findItadOrder } from "./itad-orders";

/**
 * `POST /assets/{barcode}/components`: parts harvested from a device (memory, CPU, drives,
 * batteries), all or none. Each is a new serial asset made by the work order's created-asset
 * path (own generated barcode, its product, the device as source: a `created` event on the part,
 * an `assets_created` event on the device) linked to the device (harvested_from) and put in a
 * bin of the order, or left loose on it. The device must be a serial on a work order (or the
 * mobility activity) that takes work.
 */
export async function createComponents(
  ctx: ServiceContext,
  barcode: string,
  body: ComponentsBody,
): Promise<ComponentsResult> {
  await findAsset(ctx, barcode);
  return ctx.db.transaction(async (tx) => {
    const device = (await repo.lockByBarcodes(tx, [barcode.toUpperCase()])).get(barcode.toUpperCase());
    if (!device) throw new AppError(404, "Asset not found");
    if (device.type !== "serial")
      throw new AppError(
        422,
        `${device.barcode} is a ${device.type}; parts are harvested from a serial device`,
        {
          barcode: [`${device.barcode} is a ${device.type}; parts are harvested from a serial device`],
        },
      );
    const order = device.activityId === null ? undefined : await lockWorkOrder(tx, device.activityId);
    if (!order || !(isWorkOrderType(order.type) || order.type === "mobility"))
      throw new AppError(409, `${device.barcode} is not on a work order; scan it into one first`);
    if (body.requestKey) {
      // A retry of a call that went through answers what it made and makes nothing.
      const made = await barcodesMadeByRequest(tx, order.id, ctx.actor.id, body.requestKey);
      if (made) return { components: await assetAnswersOfBarcodes(tx, made) };
    }
    assertTakesWork(order, "harvest components");
    const errors = new ErrorList();
    const products = await repo.existingProductIds(tx, [...new Set(body.components.map((c) => c.productId))]);
    const binBarcodes = [...new Set(body.components.flatMap((c) => (c.binBarcode ? [c.binBarcode] : [])))];
    const bins = await repo.lockByBarcodes(tx, binBarcodes);
    body.components.forEach((c, i) => {
      if (!products.has(c.productId))
        errors.add(`components.${i}.productId`, `No product has id ${c.productId}`);
      if (!c.binBarcode) return;
      const bin = bins.get(c.binBarcode);
      if (!bin) errors.add(`components.${i}.binBarcode`, `No asset has barcode ${c.binBarcode}`);
      else if (!isContainer(bin.type))
        errors.add(`components.${i}.binBarcode`, `${c.binBarcode} is not a bin`);
      else if (bin.activityId !== order.id)
        errors.add(
          `components.${i}.binBarcode`,
          `${c.binBarcode} is not on ${workOrderNoun(order.type)} ${order.slug}`,
        );
    });
    errors.throwIfAny();
    const created = await createWorkAssets(
      { ...ctx, db: tx },
      order,
      body.components.map((c) => ({
        type: "serial" as const,
        barcode: null,
        serialNumber: c.serialNumber ?? null,
        productId: c.productId,
        quantity: 1,
        grossWeight: null,
        netWeight: null,
        source: device,
      })),
      { requestKey: body.requestKey },
    );
    const ids = created.map((c) => c.id);
    await repo.setHarvestedFrom(tx, ids, device.id);
    const byBin = new Map<number, number[]>();
    body.components.forEach((c, i) => {
      const bin = c.binBarcode ? bins.get(c.binBarcode) : undefined;
      if (bin) byBin.set(bin.id, [...(byBin.get(bin.id) ?? []), (created[i] as { id: number }).id]);
    });
    for (const [binId, parts] of byBin) await repo.setParent(tx, parts, binId);
    const components = await assetAnswersOf(tx, ids);
    return { components };
  });
}

/** `GET /activities/{slug}/components`: the parts harvested on the order, newest first. */
export async function listComponents(
  ctx: ServiceContext,
  slug: string,
  query: ComponentsQuery,
): Promise<SerialList> {
  const order = await findItadOrder(ctx, slug);
  const where = repo.componentsOf(order.id, query.harvestedFrom);
  const { data, total } = await pageAssetAnswers(ctx.db, where, {
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    order: query.order,
  });
  return { data, total };
}
