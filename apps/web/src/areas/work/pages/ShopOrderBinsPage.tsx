import { useParams } from "react-router";
import { BinAssignments } from "../components/BinAssignments";
import { ShopOrderFrame } from "../components/WorkOrderFrame";

/** `shop-order/:slug/bins`: the input bins assigned to the shop order. */
export default function ShopOrderBinsPage() {
  const slug = useParams().slug ?? "";
  return <ShopOrderFrame slug={slug}>{(activity) => <BinAssignments activity={activity} />}</ShopOrderFrame>;
}
