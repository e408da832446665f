import { WorkOrdersIndex } from "./WorkOrdersIndex";

/** `processing`: the processing jobs index. */
export default function ProcessingJobsPage() {
  return <WorkOrdersIndex type="processing" />;
}
