import { useParams } from "react-router";
import { SerialsTable } from "../components/itad/SerialsTable";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/serial`: every serial of the order, filtered by grade, disposition, packed. */
export default function ShopOrderItadSerialPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="serial">
      {(order) => (
        <SerialsTable
          slug={order.slug}
          searchKey="shop-order-itad-serials"
          emptyText="No serial on this order yet."
        />
      )}
    </ShopOrderItadFrame>
  );
}
