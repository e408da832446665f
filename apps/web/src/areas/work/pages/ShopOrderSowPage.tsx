import { useParams } from "react-router";
import { ShopOrderSow } from "../components/ShopOrderSow";
import { ShopOrderFrame } from "../components/WorkOrderFrame";

/** `shop-order/:slug/sow`: the statement of work. */
export default function ShopOrderSowPage() {
  const slug = useParams().slug ?? "";
  return <ShopOrderFrame slug={slug}>{(activity) => <ShopOrderSow activity={activity} />}</ShopOrderFrame>;
}
