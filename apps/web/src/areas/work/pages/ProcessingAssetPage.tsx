import { useParams } from "react-router";
import { acceptsWork } from "../components/InWorkOrder";
import { ProcessingAssetView } from "../components/ProcessingAssetView";
import { ProcessingFrame } from "../components/WorkOrderFrame";

/** `processing/:slug/assets/:barcode`: an asset in the job, its steps and its next one. */
export default function ProcessingAssetPage() {
  const params = useParams();
  const slug = params.slug ?? "";
  const barcode = (params.barcode ?? "").trim().toUpperCase();
  return (
    <ProcessingFrame slug={slug}>
      {(job) => <ProcessingAssetView slug={job.slug} barcode={barcode} steps={acceptsWork(job)} />}
    </ProcessingFrame>
  );
}
