import { useParams } from "react-router";
import { InboundChildLoads } from "../components/InboundChildLoads";
import { InboundFrame } from "../components/InboundFrame";

/** `inbound/:slug/child-loads`: the loads grouped under a parent load. */
export default function InboundChildLoadsPage() {
  const slug = useParams().slug ?? "";
  return <InboundFrame slug={slug}>{(activity) => <InboundChildLoads activity={activity} />}</InboundFrame>;
}
