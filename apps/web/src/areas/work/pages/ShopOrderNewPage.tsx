import { WorkOrderNew } from "./WorkOrderNew";

/** `shop-order/new`: a shop order on a received load. */
export default function ShopOrderNewPage() {
  return <WorkOrderNew type="shop_order" />;
}
