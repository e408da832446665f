import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { CompleteAllAction } from "../components/CompleteAllAction";
import { acceptsWork, FinishedOrderNote } from "../components/InWorkOrder";
import { WorkAssetsTable } from "../components/WorkAssetsTable";
import { ShopOrderFrame } from "../components/WorkOrderFrame";
import { WorkScanPanel } from "../components/WorkScanPanel";
import { shopOrderAssetPath } from "../components/work-paths";

/**
 * `shop-order/:slug/processed`: scanning the load's assets into the order, "Complete all", and
 * what it processed, newest first, each with its latest step.
 */
export default function ShopOrderProcessedPage() {
  const slug = useParams().slug ?? "";
  return (
    <ShopOrderFrame slug={slug}>
      {(order) => (
        <Stack>
          {acceptsWork(order) ? (
            <>
              <WorkScanPanel
                slug={order.slug}
                warehouseId={order.warehouseId}
                orderNoun="shop order"
                assetHref={(barcode) => shopOrderAssetPath(order.slug, barcode)}
              />
              <CompleteAllAction slug={order.slug} orderNoun="shop order" />
            </>
          ) : (
            <FinishedOrderNote activity={order} noun="shop order" />
          )}
          <Title order={2} size="h4">
            Processed
          </Title>
          <WorkAssetsTable slug={order.slug} workRole="input" />
        </Stack>
      )}
    </ShopOrderFrame>
  );
}
