import { useLocation, useParams } from "react-router";
import { InboundFrame } from "../../activities/components/InboundFrame";
import { LoadFrame } from "../../activities/components/LoadFrame";
import { SerialReportTable } from "../components/certificates/SerialReportTable";

/**
 * `inbound/:slug/serial-report` (staff, in the inbound frame) and `loads/:slug/serial-report`
 * (staff and clients, in the frame every load shares): each serial of the load with its grade,
 * sanitization, disposition and certificate.
 */
export default function SerialReportPage() {
  const slug = useParams().slug ?? "";
  const inbound = useLocation().pathname.startsWith("/inbound/");
  if (inbound) {
    return (
      <InboundFrame slug={slug}>{(activity) => <SerialReportTable slug={activity.slug} />}</InboundFrame>
    );
  }
  return <LoadFrame>{(load) => <SerialReportTable slug={load.slug} />}</LoadFrame>;
}
