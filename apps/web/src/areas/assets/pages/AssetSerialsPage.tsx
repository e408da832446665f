import { Text } from "@mantine/core";
import { ASSET_TYPES, labelOf } from "@ops/domain";
import { AssetFrame, hasSerialsTab } from "../components/AssetFrame";
import { AssetSerials } from "../components/AssetSerials";

/** `assets/:barcode/serials`: the serials inside a bin or on a pallet. */
export default function AssetSerialsPage() {
  return (
    <AssetFrame>
      {(asset) =>
        hasSerialsTab(asset) ? (
          <AssetSerials barcode={asset.barcode} />
        ) : (
          <Text c="dimmed" size="sm">
            A {labelOf(ASSET_TYPES, asset.type).toLowerCase()} asset holds no serials.
          </Text>
        )
      }
    </AssetFrame>
  );
}
