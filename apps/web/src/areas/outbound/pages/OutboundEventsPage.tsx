import { useParams } from "react-router";
import { InboundEvents } from "../../activities/components/InboundEvents";
import { OutboundFrame } from "../components/OutboundFrame";

/** `outbound/:slug/events`: the load's history. */
export default function OutboundEventsPage() {
  const slug = useParams().slug ?? "";
  return <OutboundFrame slug={slug}>{(activity) => <InboundEvents slug={activity.slug} />}</OutboundFrame>;
}
