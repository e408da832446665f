import { useParams } from "react-router";
import { InboundEvents } from "../../activities/components/InboundEvents";
import { ProcessingFrame } from "../components/WorkOrderFrame";

/** `processing/:slug/events`: the processing job's history. */
export default function ProcessingEventsPage() {
  const slug = useParams().slug ?? "";
  return (
    <ProcessingFrame slug={slug}>{(activity) => <InboundEvents slug={activity.slug} />}</ProcessingFrame>
  );
}
