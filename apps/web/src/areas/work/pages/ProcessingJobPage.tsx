import { useParams } from "react-router";
import { ProcessingFrame } from "../components/WorkOrderFrame";
import { WorkOrderOverview } from "../components/WorkOrderOverview";

/** `processing/:slug`: the processing job's overview. */
export default function ProcessingJobPage() {
  const slug = useParams().slug ?? "";
  return (
    <ProcessingFrame slug={slug}>{(activity) => <WorkOrderOverview activity={activity} />}</ProcessingFrame>
  );
}
