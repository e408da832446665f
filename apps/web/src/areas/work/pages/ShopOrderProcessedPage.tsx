import { Stack, Title } from "@mantine/core";
import { useParams } from "react-router";
import { CompleteAllAction } from "../components/CompleteAllAction";
import { InShopOrder } from "../components/InWorkOrder";
import { WorkAssetsTable } from "../components/WorkAssetsTable";
import { WorkScanPanel } from "../components/WorkScanPanel";
import { shopOrderAssetPath } from "../components/work-paths";

/**
 * `shop-order/:slug/processed`: scanning the load's assets into the order, "Complete all", and
 * what it processed, newest first, each with its latest step.
 */
export default function ShopOrderProcessedPage() {
  const slug = useParams().slug ?? "";
  return (
    <InShopOrder slug={slug}>
      <Stack>
        <WorkScanPanel
          slug={slug}
          orderNoun="shop order"
          assetHref={(barcode) => shopOrderAssetPath(slug, barcode)}
        />
        <CompleteAllAction slug={slug} orderNoun="shop order" />
        <Title order={2} size="h4">
          Processed
        </Title>
        <WorkAssetsTable slug={slug} workRole="input" />
      </Stack>
    </InShopOrder>
  );
}
