import { AssetEvents } from "../../assets/components/AssetEvents";
import { ShopOrderAssetFrame } from "../components/ShopOrderAssetFrame";
import { shopOrderAssetPath } from "../components/work-paths";

/** `shop-order/:slug/assets/:barcode/events`: the asset's chain of custody, its steps included. */
export default function ShopOrderAssetEventsPage() {
  return (
    <ShopOrderAssetFrame editHref={(a, slug) => shopOrderAssetPath(slug, a.barcode, "edit")}>
      {(asset) => <AssetEvents barcode={asset.barcode} />}
    </ShopOrderAssetFrame>
  );
}
