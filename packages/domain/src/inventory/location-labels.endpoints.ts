// The label calls of the inventory area: a location's label, and the selected locations' labels.
import { z } from "zod";
import { IdParams } from "../platform/common.schemas";
import { labelBatchEndpoint, labelEndpoint, labelSelectionOf } from "../platform/labels.endpoint-builders";
import { LabelFormat } from "../platform/labels.schemas";

const tags = ["locations"] as const;

/** The labels of the locations selected on the list. */
export const LocationLabelsBody = z.object({
  ids: labelSelectionOf(z.number().int().positive(), "Select at least one location"),
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
