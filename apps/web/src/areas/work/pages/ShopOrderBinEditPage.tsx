import { ShopOrderAssetEdit } from "../components/ShopOrderAssetEdit";
import { shopOrderBinPath } from "../components/work-paths";

/** `shop-order/:slug/bins/:barcode/edit` (operators). */
export default function ShopOrderBinEditPage() {
  return <ShopOrderAssetEdit back={(slug, barcode) => shopOrderBinPath(slug, barcode)} />;
}
