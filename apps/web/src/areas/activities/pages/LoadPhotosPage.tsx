import { Photos } from "../../../shared/attachments/Photos";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadPhotosPage() {
  return <LoadFrame>{(load) => <Photos owner={{ kind: "activity", slug: load.slug }} />}</LoadFrame>;
}
