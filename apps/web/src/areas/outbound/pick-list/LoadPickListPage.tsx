import { useParams } from "react-router";
import { OutboundFrame } from "../components/OutboundFrame";
import { LoadPickList } from "./LoadPickList";

/** `outbound/:slug/pick-list`: the load's products with to-pick, picked and short counts. */
export default function LoadPickListPage() {
  const slug = useParams().slug ?? "";
  return (
    <OutboundFrame slug={slug}>
      <LoadPickList slug={slug} />
    </OutboundFrame>
  );
}
