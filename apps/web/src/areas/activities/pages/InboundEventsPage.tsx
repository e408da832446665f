import { useParams } from "react-router";
import { InboundEvents } from "../components/InboundEvents";
import { InboundFrame } from "../components/InboundFrame";

/** `inbound/:slug/events`: the load's history. */
export default function InboundEventsPage() {
  const slug = useParams().slug ?? "";
  return <InboundFrame slug={slug}>{(activity) => <InboundEvents slug={activity.slug} />}</InboundFrame>;
}
