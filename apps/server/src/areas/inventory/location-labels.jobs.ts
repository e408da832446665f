import { LocationLabelsBody } from "@ops/domain";
import { labelJob } from "../../platform/documents/label-batch";
import { LOCATION_LABEL } from "../../platform/documents/label-definitions";
import { locationLabels } from "./location-labels.service";

/**
 * The labels of the selected locations, as PDF or ZPL: read again when the job runs. A second
 * run writes another file and nothing else.
 */
export const locationLabelsJob = labelJob({
  name: "location_labels",
  payload: LocationLabelsBody,
  def: LOCATION_LABEL,
  async read(ctx, { ids }) {
    return { records: await locationLabels(ctx, ids), baseName: "location-labels" };
  },
});
