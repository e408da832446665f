import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { Asset } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { useFamilyPrefix } from "../../accounts/family";
import { assetsKeys } from "../assets-api";
import { AssetEditForm } from "./AssetEditForm";
import { AssetEditMove } from "./AssetEditMove";

/**
 * Correcting an asset: its fields (then back to `backTo(barcode)`, the barcode it was saved
 * with), or a move to another activity (the screen stays, with the moved asset).
 */
export function AssetEditView({
  asset: a,
  backTo,
  backLabel,
}: {
  asset: Asset;
  backTo: (barcode: string) => string;
  /** The words of the link back, after "←". */
  backLabel: ReactNode;
}) {
  const family = useFamilyPrefix();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Stack>
      <div>
        <Anchor component={Link} to={backTo(a.barcode)} size="sm">
          ← {backLabel}
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
        onSaved={(saved) => navigate(backTo(saved.barcode))}
      />
      <AssetEditMove
        asset={a}
        onMoved={(saved) => queryClient.setQueryData(assetsKeys.detail(family, saved.barcode), saved)}
      />
    </Stack>
  );
}
