import { WorkOrderNew } from "../../work/pages/WorkOrderNew";

/** `itad/new`: an ITAD job on a received load. */
export default function ItadNewPage() {
  return <WorkOrderNew type="itad" />;
}
