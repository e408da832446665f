import { useFamilyPrefix } from "../../accounts/family";
import { useAsset } from "../assets-api";
import { AssetEditView } from "../components/AssetEditView";
import { AssetLoadState, assetPath, useBarcodeParam } from "../components/AssetFrame";

/** `assets/:barcode/edit` (operators): correct the asset's fields, or move it to another activity. */
export default function AssetEditPage() {
  const { barcode, redirect } = useBarcodeParam("edit");
  const family = useFamilyPrefix();
  const asset = useAsset(family, barcode);
  if (redirect) return redirect;
  if (!asset.data) return <AssetLoadState barcode={barcode} error={asset.error} />;
  return <AssetEditView asset={asset.data} backTo={assetPath} backLabel={asset.data.barcode} />;
}
