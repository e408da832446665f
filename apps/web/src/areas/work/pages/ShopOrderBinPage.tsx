import { Stack, Title } from "@mantine/core";
import { AssetEvents } from "../../assets/components/AssetEvents";
import { AssetFrameMain } from "../../assets/components/AssetFrameMain";
import { ShopOrderAssetFrame } from "../components/ShopOrderAssetFrame";
import { shopOrderBinPath } from "../components/work-paths";

/** `shop-order/:slug/bins/:barcode`: a bin of the shop order, its contents and its events. */
export default function ShopOrderBinPage() {
  return (
    <ShopOrderAssetFrame tabs={false} editHref={(a, slug) => shopOrderBinPath(slug, a.barcode, true)}>
      {(asset) => (
        <Stack gap="lg">
          <AssetFrameMain asset={asset} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              Events
            </Title>
            <AssetEvents barcode={asset.barcode} />
          </Stack>
        </Stack>
      )}
    </ShopOrderAssetFrame>
  );
}
