import { useParams } from "react-router";
import { ActivityDocuments } from "../components/ActivityDocuments";
import { InboundFrame } from "../components/InboundFrame";

/** `inbound/:slug/documents`. */
export default function InboundDocumentsPage() {
  const slug = useParams().slug ?? "";
  return (
    <InboundFrame slug={slug} tab="documents">
      {(activity) => <ActivityDocuments slug={activity.slug} />}
    </InboundFrame>
  );
}
