import { ASSET_TYPES, type Asset, LABEL_BATCH_MAX, labelOf } from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import type { LabelRecord } from "../../platform/documents/label-definitions";
import { findActivity } from "../activities/activity-scope";
import { activityAssetsToLabel } from "./asset-labels.repo";
import { findAsset } from "./asset-scope";
import { assetById } from "./assets.repo";

/** What an asset's label prints (ASSET_LABEL): its barcode, type, serial, product and load. */
export function assetLabelRecord(asset: Asset): LabelRecord {
  return {
    barcode: asset.barcode,
    type: labelOf(ASSET_TYPES, asset.type),
    serialNumber: asset.serialNumber,
    product: asset.productAssets[0]?.productName ?? null,
    load: asset.receivingActivitySlug ?? asset.activitySlug,
  };
}

/** The label of one asset the actor may see (another's answers 404). */
export async function assetLabel(ctx: ServiceContext, barcode: string): Promise<LabelRecord> {
  const row = await findAsset(ctx, barcode);
  const asset = await assetById(ctx.db, row.id);
  if (!asset) throw notFound("Asset");
  return assetLabelRecord(asset);
}

/**
 * The labels of a load's assets in barcode order: the given barcodes, each of which must be on
 * the load (422 naming those that are not), or every asset on it. A load without assets, or
 * with more than LABEL_BATCH_MAX, answers 422 saying what to do.
 */
export async function loadLabels(
  ctx: ServiceContext,
  slug: string,
  barcodes?: readonly string[],
): Promise<{ slug: string; records: LabelRecord[] }> {
  const load = await findActivity(ctx, slug);
  const wanted = barcodes ? [...new Set(barcodes)] : undefined;
  const found = await activityAssetsToLabel(ctx.db, load.id, wanted, LABEL_BATCH_MAX + 1);
  if (wanted) {
    const on = new Set(found.map((a) => a.barcode));
    const missing = wanted.filter((b) => !on.has(b));
    if (missing.length > 0) {
      const shown = missing.slice(0, 10).join(", ");
      const more = missing.length > 10 ? ` and ${missing.length - 10} more` : "";
      throw fieldError("barcodes", `Not on this load: ${shown}${more}`);
    }
  }
  if (found.length === 0) throw fieldError("barcodes", "This load has no assets to label yet");
  if (found.length > LABEL_BATCH_MAX)
    throw new AppError(
      422,
      `This load has more than ${LABEL_BATCH_MAX.toLocaleString("en-US")} assets; select the ones to label`,
      { barcodes: [`Select at most ${LABEL_BATCH_MAX.toLocaleString("en-US")} assets`] },
    );
  return { slug: load.slug, records: found.map(assetLabelRecord) };
}
