import { Text } from "@mantine/core";
import { ASSET_TYPES, labelOf } from "@ops/domain";
import { hasSerialsTab } from "../../assets/components/AssetFrame";
import { AssetSerials } from "../../assets/components/AssetSerials";
import { ShopOrderAssetFrame } from "../components/ShopOrderAssetFrame";
import { shopOrderAssetPath } from "../components/work-paths";

/** `shop-order/:slug/assets/:barcode/serials`: the serials inside a bin of the shop order. */
export default function ShopOrderAssetSerialsPage() {
  return (
    <ShopOrderAssetFrame editHref={(a, slug) => shopOrderAssetPath(slug, a.barcode, "edit")}>
      {(asset) =>
        hasSerialsTab(asset) ? (
          <AssetSerials barcode={asset.barcode} />
        ) : (
          <Text c="dimmed" size="sm">
            A {labelOf(ASSET_TYPES, asset.type).toLowerCase()} asset holds no serials.
          </Text>
        )
      }
    </ShopOrderAssetFrame>
  );
}
