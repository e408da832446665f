import { useParams } from "react-router";
import { InboundFrame } from "../components/InboundFrame";
import { InboundSow } from "../components/InboundSow";

/** `inbound/:slug/sow`: the program services this load gets. */
export default function InboundSowPage() {
  const slug = useParams().slug ?? "";
  return <InboundFrame slug={slug}>{(activity) => <InboundSow activity={activity} />}</InboundFrame>;
}
