import { Anchor, Button, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { type Asset, CONTAINER_ASSET_TYPES } from "@ops/domain";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, Navigate, useLocation, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../shared/api";
import { useSite } from "../../../shared/session";
import { useFamilyPrefix } from "../../accounts/family";
import { isAssetBarcode, useAsset } from "../assets-api";
import { AssetHeader } from "./AssetHeader";

export type AssetTab = "main" | "events" | "serials";

const enc = encodeURIComponent;

export function assetPath(barcode: string, tab: AssetTab | "edit" = "main"): string {
  return tab === "main" ? `/assets/${enc(barcode)}` : `/assets/${enc(barcode)}/${tab}`;
}

/** Containers (and anything that holds children) list their serials on their own tab. */
export function hasSerialsTab(asset: Pick<Asset, "type" | "childCount">): boolean {
  return (CONTAINER_ASSET_TYPES as readonly string[]).includes(asset.type) || asset.childCount > 0;
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

type Props = {
  tab: AssetTab;
  /** The tab's content, given the asset. */
  children: (asset: Asset) => ReactNode;
};

/**
 * The frame of an asset's screens (operators and clients): barcode, what it is and where it
 * is, holds, locks and the duplicate-serial warning, Edit for operators, and the tabs.
 */
export function AssetFrame({ tab, children }: Props) {
  const { barcode, redirect } = useBarcodeParam(tab);
  const family = useFamilyPrefix();
  const { data: site } = useSite();
  const asset = useAsset(family, barcode);
  const navigate = useNavigate();
  const tabList = useRef<HTMLDivElement>(null);
  const loaded = Boolean(asset.data);
  // Each tab is its own route: bring the open one into view on a phone.
  useEffect(() => {
    if (loaded) tabList.current?.querySelector("[data-active]")?.scrollIntoView({ block: "nearest" });
  }, [loaded]);

  if (redirect) return redirect;
  if (!asset.data) return <AssetLoadState barcode={barcode} error={asset.error} />;
  const a = asset.data;
  const staff = site?.user.audience === "operator";
  const tabs: { id: AssetTab; label: string }[] = [
    { id: "main", label: "Main" },
    { id: "events", label: "Events" },
  ];
  if (hasSerialsTab(a)) tabs.push({ id: "serials", label: `Serials (${a.childCount})` });

  return (
    <Stack>
      <AssetHeader
        asset={a}
        action={
          staff ? (
            <Button component={Link} to={assetPath(a.barcode, "edit")} size="xs" variant="default">
              Edit
            </Button>
          ) : null
        }
      />
      <Tabs value={tab} onChange={(value) => value && navigate(assetPath(a.barcode, value as AssetTab))}>
        <Tabs.List ref={tabList} style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }}>
          {tabs.map((t) => (
            <Tabs.Tab key={t.id} value={t.id} style={{ whiteSpace: "nowrap" }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children(a)}
    </Stack>
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
