import { WorkOrderNew } from "./WorkOrderNew";

/** `processing/new`: a new processing job. */
export default function ProcessingNewPage() {
  return <WorkOrderNew type="processing" />;
}
