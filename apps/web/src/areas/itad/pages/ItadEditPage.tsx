import { WorkOrderEdit } from "../../work/pages/WorkOrderEdit";

/** `itad/:slug/edit`. */
export default function ItadEditPage() {
  return <WorkOrderEdit type="itad" />;
}
