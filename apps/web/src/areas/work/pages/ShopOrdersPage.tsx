import { WorkOrdersIndex } from "./WorkOrdersIndex";

/** `shop-order`: the shop orders index. */
export default function ShopOrdersPage() {
  return <WorkOrdersIndex type="shop_order" />;
}
