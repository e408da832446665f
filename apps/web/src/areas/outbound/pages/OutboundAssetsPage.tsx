import { useParams } from "react-router";
import { OutboundAssets } from "../components/OutboundAssets";
import { OutboundFrame } from "../components/OutboundFrame";

/** `outbound/:slug/assets`: add stock by scan, the load's reservations and cross-docked assets. */
export default function OutboundAssetsPage() {
  const slug = useParams().slug ?? "";
  return <OutboundFrame slug={slug}>{(activity) => <OutboundAssets activity={activity} />}</OutboundFrame>;
}
