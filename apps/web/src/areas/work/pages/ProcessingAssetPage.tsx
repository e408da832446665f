import { useParams } from "react-router";
import { InProcessingJob } from "../components/InWorkOrder";
import { ProcessingAssetView } from "../components/ProcessingAssetView";

/** `processing/:slug/assets/:barcode`: an asset in the job, its steps and its next one. */
export default function ProcessingAssetPage() {
  const params = useParams();
  const slug = params.slug ?? "";
  const barcode = (params.barcode ?? "").trim().toUpperCase();
  return (
    <InProcessingJob slug={slug}>
      <ProcessingAssetView slug={slug} barcode={barcode} />
    </InProcessingJob>
  );
}
