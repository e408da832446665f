import { ActivityDocuments } from "../components/ActivityDocuments";
import { LoadFrame } from "../components/LoadFrame";

export default function LoadDocumentsPage() {
  return <LoadFrame tab="documents">{(load) => <ActivityDocuments slug={load.slug} />}</LoadFrame>;
}
