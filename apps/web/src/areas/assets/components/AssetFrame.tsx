import { Anchor, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type Asset, CONTAINER_ASSET_TYPES, printAssetLabel, updateAsset } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { LabelMenu } from "../../../shared/LabelMenu";
import { useCan } from "../../../shared/permissions";
import { RecordFrame, useRouteTabs } from "../../../shared/record-frame/RecordFrame";
import { useSite } from "../../../shared/session";
import { useFamilyPrefix } from "../../accounts/family";
import { isAssetBarcode, useAsset } from "../assets-api";
import { AssetHeader } from "./AssetHeader";

export type AssetTab = "main" | "events" | "serials" | "evidence";

const enc = encodeURIComponent;

export function assetPath(barcode: string, tab: AssetTab | "edit" = "main"): string {
  return tab === "main" ? `/assets/${enc(barcode)}` : `/assets/${enc(barcode)}/${tab}`;
}

/**
 * The barcode of the route, upper-cased (barcodes are stored upper-case, SPEC §5). A barcode
 * typed in another case (or with spaces around it) answers a redirect to the canonical path,
 * so the address bar, history and links always show the stored form.
 */
export function useBarcodeParam(tab: AssetTab | "edit"): { barcode: string; redirect: ReactNode } {
  const raw = useParams().barcode ?? "";
  const { search } = useLocation();
  const barcode = raw.trim().toUpperCase();
  const redirect =
    barcode !== raw && barcode !== "" ? (
      <Navigate to={`${assetPath(barcode, tab)}${search}`} replace />
    ) : null;
  return { barcode, redirect };
}

/** Loading and not-found states of an asset screen; other failures go to the boundary. */
export function AssetLoadState({ barcode, error }: { barcode: string; error: unknown }) {
  if (!isAssetBarcode(barcode) || (error instanceof ApiError && error.status === 404)) {
    return (
      <Stack>
        <Title order={1}>Asset not found</Title>
        <Text style={{ overflowWrap: "anywhere" }}>
          There is no asset with barcode {barcode || "(empty)"}, or it is not one you can see.
        </Text>
        <Text size="sm" c="dimmed">
          Check the barcode, or use the find box at the top of the screen to look up a serial number.
        </Text>
        <Anchor component={Link} to="/">
          Back to the home screen
        </Anchor>
      </Stack>
    );
  }
  if (error) throw error;
  return <Loader aria-label="Loading" />;
}

/** Containers (and anything that holds children) list their serials on their own tab. */
export function hasSerialsTab(asset: Pick<Asset, "type" | "childCount">): boolean {
  return (CONTAINER_ASSET_TYPES as readonly string[]).includes(asset.type) || asset.childCount > 0;
}

/** The open tab, from the route (its screens are the asset's tabs, asset-tabs.ts). */
function useAssetTab(): AssetTab {
  const { active } = useRouteTabs();
  return active === "events" || active === "serials" || active === "evidence" ? active : "main";
}

/**
 * The frame of an asset's screens (operators and clients): barcode, what it is and where it
 * is, holds, locks and the duplicate-serial warning, Edit for operators, and the tabs its
 * routes declare; then `children(asset)`.
 */
export function AssetFrame({ children }: { children: (asset: Asset) => ReactNode }) {
  const { barcode, redirect } = useBarcodeParam(useAssetTab());
  const family = useFamilyPrefix();
  const { data: site } = useSite();
  const asset = useAsset(family, barcode);
  const can = useCan();

  if (redirect) return redirect;
  if (!asset.data) return <AssetLoadState barcode={barcode} error={asset.error} />;
  const a = asset.data;
  const staff = site?.user.audience === "operator";
  return (
    <RecordFrame
      record={a}
      // The tabs lead to the stored (upper-case) barcode, whatever the address said.
      params={{ barcode: a.barcode }}
      lacks={hasSerialsTab(a) ? [] : ["serials"]}
      header={
        <AssetHeader
          asset={a}
          action={
            staff ? (
              <Group gap="xs">
                {can(printAssetLabel) ? (
                  <LabelMenu
                    endpoint={printAssetLabel}
                    params={{ barcode: a.barcode }}
                    fileName={`label-${a.barcode}`}
                  />
                ) : null}
                {can(updateAsset) ? (
                  <Button component={Link} to={assetPath(a.barcode, "edit")} size="xs" variant="default">
                    Edit
                  </Button>
                ) : null}
              </Group>
            ) : null
          }
        />
      }
    >
      {children(a)}
    </RecordFrame>
  );
}

/** A small heading row used by the asset sections. */
export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs">
      <Title order={2} size="h4">
        {children}
      </Title>
      {action}
    </Group>
  );
}
