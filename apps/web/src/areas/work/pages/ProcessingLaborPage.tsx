import { useParams } from "react-router";
import { LaborView } from "../components/LaborView";
import { ProcessingFrame } from "../components/WorkOrderFrame";

/** `processing/:slug/labor`: clocking in and out, the job's labor and its person-hours. */
export default function ProcessingLaborPage() {
  const slug = useParams().slug ?? "";
  return (
    <ProcessingFrame slug={slug}>
      {(order) => <LaborView order={order} orderNoun="processing job" />}
    </ProcessingFrame>
  );
}
