// The label calls of the inventory area: a location's label, and the selected locations' labels.
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { labelBatchEndpoint, labelEndpoint } from "../platform/labels.endpoint-builders";
import { LABEL_BATCH_MAX, LabelFormat } from "../platform/labels.schemas";

const tags = ["locations"] as const;

/** The labels of the locations selected on the list. */
export const LocationLabelsBody = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, "Select at least one location")
    .max(LABEL_BATCH_MAX, `At most ${LABEL_BATCH_MAX.toLocaleString("en-US")} labels at a time`),
  format: LabelFormat.default("pdf"),
});
export type LocationLabelsBody = z.infer<typeof LocationLabelsBody>;

export const printLocationLabel = labelEndpoint("A location's label", {
  path: "/locations/:id/label",
  operationId: "printLocationLabel",
  permission: "locations.view",
  tags,
  params: IdParams,
});

export const printLocationLabels = labelBatchEndpoint("The labels of the selected locations", {
  path: "/locations/labels",
  operationId: "printLocationLabels",
  permission: "locations.view",
  tags,
  body: LocationLabelsBody,
});
