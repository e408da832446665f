import { AssetSerialsTab } from "../../assets/components/AssetSerials";
import { ShopOrderAssetFrame } from "../components/ShopOrderAssetFrame";
import { shopOrderAssetPath } from "../components/work-paths";

/** `shop-order/:slug/assets/:barcode/serials`: the serials inside a bin of the shop order. */
export default function ShopOrderAssetSerialsPage() {
  return (
    <ShopOrderAssetFrame editHref={(a, slug) => shopOrderAssetPath(slug, a.barcode, "edit")}>
      {(asset) => <AssetSerialsTab asset={asset} />}
    </ShopOrderAssetFrame>
  );
}
