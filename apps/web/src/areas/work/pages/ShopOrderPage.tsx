import { useParams } from "react-router";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { WorkOrderOverview } from "../components/WorkOrderOverview";

/** `shop-order/:slug`: the shop order's overview. */
export default function ShopOrderPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderFrame slug={slug}>{(activity) => <WorkOrderOverview activity={activity} />}</ShopOrderFrame>
  );
}
