import { type ActivityAssetsQuery, ASSET_TYPES, type Asset, labelOf } from "@ops/domain";
import type { z } from "zod";
import type { ListExport } from "../../platform/list-export";
import * as service from "./assets.service";

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
  fileName: (params) => `${params.slug}-assets`,
  columns: ASSET_EXPORT_COLUMNS,
  list: (ctx, query, params) => service.listActivityAssets(ctx, params.slug ?? "", query),
};
