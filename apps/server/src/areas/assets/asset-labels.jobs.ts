import { ActivityLabelsBody } from "@ops/domain";
import { z } from "zod";
import { labelJob } from "../../platform/documents/label-batch";
import { ASSET_LABEL } from "../../platform/documents/label-definitions";
import { loadLabels } from "./asset-labels.service";

/**
 * The labels of a load's assets (all, or the selected barcodes), as PDF or ZPL: read again as
 * the actor who asked when the job runs. A second run writes another file and nothing else.
 */
export const assetLabelsJob = labelJob({
  name: "asset_labels",
  payload: ActivityLabelsBody.extend({ slug: z.string().min(1) }),
  def: ASSET_LABEL,
  async read(ctx, { slug, barcodes }) {
    const load = await loadLabels(ctx, slug, barcodes);
    return { records: load.records, baseName: `labels-${load.slug}` };
  },
});
