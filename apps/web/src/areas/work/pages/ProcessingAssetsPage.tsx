import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { CompleteAllAction } from "../components/CompleteAllAction";
import { InProcessingJob } from "../components/InWorkOrder";
import { ProcessingAssetsTable } from "../components/ProcessingAssetsTable";
import { WorkScanPanel } from "../components/WorkScanPanel";
import { processingAssetPath } from "../components/work-paths";

/**
 * `processing/:slug/assets`: scanning assets into the job, its assets still in processing with
 * their latest step (set one by one or on a selection), and "Complete all".
 */
export default function ProcessingAssetsPage() {
  const slug = useParams().slug ?? "";
  return (
    <InProcessingJob slug={slug}>
      <Stack>
        <WorkScanPanel
          slug={slug}
          orderNoun="processing job"
          assetHref={(barcode) => processingAssetPath(slug, barcode)}
        />
        <CompleteAllAction slug={slug} orderNoun="processing job" />
        <ProcessingAssetsTable slug={slug} />
      </Stack>
    </InProcessingJob>
  );
}
