import { useParams } from "react-router";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { BulkCreateSerialsForm } from "../components/itad/BulkCreateSerialsForm";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/bulk-create-serials`: a pasted or scanned list of serials into a bin. */
export default function ShopOrderItadBulkCreatePage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="bulk-create-serials">
      {(order) =>
        acceptsWork(order) ? (
          <BulkCreateSerialsForm slug={order.slug} />
        ) : (
          <FinishedOrderNote activity={order} noun="shop order" />
        )
      }
    </ShopOrderItadFrame>
  );
}
