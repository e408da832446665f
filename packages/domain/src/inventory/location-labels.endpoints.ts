// The label calls of the inventory area: a location's label, and the selected locations' labels.
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { defineEndpoint } from "../platform/endpoints";
import { JobAccepted } from "../platform/jobs.schemas";
import { LABEL_BATCH_MAX, LabelFormat, LabelQuery, labelBatchSummaryOf } from "../platform/labels.schemas";

const tags = ["locations"] as const;
const operator = ["operator"] as const;

/** The labels of the locations selected on the list. */
export const LocationLabelsBody = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, "Select at least one location")
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`),
  format: LabelFormat.default("pdf"),
});
export type LocationLabelsBody = z.infer<typeof LocationLabelsBody>;

export const printLocationLabel = defineEndpoint({
  method: "GET",
  path: "/locations/:id/label",
  families: operator,
  operationId: "printLocationLabel",
  permission: "locations.view",
  summary: "A location's label: PDF (shown inline) or ZPL for a thermal printer",
  tags,
  params: IdParams,
  query: LabelQuery,
  responses: { 200: z.unknown().describe("The label (PDF or ZPL)") },
});

export const printLocationLabels = defineEndpoint({
  method: "POST",
  path: "/locations/labels",
  families: operator,
  operationId: "printLocationLabels",
  permission: "locations.view",
  summary: labelBatchSummaryOf("The labels of the selected locations"),
  tags,
  body: LocationLabelsBody,
  responses: { 200: z.unknown().describe("The labels (PDF or ZPL)"), 202: JobAccepted },
});
