import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { CompleteAllAction } from "../components/CompleteAllAction";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { ProcessingAssetsTable } from "../components/ProcessingAssetsTable";
import { ProcessingFrame } from "../components/WorkOrderFrame";
import { WorkScanPanel } from "../components/WorkScanPanel";
import { processingAssetPath } from "../components/work-paths";

/**
 * `processing/:slug/assets`: scanning assets into the job, its assets still in processing with
 * their latest step (set one by one or on a selection), and "Complete all".
 */
export default function ProcessingAssetsPage() {
  const slug = useParams().slug ?? "";
  return (
    <ProcessingFrame slug={slug}>
      {(job) => {
        const open = acceptsWork(job);
        return (
          <Stack>
            {open ? (
              <>
                <WorkScanPanel
                  slug={job.slug}
                  warehouseId={job.warehouseId}
                  orderNoun="processing job"
                  assetHref={(barcode) => processingAssetPath(job.slug, barcode)}
                />
                <CompleteAllAction slug={job.slug} orderNoun="processing job" />
              </>
            ) : (
              <FinishedOrderNote activity={job} noun="processing job" />
            )}
            <ProcessingAssetsTable slug={job.slug} steps={open} />
          </Stack>
        );
      }}
    </ProcessingFrame>
  );
}
