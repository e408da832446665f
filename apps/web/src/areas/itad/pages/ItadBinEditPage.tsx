import { ShopOrderAssetEdit } from "../../work/components/ShopOrderAssetEdit";
import { itadBinPath } from "../itad-paths";

/** `itad/:slug/bins/:barcode/edit`. */
export default function ItadBinEditPage() {
  return <ShopOrderAssetEdit back={(slug, barcode) => itadBinPath(slug, barcode)} />;
}
