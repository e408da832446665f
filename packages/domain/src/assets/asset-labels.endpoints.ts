// The label calls of the assets area: one asset's label, and a load's labels in one file.
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { labelBatchEndpoint, labelEndpoint, labelSelectionOf } from "../platform/labels.endpoint-builders";
import { LabelFormat } from "../platform/labels.schemas";
import { AssetBarcode, BarcodeParams } from "./assets.schemas";

const tags = ["assets"] as const;

/** The labels of a load: the selected assets (`barcodes`), or every asset on it when none are given. */
export const ActivityLabelsBody = z.object({
  barcodes: labelSelectionOf(
    AssetBarcode,
    "Select at least one asset, or leave the selection out for every asset of the load",
  ).optional(),
  format: LabelFormat.default("pdf"),
});
export type ActivityLabelsBody = z.infer<typeof ActivityLabelsBody>;

export const printAssetLabel = labelEndpoint("An asset's label", {
  path: "/assets/:barcode/label",
  operationId: "printAssetLabel",
  permission: "assets.view",
  tags,
  params: BarcodeParams,
});

export const printActivityAssetLabels = labelBatchEndpoint(
  "The labels of a load's assets, all or the selected ones",
  {
    path: "/activities/:slug/labels",
    operationId: "printActivityAssetLabels",
    permission: "assets.view",
    tags,
    params: SlugParams,
    body: ActivityLabelsBody,
  },
);
