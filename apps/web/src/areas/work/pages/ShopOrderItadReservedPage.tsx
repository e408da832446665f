import { useParams } from "react-router";
import { OrderReservations } from "../../inventory/picking/OrderReservations";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/**
 * `shop-order/:slug/itad/reserved`: the stock reserved for this order (to pick, picked, short,
 * released), with the "Reserve stock" dialog that puts assets on a pick list (issue 17).
 */
export default function ShopOrderItadReservedPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="reserved">
      {() => <OrderReservations slug={slug} orderType="shop_order" />}
    </ShopOrderItadFrame>
  );
}
