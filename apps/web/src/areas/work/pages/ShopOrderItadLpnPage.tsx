import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { acceptsWork } from "../components/InWorkOrder";
import { LpnPackForm } from "../components/itad/LpnPackForm";
import { LpnsTable } from "../components/itad/LpnsTable";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";

/** `shop-order/:slug/itad/lpn`: packing serials into LPNs, and the order's LPNs below. */
export default function ShopOrderItadLpnPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="lpn">
      {(order) => (
        <Stack>
          {acceptsWork(order) ? <LpnPackForm slug={order.slug} /> : null}
          <Title order={2} size="h4">
            LPNs
          </Title>
          <LpnsTable slug={order.slug} />
        </Stack>
      )}
    </ShopOrderItadFrame>
  );
}
