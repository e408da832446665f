import { useParams } from "react-router";
import { InboundFrame } from "../components/InboundFrame";
import { InboundLinkedRequest } from "../components/InboundLinkedRequest";

/** `inbound/:slug/inbound-request/:number`: the client's request this load was made from. */
export default function InboundLinkedRequestPage() {
  const { slug = "", number = "" } = useParams();
  return (
    <InboundFrame slug={slug}>
      {(activity) => <InboundLinkedRequest activity={activity} number={number} />}
    </InboundFrame>
  );
}
