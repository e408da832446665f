import {
  type ActivityAssetsQuery,
  ASSET_TYPES,
  type Asset,
  type AssetHold,
  type AssetsQuery,
  HOLD_TYPES,
  type HoldsQuery,
  labelOf,
} from "@ops/domain";
import type { z } from "zod";
import type { ListExport } from "../../platform/list-export";
import * as service from "./assets.service";
import { listHolds } from "./holds.service";

/** The columns of an exported asset list, as the screens show them. */
export const ASSET_EXPORT_COLUMNS: ListExport<unknown, Asset>["columns"] = [
  { header: "Barcode", value: (a) => a.barcode },
  { header: "Type", value: (a) => labelOf(ASSET_TYPES, a.type) },
  { header: "Serial number", value: (a) => a.serialNumber },
  { header: "Duplicate serial", value: (a) => (a.duplicateSerial ? "Yes" : "") },
  { header: "In", value: (a) => a.parentBarcode },
  { header: "Product", value: (a) => a.productAssets[0]?.productName },
  { header: "Load", value: (a) => a.activitySlug },
  { header: "Account", value: (a) => a.accountName },
  { header: "Gross weight (lbs)", value: (a) => a.inboundGrossWeight },
  { header: "Net weight (lbs)", value: (a) => a.inboundNetWeight },
  { header: "Received", value: (a) => a.createdAt },
];

/** A load's assets (`/activities/{slug}/assets/export`), for staff and the load's client. */
export const activityAssetsExport: ListExport<z.infer<typeof ActivityAssetsQuery>, Asset> = {
  name: "activity_assets",
  fileName: (params) => `${params.slug}-assets`,
  columns: ASSET_EXPORT_COLUMNS,
  list: (ctx, query, params) => service.listActivityAssets(ctx, String(params.slug ?? ""), query),
};

/** `/holds/export`: the holds as filtered (staff). */
export const holdsExport: ListExport<z.infer<typeof HoldsQuery>, AssetHold> = {
  name: "holds",
  fileName: "holds",
  columns: [
    { header: "Barcode", value: (h) => h.barcode },
    { header: "Serial number", value: (h) => h.serialNumber },
    { header: "Hold", value: (h) => labelOf(HOLD_TYPES, h.type) },
    { header: "Status", value: (h) => (h.status === "active" ? "Active" : "Released") },
    { header: "Program", value: (h) => h.programName },
    { header: "Processing instructions", value: (h) => h.processingInstructions },
    { header: "Placed by", value: (h) => h.createdBy },
    { header: "Placed", value: (h) => h.createdAt },
    { header: "Released by", value: (h) => h.releasedBy },
    { header: "Released", value: (h) => h.releasedAt },
  ],
  list: (ctx, query) => listHolds(ctx, query),
};

/** `/assets/export`: the assets screen as filtered, every row counted (up to the export's limit). */
export const assetsExport: ListExport<AssetsQuery, Asset> = {
  name: "assets",
  fileName: "assets",
  columns: ASSET_EXPORT_COLUMNS,
  list: async (ctx, query) => {
    const result = await service.listAssets(ctx, { ...query, find: undefined }, { exactCount: true });
    if (!("data" in result)) throw new Error("an asset list answered a check-in");
    return result;
  },
};
