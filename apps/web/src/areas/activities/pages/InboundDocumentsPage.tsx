import { useParams } from "react-router";
import { Documents } from "../../../shared/attachments/Documents";
import { InboundFrame } from "../components/InboundFrame";

/** `inbound/:slug/documents`. */
export default function InboundDocumentsPage() {
  const slug = useParams().slug ?? "";
  return (
    <InboundFrame slug={slug}>
      {(activity) => <Documents owner={{ kind: "activity", slug: activity.slug }} />}
    </InboundFrame>
  );
}
