import { useFamilyPrefix } from "../../accounts/family";
import { useAsset } from "../../assets/assets-api";
import { AssetEditView } from "../../assets/components/AssetEditView";
import { AssetLoadState } from "../../assets/components/AssetFrame";
import { useShopOrderAssetParams } from "./ShopOrderAssetFrame";

/**
 * Correcting an asset of a shop order (its fields, or a move to another activity), then back to
 * its page in the order: `back(slug, barcode)`.
 */
export function ShopOrderAssetEdit({ back }: { back: (slug: string, barcode: string) => string }) {
  const { slug, barcode, redirect } = useShopOrderAssetParams();
  const family = useFamilyPrefix();
  const asset = useAsset(family, barcode);
  if (redirect) return redirect;
  if (!asset.data) return <AssetLoadState barcode={barcode} error={asset.error} />;
  return (
    <AssetEditView
      asset={asset.data}
      backTo={(code) => back(slug, code)}
      backLabel={`${asset.data.barcode} in ${slug}`}
    />
  );
}
