import { Stack } from "@mantine/core";
import { useParams } from "react-router";
import { OrderReservations } from "../../inventory/picking/OrderReservations";
import { ListingJobHolds } from "../../listings/components/ListingJobHolds";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/**
 * `shop-order/:slug/itad/reserved`: the stock reserved for this order (to pick, picked, short,
 * released), with the "Reserve stock" dialog that puts assets on a pick list (issue 17); below,
 * what marketplace listings and redeployment orders hold of the job's devices (issue 19).
 */
export default function ShopOrderItadReservedPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="reserved">
      {() => (
        <Stack gap="xl">
          <OrderReservations slug={slug} orderType="shop_order" />
          <ListingJobHolds slug={slug} />
        </Stack>
      )}
    </ShopOrderItadFrame>
  );
}
