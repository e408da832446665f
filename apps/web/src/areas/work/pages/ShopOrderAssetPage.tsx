import { AssetFrameMain } from "../../assets/components/AssetFrameMain";
import { ShopOrderAssetFrame } from "../components/ShopOrderAssetFrame";
import { shopOrderAssetPath } from "../components/work-paths";

/** `shop-order/:slug/assets/:barcode`: an asset of the shop order, its main tab. */
export default function ShopOrderAssetPage() {
  return (
    <ShopOrderAssetFrame editHref={(a, slug) => shopOrderAssetPath(slug, a.barcode, "edit")}>
      {(asset) => <AssetFrameMain asset={asset} />}
    </ShopOrderAssetFrame>
  );
}
