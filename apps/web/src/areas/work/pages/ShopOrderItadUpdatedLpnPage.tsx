import { Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { LpnsTable } from "../components/itad/LpnsTable";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/updated-lpn`: LPNs whose contents changed after they were packed. */
export default function ShopOrderItadUpdatedLpnPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="updated-lpn">
      {(order) => (
        <Stack>
          <Text size="sm" c="dimmed">
            A serial moved into or out of these LPNs after they were packed: check their contents before they
            ship.
          </Text>
          <LpnsTable slug={order.slug} updated />
        </Stack>
      )}
    </ShopOrderItadFrame>
  );
}
