import { useParams } from "react-router";
import { BinAssignments } from "../../work/components/BinAssignments";
import { ItadFrame } from "../../work/components/WorkOrderFrame";
import { itadBinPath } from "../itad-paths";

/** `itad/:slug/bins`: the load's bins assigned to the ITAD job. */
export default function ItadBinsPage() {
  const slug = useParams().slug ?? "";
  return (
    <ItadFrame slug={slug}>
      {(job) => <BinAssignments activity={job} binHref={(barcode) => itadBinPath(job.slug, barcode)} />}
    </ItadFrame>
  );
}
