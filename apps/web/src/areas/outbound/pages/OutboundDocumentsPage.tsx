import { useParams } from "react-router";
import { Documents } from "../../../shared/attachments/Documents";
import { OutboundFrame } from "../components/OutboundFrame";

/** `outbound/:slug/documents`: bills of lading, weight tickets, settlement papers. */
export default function OutboundDocumentsPage() {
  const slug = useParams().slug ?? "";
  return (
    <OutboundFrame slug={slug}>
      {(activity) => <Documents owner={{ kind: "activity", slug: activity.slug }} />}
    </OutboundFrame>
  );
}
