import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { ItadFiguresPanel } from "../components/itad/ItadFiguresPanel";
import { shopOrderDevicePath } from "../components/itad/itad-paths";
import { SerialsTable } from "../components/itad/SerialsTable";
import { ShopOrderItadFrame } from "../components/itad/ShopOrderItadFrame";
import { WorkScanPanel } from "../components/WorkScanPanel";

/**
 * `shop-order/:slug/itad` (Devices): scanning devices into the order, its figures, and its
 * serialized devices, each opening the device's pages (tests, grade, pack…).
 */
export default function ShopOrderItadPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderItadFrame slug={slug} page="main">
      {(order) => (
        <Stack>
          {acceptsWork(order) ? (
            <WorkScanPanel
              slug={order.slug}
              warehouseId={order.warehouseId}
              orderNoun="shop order"
              assetHref={(barcode) => shopOrderDevicePath(order.slug, barcode)}
            />
          ) : (
            <FinishedOrderNote activity={order} noun="shop order" />
          )}
          <ItadFiguresPanel slug={order.slug} />
          <Title order={2} size="h4">
            Devices
          </Title>
          <SerialsTable
            slug={order.slug}
            searchKey="shop-order-itad-devices"
            emptyText="No serialized device on this order yet. Scan one in, or bulk create serials."
          />
        </Stack>
      )}
    </ShopOrderItadFrame>
  );
}
