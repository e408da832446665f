import { useParams } from "react-router";
import { ComponentsTable } from "../components/itad/ComponentsTable";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/component`: parts harvested on the order, each with its parent device. */
export default function ShopOrderItadComponentPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="component">
      {(order) => <ComponentsTable slug={order.slug} />}
    </ShopOrderItadFrame>
  );
}
