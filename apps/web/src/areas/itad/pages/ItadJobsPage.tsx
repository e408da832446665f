import { WorkOrdersIndex } from "../../work/pages/WorkOrdersIndex";

/** `itad`: the ITAD jobs index. */
export default function ItadJobsPage() {
  return <WorkOrdersIndex type="itad" />;
}
