import { useParams } from "react-router";
import { OutboundFrame } from "../components/OutboundFrame";
import { LoadUnits } from "./LoadUnits";

/** `outbound/:slug/consolidation`: the load's shipping units, scanning picked assets onto them, weights, packing lists. */
export default function LoadConsolidationPage() {
  const slug = useParams().slug ?? "";
  return (
    <OutboundFrame slug={slug}>{(load) => <LoadUnits slug={slug} status={load.status} />}</OutboundFrame>
  );
}
