import { WorkOrderEdit } from "./WorkOrderEdit";

/** `shop-order/:slug/edit`. */
export default function ShopOrderEditPage() {
  return <WorkOrderEdit type="shop_order" />;
}
