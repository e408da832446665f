import { useParams } from "react-router";
import { InboundFrame } from "../components/InboundFrame";
import { InboundOverview } from "../components/InboundOverview";

/** `inbound/:slug`: the load's overview. */
export default function InboundLoadPage() {
  const slug = useParams().slug ?? "";
  return <InboundFrame slug={slug}>{(activity) => <InboundOverview activity={activity} />}</InboundFrame>;
}
