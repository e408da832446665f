import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router";
import { useFamilyPrefix } from "../../accounts/family";
import { assetsKeys, useAsset } from "../assets-api";
import { AssetEditForm } from "../components/AssetEditForm";
import { AssetEditMove } from "../components/AssetEditMove";
import { AssetLoadState, assetPath, useBarcodeParam } from "../components/AssetFrame";

/** `assets/:barcode/edit` (operators): correct the asset's fields, or move it to another activity. */
export default function AssetEditPage() {
  const { barcode, redirect } = useBarcodeParam("edit");
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
        <Anchor component={Link} to={assetPath(a.barcode)} size="sm">
          ← {a.barcode}
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
        onSaved={(saved) => navigate(assetPath(saved.barcode))}
      />
      <AssetEditMove
        asset={a}
        onMoved={(saved) => queryClient.setQueryData(assetsKeys.detail(family, saved.barcode), saved)}
      />
    </Stack>
  );
}
