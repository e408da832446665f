import {
  type Asset,
  type BulkProcessingStepBody,
  type CreateWorkAssetsBody,
  completeWorkAssets,
  createWorkAssets,
  getNextWorkAsset,
  getProcessingAsset,
  listActivityAssets,
  listWorkAssets,
  type NextWorkAsset,
  type Paged,
  type ProcessingStepBody,
  scanWorkAssets,
  updateProcessingAsset,
  updateProcessingAssets,
  type WorkAssetList,
  type WorkAssetRole,
} from "@ops/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../shared/api";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";

// Every key of a work order's contents starts with "work" and its slug, so a scan, a created
// asset or a step refreshes its lists, its queue suggestion and its processing list at once.
export const workAssetKeys = {
  all: ["work"] as const,
  order: (slug: string) => ["work", slug] as const,
  list: (slug: string, role: WorkAssetRole) => ["work", slug, "work-assets", role] as const,
  processing: (slug: string) => ["work", slug, "processing"] as const,
  processingAsset: (slug: string, barcode: string) => ["work", slug, "processing-asset", barcode] as const,
  next: (slug: string) => ["work", slug, "next"] as const,
};

/** One page of what a work order processed (role=input) or created, newest first. */
export function fetchWorkAssetsPage(
  slug: string,
  role: WorkAssetRole,
  params: DataTablePageParams,
): Promise<WorkAssetList> {
  const { page, pageSize, search } = params;
  return call(listWorkAssets, {
    params: { slug },
    query: { role, page, pageSize, order: "desc", ...(search ? { search } : {}) },
  });
}

/** One page of the assets still in processing in the job, with their latest step. */
export function fetchProcessingPage(slug: string, params: DataTablePageParams): Promise<Paged<Asset>> {
  const { page, pageSize, search, sort, order } = params;
  const sortKey = sort === "barcode" || sort === "serialNumber" || sort === "createdAt" ? sort : undefined;
  return call(listActivityAssets, {
    params: { slug },
    query: {
      type: "processing",
      page,
      pageSize,
      ...(sortKey ? { sort: sortKey, order: order ?? "asc" } : { order: "desc" }),
      ...(search ? { search } : {}),
    },
  });
}

/**
 * Refreshes everything the screens show of a work order's contents (and the asset screens), and
 * the order itself: its first scan moves an open order to in progress.
 */
export function useRefreshWorkOrder() {
  const queryClient = useQueryClient();
  return (slug: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workAssetKeys.order(slug) }),
      queryClient.invalidateQueries({ queryKey: ["assets"] }),
      queryClient.invalidateQueries({ queryKey: activitiesKeys.detail(slug) }),
    ]);
}

/** Scans one asset into the work order (upper-cased barcode). */
export function scanIntoWorkOrder(slug: string, barcode: string) {
  return call(scanWorkAssets, { params: { slug }, body: { barcode } });
}

export function createAssetsOutOfInput(slug: string, body: CreateWorkAssetsBody) {
  return call(createWorkAssets, { params: { slug }, body });
}

/**
 * The next asset waiting in the order's scanning queue (`/events/next`); null when nothing
 * waits (204).
 */
export function useNextWorkAsset(slug: string, enabled = true) {
  return useQuery({
    queryKey: workAssetKeys.next(slug),
    queryFn: async (): Promise<NextWorkAsset | null> =>
      (await call(getNextWorkAsset, { params: { slug } })) ?? null,
    enabled,
    retry: false,
  });
}

/** The asset in processing in this job; a 404 means it is not in processing (SPEC §4). */
export function useProcessingAsset(slug: string, barcode: string) {
  return useQuery({
    queryKey: workAssetKeys.processingAsset(slug, barcode),
    queryFn: () => call(getProcessingAsset, { params: { slug, barcode }, query: { type: "processing" } }),
    enabled: barcode !== "",
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** Writes one processing step on one asset (`PUT …/assets/{barcode}?type=processing`). */
export function setProcessingStep(slug: string, barcode: string, body: ProcessingStepBody) {
  return call(updateProcessingAsset, { params: { slug, barcode }, query: { type: "processing" }, body });
}

/** The same step on several assets, all or none. */
export function setProcessingSteps(slug: string, body: BulkProcessingStepBody) {
  return call(updateProcessingAssets, { params: { slug }, query: { type: "processing" }, body });
}

/** Starts "complete all" on the work order: the job's id. */
export async function startCompleteAll(slug: string): Promise<string> {
  return (await call(completeWorkAssets, { params: { slug } })).jobId;
}
