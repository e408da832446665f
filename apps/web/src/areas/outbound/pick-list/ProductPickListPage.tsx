import { useParams } from "react-router";
import { OutboundFrame } from "../components/OutboundFrame";
import { ProductPickList } from "./ProductPickList";

/** `outbound/:slug/pick-list/:productId`: that product's reservations in walking order; scan to pick. */
export default function ProductPickListPage() {
  const params = useParams();
  const slug = params.slug ?? "";
  return (
    <OutboundFrame slug={slug}>
      <ProductPickList slug={slug} productId={Number(params.productId)} />
    </OutboundFrame>
  );
}
