// The calls of data sanitization (erasures, their import, destruction batches) and of a serial's
// evidence chain (issue 16), typed by the endpoints of packages/domain/src/itad/sanitization.endpoints.ts.
import {
  createDestructionBatch,
  type DestructionBatch,
  type DestructionBatchBody,
  type DestructionBatchDetail,
  downloadDestructionBatchPhoto,
  type ErasureBody,
  type ErasureImportResult,
  getAssetEvidence,
  getAssetSanitization,
  getDestructionBatch,
  importErasures,
  listDestructionBatches,
  recordErasure,
  uploadDestructionBatchPhoto,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DataTablePage, DataTablePageParams } from "../../shared/DataTable";
import { call, urlOf } from "../../shared/endpoints";
import { activitiesKeys } from "../activities/inbound-api";
import { assetsKeys } from "../assets/assets-api";
import { workAssetKeys } from "../work/work-assets-api";

// An asset's sanitization and evidence live under "assets" (keyed by barcode): any asset write
// (routing, an edit) refreshes them, and recording an erasure refreshes the asset too.
export const sanitizationKeys = {
  asset: (barcode: string) => ["assets", "", "sanitization", barcode] as const,
  evidence: (barcode: string) => ["assets", "", "evidence", barcode] as const,
  batches: ["destruction-batches"] as const,
  batchList: ["destruction-batches", "list"] as const,
  batch: (id: number) => ["destruction-batches", "detail", id] as const,
};

/**
 * The keys of what a load's certificates screens read (certificates-api.ts of the certificate
 * screens): its readiness and serial report change when erasures are recorded.
 */
const certificatesOfLoad = (slug: string) => ["certificates", slug] as const;

/** Whether the asset bears data, where its sanitization stands, and its records (newest first). */
export function useAssetSanitization(barcode: string) {
  return useQuery({
    queryKey: sanitizationKeys.asset(barcode),
    queryFn: () => call(getAssetSanitization, { params: { barcode } }),
    enabled: barcode !== "",
  });
}

/** A serial's evidence chain in time order. */
export function useAssetEvidence(barcode: string) {
  return useQuery({
    queryKey: sanitizationKeys.evidence(barcode),
    queryFn: () => call(getAssetEvidence, { params: { barcode } }),
    enabled: barcode !== "",
  });
}

/**
 * Records an erasure; the asset, its evidence and every load's certificate readiness are refreshed
 * (the asset's receiving load is not what the device page's address names).
 */
export function useRecordErasure(barcode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureBody) => call(recordErasure, { params: { barcode }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
        queryClient.invalidateQueries({ queryKey: workAssetKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["certificates"] }),
      ]),
  });
}

/**
 * Imports a spreadsheet of erasure results into an activity (a load, a shop order, an ITAD job):
 * all rows or none. What it changes is refreshed: the activity's serials, their assets and
 * evidence, its events and its certificate readiness and serial report.
 */
export function useImportErasures(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File): Promise<ErasureImportResult> => {
      const form = new FormData();
      form.append("file", file, file.name);
      return call(importErasures, { params: { slug }, form });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
        queryClient.invalidateQueries({ queryKey: workAssetKeys.order(slug) }),
        queryClient.invalidateQueries({ queryKey: activitiesKeys.events(slug) }),
        queryClient.invalidateQueries({ queryKey: certificatesOfLoad(slug) }),
      ]),
  });
}

// ---- destruction batches ---------------------------------------------------------------------

/** One page of destruction batches, newest first unless sorted otherwise. */
export function fetchDestructionBatchesPage(
  params: DataTablePageParams,
): Promise<DataTablePage<DestructionBatch>> {
  const sort = params.sort === "id" || params.sort === "destroyedAt" ? params.sort : undefined;
  return call(listDestructionBatches, {
    query: { page: params.page, pageSize: params.pageSize, order: params.order ?? "desc", sort },
  });
}

export function useDestructionBatch(id: number) {
  return useQuery({
    queryKey: sanitizationKeys.batch(id),
    queryFn: () => call(getDestructionBatch, { params: { id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Records a destruction run, all serials or none; the batches and the assets are refreshed. */
export function useCreateDestructionBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DestructionBatchBody) => call(createDestructionBatch, { body }),
    onSuccess: (batch: DestructionBatchDetail) => {
      queryClient.setQueryData(sanitizationKeys.batch(batch.id), batch);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: sanitizationKeys.batchList }),
        queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["certificates"] }),
      ]);
    },
  });
}

/** Attaches (or replaces) the batch's photo. */
export function useUploadBatchPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file, file.name);
      return call(uploadDestructionBatchPhoto, { params: { id }, form });
    },
    onSuccess: (batch: DestructionBatchDetail) => {
      queryClient.setQueryData(sanitizationKeys.batch(id), batch);
      return queryClient.invalidateQueries({ queryKey: sanitizationKeys.batchList });
    },
  });
}

/**
 * Where the browser fetches the batch's photo (the session cookie goes with it). `version`
 * changes after an upload, so the browser does not show the replaced photo from its cache.
 */
export function batchPhotoUrl(id: number, version: string): string {
  return `${urlOf(downloadDestructionBatchPhoto, { params: { id } })}?v=${encodeURIComponent(version)}`;
}
