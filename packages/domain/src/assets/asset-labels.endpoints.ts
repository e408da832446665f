// The label calls of the assets area: one asset's label, and a load's labels in one file.
import { z } from "zod";
import { SlugParams } from "../activities/activities.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import { LABEL_BATCH_MAX, LabelFormat, LabelQuery, labelBatchSummaryOf } from "../platform/labels.schemas";
import { AssetBarcode, BarcodeParams } from "./assets.schemas";

const tags = ["assets"] as const;
const operator = ["operator"] as const;

/** The labels of a load: the selected assets (`barcodes`), or every asset on it when none are given. */
export const ActivityLabelsBody = z.object({
  barcodes: z
    .array(AssetBarcode)
    .min(1, "Select at least one asset, or leave the selection out for every asset of the load")
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`)
    .optional(),
  format: LabelFormat.default("pdf"),
});
export type ActivityLabelsBody = z.infer<typeof ActivityLabelsBody>;

export const printAssetLabel = defineEndpoint({
  method: "GET",
  path: "/assets/:barcode/label",
  families: operator,
  operationId: "printAssetLabel",
  permission: "assets.view",
  summary: "An asset's label: PDF (shown inline) or ZPL for a thermal printer",
  tags,
  params: BarcodeParams,
  query: LabelQuery,
  responses: { 200: z.unknown().describe("The label (PDF or ZPL)") },
});

export const printActivityAssetLabels = defineEndpoint({
  method: "POST",
  path: "/activities/:slug/labels",
  families: operator,
  operationId: "printActivityAssetLabels",
  permission: "assets.view",
  summary: labelBatchSummaryOf("The labels of a load's assets, all or the selected ones"),
  tags,
  params: SlugParams,
  body: ActivityLabelsBody,
  responses: { 200: z.unknown().describe("The labels (PDF or ZPL)"), 202: JobAccepted },
});
