import { ShopOrderAssetEdit } from "../components/ShopOrderAssetEdit";
import { shopOrderAssetPath } from "../components/work-paths";

/** `shop-order/:slug/assets/:barcode/edit` (operators). */
export default function ShopOrderAssetEditPage() {
  return <ShopOrderAssetEdit back={(slug, barcode) => shopOrderAssetPath(slug, barcode)} />;
}
