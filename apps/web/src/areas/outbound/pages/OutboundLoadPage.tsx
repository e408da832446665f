import { useParams } from "react-router";
import { OutboundFrame } from "../components/OutboundFrame";
import { OutboundOverview } from "../components/OutboundOverview";

/** `outbound/:slug`: the load's overview. */
export default function OutboundLoadPage() {
  const slug = useParams().slug ?? "";
  return <OutboundFrame slug={slug}>{(activity) => <OutboundOverview activity={activity} />}</OutboundFrame>;
}
