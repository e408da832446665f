import { useParams } from "react-router";
import { ActivityPhotos } from "../../activities/components/ActivityPhotos";
import { InboundFrame } from "../../activities/components/InboundFrame";

/** `inbound/:slug/load-photos`: the photos of the load itself (asset photos are on their own tab). */
export default function LoadPhotosPage() {
  const slug = useParams().slug?.toLowerCase() ?? "";
  return (
    <InboundFrame slug={slug} tab="load-photos">
      {(activity) => <ActivityPhotos slug={activity.slug} loadOnly />}
    </InboundFrame>
  );
}
