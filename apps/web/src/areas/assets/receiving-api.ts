import {
  type Asset,
  type AssetInput,
  checkAssetDuplicateSerial,
  createAsset,
  type DuplicateSerialResult,
  getAssetDeltas,
  listActivityAssets,
  listAssets,
  listLoadAsnItems,
  type Paged,
} from "@ops/domain";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call } from "../../shared/endpoints";
import { isSlug } from "../activities/inbound-api";
import { loadsKeys } from "../activities/loads-api";

export type DuplicateSerial = z.infer<typeof DuplicateSerialResult>;
export type ActivityAssetsType = "all" | "created" | "duplicates";
export type DeltaType = "product" | "serial";

// Every key starts with "assets", so a receipt refreshes the load's list, its deltas and any
// asset screen at once.
export const receivingKeys = {
  all: ["assets"] as const,
  activityAssets: (slug: string, type: ActivityAssetsType, family = "") =>
    ["assets", "activity", slug, type, family] as const,
  deltas: (slug: string, type: DeltaType, family = "") => ["assets", "deltas", slug, type, family] as const,
  byBarcode: (barcode: string) => ["assets", "barcode", barcode] as const,
  manifest: (slug: string, palletId: string) => ["assets", "manifest", slug, palletId] as const,
};

/** One page of the assets of an activity: all, those received on it, or duplicate serials. */
export function fetchActivityAssetsPage(
  slug: string,
  type: ActivityAssetsType,
  params: DataTablePageParams,
): Promise<Paged<Asset>> {
  return call(listActivityAssets, { params: { slug }, query: { type, ...params } });
}

/** What was received on the load against its ASN, by product or by serial. */
export function useAssetDeltas(slug: string, type: DeltaType, family = "") {
  return useQuery({
    queryKey: receivingKeys.deltas(slug, type, family),
    queryFn: () => call(getAssetDeltas, { params: { slug }, query: { type } }),
    enabled: isSlug(slug),
    placeholderData: keepPreviousData,
  });
}

/** The asset with this barcode (any case), or null when there is none. */
export async function findAssetByBarcode(barcode: string): Promise<Asset | null> {
  const list = await call(listAssets, { query: { find: "barcode", barcode, pageSize: 1 } });
  return "data" in list ? (list.data[0] ?? null) : null;
}

/** The other assets already carrying a serial number (received elsewhere). */
export function checkDuplicateSerial(serial: string, excludeBarcode?: string): Promise<DuplicateSerial> {
  return call(checkAssetDuplicateSerial, { query: { serial, excludeBarcode } });
}

/** Receives one asset; the load's lists and deltas follow. */
export function useCreateAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetInput) => call(createAsset, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: receivingKeys.all }),
        // The load's totals (asset counts) are read through the loads screens too.
        queryClient.invalidateQueries({ queryKey: loadsKeys.all }),
      ]),
  });
}

/**
 * The manifest pallet ids matching `palletId` (the load's ASN pallet ids, SPEC §4). The ASN
 * search matches the pallet column among others, so the answer is narrowed to exact pallet ids;
 * a load's ASN can be long, and this asks only about the id being entered.
 */
export function useManifestMatches(slug: string, palletId: string) {
  const id = palletId.trim();
  return useQuery({
    queryKey: receivingKeys.manifest(slug, id),
    queryFn: async () => {
      const page = await call(listLoadAsnItems, { params: { slug }, query: { search: id, pageSize: 200 } });
      return [...new Set(page.data.map((item) => item.palletId?.trim() ?? "").filter((p) => p === id))];
    },
    enabled: isSlug(slug) && id !== "",
    staleTime: 30_000,
  });
}
