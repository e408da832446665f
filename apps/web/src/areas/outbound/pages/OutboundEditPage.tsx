import { useParams } from "react-router";
import { OutboundLoadForm } from "../components/OutboundLoadForm";

/** `outbound/:slug/edit`. */
export default function OutboundEditPage() {
  return <OutboundLoadForm slug={useParams().slug ?? ""} />;
}
