import { useParams } from "react-router";
import { InboundEvents } from "../../activities/components/InboundEvents";
import { ShopOrderFrame } from "../components/WorkOrderFrame";

/** `shop-order/:slug/events`: the shop order's history. */
export default function ShopOrderEventsPage() {
  const slug = useParams().slug ?? "";
  return <ShopOrderFrame slug={slug}>{(activity) => <InboundEvents slug={activity.slug} />}</ShopOrderFrame>;
}
