import { ActivityPhotos } from "../components/ActivityPhotos";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadPhotosPage() {
  return <LoadFrame tab="photos">{(load) => <ActivityPhotos slug={load.slug} />}</LoadFrame>;
}
