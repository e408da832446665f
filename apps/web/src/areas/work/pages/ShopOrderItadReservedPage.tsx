import { EmptyState } from "@mantine/core";
import { useParams } from "react-router";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/**
 * `shop-order/:slug/itad/reserved`: serials reserved for listings or redeployment orders. Neither
 * reserves anything yet (listings come with their own issue), and the serial list offers no
 * reservation filter, so the page says so instead of showing a list that cannot hold anything.
 */
export default function ShopOrderItadReservedPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="reserved">
      {() => (
        <EmptyState
          title="No reserved serials"
          description="A serial is reserved when a listing or a redeployment order takes it. Listings and redeployment orders do not reserve devices yet; once they do, the reserved serials of this order show here."
        />
      )}
    </ShopOrderItadFrame>
  );
}
