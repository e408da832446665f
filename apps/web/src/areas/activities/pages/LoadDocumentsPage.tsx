import { Documents } from "../../../shared/attachments/Documents";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadDocumentsPage() {
  return <LoadFrame>{(load) => <Documents owner={{ kind: "activity", slug: load.slug }} />}</LoadFrame>;
}
