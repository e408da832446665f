import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useFamilyPrefix } from "../../accounts/family";
import { assetsKeys, useAsset } from "../../assets/assets-api";
import { AssetEditForm } from "../../assets/components/AssetEditForm";
import { AssetEditMove } from "../../assets/components/AssetEditMove";
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (redirect) return redirect;
  if (!asset.data) return <AssetLoadState barcode={barcode} error={asset.error} />;
  const a = asset.data;
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={back(slug, a.barcode)} size="sm">
          ← {a.barcode} in {slug}
        </Anchor>
        <Title order={1} style={{ overflowWrap: "anywhere" }}>
          Edit {a.barcode}
        </Title>
        <Text c="dimmed" size="sm">
          {[a.accountName, a.activitySlug].filter(Boolean).join(" · ")}
        </Text>
      </div>
      {/* The form starts from the asset it was opened with; after a move it starts again. */}
      <AssetEditForm
        key={a.activitySlug ?? ""}
        asset={a}
        onSaved={(saved) => navigate(back(slug, saved.barcode))}
      />
      <AssetEditMove
        asset={a}
        onMoved={(saved) => queryClient.setQueryData(assetsKeys.detail(family, saved.barcode), saved)}
      />
    </Stack>
  );
}
