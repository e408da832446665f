import {
  type AssetManagerConsolidateBody,
  type AssetManagerContainer,
  type AssetManagerCreateBody,
  checkConsolidationContainer,
  consolidateAssets,
  createAssetsWithManager,
} from "@ops/domain";
import { call } from "../../shared/endpoints";

/** Queues a create of many containers (202 `{jobId}`); a 422 names the fields. */
export function requestAssetCreate(body: AssetManagerCreateBody): Promise<{ jobId: string }> {
  return call(createAssetsWithManager, { body });
}

/** Queues a consolidation (202 `{jobId}`); a 422 names the target or the source (`sourceBarcodes.<i>`). */
export function requestConsolidation(body: AssetManagerConsolidateBody): Promise<{ jobId: string }> {
  return call(consolidateAssets, { body });
}

/**
 * A scanned bin checked as the target (no `targetBarcode`) or as a source for the target: what
 * it holds, or a 422 whose message says why it cannot be used.
 */
export function checkContainer(barcode: string, targetBarcode?: string): Promise<AssetManagerContainer> {
  return call(checkConsolidationContainer, {
    params: { barcode },
    query: targetBarcode ? { targetBarcode } : {},
  });
}
