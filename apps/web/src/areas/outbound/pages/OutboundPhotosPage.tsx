import { useParams } from "react-router";
import { Photos } from "../../../shared/attachments/Photos";
import { OutboundFrame } from "../components/OutboundFrame";

/** `outbound/:slug/photos`: the load as it left (units wrapped, the trailer loaded). */
export default function OutboundPhotosPage() {
  const slug = useParams().slug ?? "";
  return (
    <OutboundFrame slug={slug}>
      {(activity) => <Photos owner={{ kind: "activity", slug: activity.slug }} />}
    </OutboundFrame>
  );
}
