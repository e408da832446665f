import { useParams } from "react-router";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { BulkRoutingForm } from "../components/itad/BulkRoutingForm";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/bulk-routing`: one disposition and routing for many devices at once. */
export default function ShopOrderItadBulkRoutingPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="bulk-routing">
      {(order) =>
        acceptsWork(order) ? (
          <BulkRoutingForm slug={order.slug} />
        ) : (
          <FinishedOrderNote activity={order} noun="shop order" />
        )
      }
    </ShopOrderItadFrame>
  );
}
