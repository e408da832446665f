import { WorkOrderEdit } from "./WorkOrderEdit";

/** `processing/:slug/edit`. */
export default function ProcessingEditPage() {
  return <WorkOrderEdit type="processing" />;
}
