import {
  ASSET_BARCODE_PATTERN,
  type Asset,
  type AssetList as AssetListSchema,
  type AssetTestSuite as AssetTestSuiteSchema,
  type AssetUpdate,
  type CheckInEligibility,
  checkAssetDuplicateSerial,
  createHold,
  downloadHoldFile,
  getAssetSourceInfo,
  type HOLD_TYPES,
  type HoldList as HoldListSchema,
  listAssetChildren,
  listAssetEvents,
  listAssets,
  listAssetTestSuites,
  listHolds,
  releaseHold,
  type SourceInfo as SourceInfoSchema,
  updateAsset,
} from "@ops/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../../shared/api";
import type { DataTablePageParams } from "../../shared/DataTable";
import { call, urlOf } from "../../shared/endpoints";

export type AssetTestSuite = z.infer<typeof AssetTestSuiteSchema>;
export type SourceInfo = z.infer<typeof SourceInfoSchema>;
type AssetList = z.infer<typeof AssetListSchema>;
type HoldList = z.infer<typeof HoldListSchema>;
export type HoldTypeId = (typeof HOLD_TYPES)[number]["id"];

// Every key starts with "assets" and the family, so a write refreshes the asset, its
// sub-resources and lists at once; holds have their own prefix (the asset shows them too).
export const assetsKeys = {
  all: ["assets"] as const,
  detail: (family: string, barcode: string) => ["assets", family, "detail", barcode] as const,
  children: (family: string, barcode: string) => ["assets", family, "children", barcode] as const,
  events: (family: string, barcode: string) => ["assets", family, "events", barcode] as const,
  sourceInfo: (family: string, barcode: string) => ["assets", family, "source-info", barcode] as const,
  testSuites: (family: string, barcode: string) => ["assets", family, "test-suites", barcode] as const,
  lookup: (kind: "barcode" | "serial", text: string) => ["assets", "", "lookup", kind, text] as const,
  holds: ["holds"] as const,
  holdList: (filter: HoldsFilter) => ["holds", "list", filter] as const,
};

/** The assets of a list call; the find=can_be_checked_in check answers no list. */
function assetsOf(result: AssetList | z.infer<typeof CheckInEligibility>): AssetList {
  return "data" in result ? result : { data: [], total: 0 };
}

/** Whether a route's barcode (already upper-cased) can name an asset at all. */
export const isAssetBarcode = (barcode: string): boolean =>
  barcode.length > 0 && barcode.length <= 64 && ASSET_BARCODE_PATTERN.test(barcode);

/** The asset with this barcode (any case) in the family's scope, or null when there is none. */
export async function fetchAssetByBarcode(barcode: string): Promise<Asset | null> {
  const found = assetsOf(await call(listAssets, { query: { find: "barcode", barcode, pageSize: 1 } }));
  return found.data[0] ?? null;
}

/**
 * One asset by barcode. The lookup answers a list, so "not found" is an empty list; it is
 * turned into a 404 so every screen shows the same not-found state for both.
 */
export function useAsset(family: string, barcode: string) {
  return useQuery({
    queryKey: assetsKeys.detail(family, barcode),
    queryFn: async () => {
      const asset = await fetchAssetByBarcode(barcode);
      if (!asset) throw new ApiError(404, { message: `No asset with barcode ${barcode}` });
      return asset;
    },
    enabled: isAssetBarcode(barcode),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useAssetChildren(family: string, barcode: string, enabled = true) {
  return useQuery({
    queryKey: assetsKeys.children(family, barcode),
    queryFn: () => call(listAssetChildren, { params: { barcode } }),
    enabled,
  });
}

/** One page of an asset's events (its chain of custody), newest first. */
export function fetchAssetEventsPage(barcode: string, params: DataTablePageParams) {
  const { page, pageSize, order } = params;
  return call(listAssetEvents, { params: { barcode }, query: { page, pageSize, order } });
}

export function useSourceInfo(family: string, barcode: string) {
  return useQuery({
    queryKey: assetsKeys.sourceInfo(family, barcode),
    queryFn: () => call(getAssetSourceInfo, { params: { barcode } }),
  });
}

export function useTestSuites(family: string, barcode: string) {
  return useQuery({
    queryKey: assetsKeys.testSuites(family, barcode),
    queryFn: () => call(listAssetTestSuites, { params: { barcode } }),
  });
}

// ---- changes ----------------------------------------------------------------------------------

/** Saves the changed fields of an asset (operators); a move of a held asset answers 409. */
export function useUpdateAsset(asset: Pick<Asset, "id" | "barcode">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssetUpdate) => call(updateAsset, { params: { id: asset.id }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(assetsKeys.detail("", saved.barcode), saved);
      return queryClient.invalidateQueries({ queryKey: assetsKeys.all });
    },
  });
}

/** The other assets carrying this serial number (operators). */
export function useDuplicateSerial(serial: string | null, excludeBarcode: string, enabled: boolean) {
  return useQuery({
    queryKey: ["assets", "", "duplicate-serial", serial, excludeBarcode] as const,
    queryFn: () => call(checkAssetDuplicateSerial, { query: { serial: serial ?? "", excludeBarcode } }),
    enabled: enabled && Boolean(serial),
  });
}

/** Looks an asset up for a form (hold, move): by barcode or serial number, operators only. */
export function useAssetLookup(kind: "barcode" | "serial", text: string) {
  const value = text.trim();
  return useQuery({
    queryKey: assetsKeys.lookup(kind, value),
    queryFn: async () =>
      assetsOf(
        await call(listAssets, {
          query: {
            find: kind,
            ...(kind === "barcode" ? { barcode: value } : { serial: value }),
            pageSize: 5,
          },
        }),
      ),
    enabled: value !== "",
    staleTime: 15_000,
  });
}

// ---- holds ------------------------------------------------------------------------------------

export type HoldsFilter = { status: "active" | "released"; type?: HoldTypeId };

export function fetchHoldsPage(filter: HoldsFilter, params: DataTablePageParams): Promise<HoldList> {
  return call(listHolds, { query: { ...filter, ...params } });
}

export function holdFileUrl(id: number): string {
  return urlOf(downloadHoldFile, { params: { id } });
}

export type HoldFormFields = {
  barcode: string;
  serialNumber: string;
  type: string;
  programId: string | null;
  processingInstructions: string;
  file: File | null;
};

function useInvalidateHolds() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetsKeys.holds }),
      // The asset shows its holds and an event for each.
      queryClient.invalidateQueries({ queryKey: assetsKeys.all }),
    ]);
}

/** `POST /holds` as multipart: the fields, then the optional file. */
export function useCreateHold() {
  const invalidate = useInvalidateHolds();
  return useMutation({
    mutationFn: (fields: HoldFormFields) => {
      const data = new FormData();
      data.append("barcode", fields.barcode.trim().toUpperCase());
      data.append("serial_number", fields.serialNumber.trim());
      data.append("type", fields.type);
      data.append("programId", fields.programId ?? "");
      data.append("processingInstructions", fields.processingInstructions.trim());
      if (fields.file) data.append("file", fields.file, fields.file.name);
      return call(createHold, { form: data });
    },
    onSuccess: () => invalidate(),
  });
}

export function useReleaseHold() {
  const invalidate = useInvalidateHolds();
  return useMutation({
    mutationFn: (id: number) => call(releaseHold, { params: { id } }),
    onSuccess: () => invalidate(),
  });
}
