import { useParams } from "react-router";
import { LaborView } from "../components/LaborView";
import { ShopOrderFrame } from "../components/WorkOrderFrame";

/** `shop-order/:slug/labor`: clocking in and out, the order's labor and its person-hours. */
export default function ShopOrderLaborPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => <LaborView order={order} orderNoun="shop order" />}
    </ShopOrderFrame>
  );
}
