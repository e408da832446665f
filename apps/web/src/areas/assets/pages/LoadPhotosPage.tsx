import type { Photo } from "@ops/domain";
import { useParams } from "react-router";
import { Photos } from "../../../shared/attachments/Photos";
import { InboundFrame } from "../../activities/components/InboundFrame";

/** The load's own photos: those of its assets carry a barcode. */
const loadOnly = (photo: Photo) => photo.barcode === null;

/** `inbound/:slug/load-photos`: the photos of the load itself (asset photos are on their own tab). */
export default function LoadPhotosPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return (
    <InboundFrame slug={slug}>
      {(activity) => <Photos owner={{ kind: "activity", slug: activity.slug }} filter={loadOnly} />}
    </InboundFrame>
  );
}
