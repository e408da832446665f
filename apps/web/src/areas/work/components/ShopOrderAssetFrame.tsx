import { Anchor, Button, Group, Stack, Text } from "@mantine/core";
import { type Asset, updateAsset } from "@ops/domain";
import type { ReactNode } from "react";
import { Link, Navigate, useLocation, useParams } from "react-router";
import { useCan } from "../../../shared/permissions";
import { RecordFrame } from "../../../shared/record-frame/RecordFrame";
import { useFamilyPrefix } from "../../accounts/family";
import { useAsset } from "../../assets/assets-api";
import { AssetLoadState, hasSerialsTab } from "../../assets/components/AssetFrame";
import { AssetHeader } from "../../assets/components/AssetHeader";

/**
 * The slug and barcode of a shop order's asset route, the barcode upper-cased (SPEC §5): a
 * barcode typed in another case answers a redirect to the stored form.
 */
export function useShopOrderAssetParams(): { slug: string; barcode: string; redirect: ReactNode } {
  const params = useParams();
  const { pathname, search } = useLocation();
  const raw = params.barcode ?? "";
  const barcode = raw.trim().toUpperCase();
  const redirect =
    barcode !== raw && barcode !== "" ? (
      <Navigate
        to={`${pathname.replace(`/${encodeURIComponent(raw)}`, `/${encodeURIComponent(barcode)}`)}${search}`}
        replace
      />
    ) : null;
  return { slug: params.slug ?? "", barcode, redirect };
}

/** Where "←" leads: the order's page and its name (a shop order's processed tab by default). */
export type BackTo = (slug: string) => { to: string; label: string };

const toShopOrder: BackTo = (slug) => ({
  to: `/shop-order/${encodeURIComponent(slug)}/processed`,
  label: `Shop order ${slug}`,
});

/** "← dal-so-12": back to the order. */
function BackToOrder({ slug, back = toShopOrder }: { slug: string; back?: BackTo }) {
  const { to, label } = back(slug);
  return (
    <Anchor component={Link} to={to} size="sm">
      ← {label}
    </Anchor>
  );
}

type Props = {
  /** Where Edit leads (the asset's or the bin's edit screen in the order); none: no Edit. */
  editHref?: (asset: Asset, slug: string) => string;
  /** Without tabs (a bin's page): the header, then the page. */
  tabs?: boolean;
  /** The order the page belongs to, when not a shop order (an ITAD job, the mobility activity). */
  back?: BackTo;
  children: (asset: Asset, slug: string) => ReactNode;
};

/**
 * The frame of an asset's pages inside a shop order (SPEC §2 `{slug}/assets/{barcode}`, `bins/
 * {barcode}`): the way back to the order, the asset's header (what and where it is, holds,
 * locks), Edit, and its tabs (main, events, serials) kept inside the order.
 */
export function ShopOrderAssetFrame({ editHref, tabs = true, back, children }: Props) {
  const { slug, barcode, redirect } = useShopOrderAssetParams();
  const family = useFamilyPrefix();
  const asset = useAsset(family, barcode);
  const can = useCan();
  if (redirect) return redirect;
  if (!asset.data)
    return (
      <Stack>
        <BackToOrder slug={slug} back={back} />
        <AssetLoadState barcode={barcode} error={asset.error} />
      </Stack>
    );
  const a = asset.data;
  const header = (
    <Stack gap={4}>
      <BackToOrder slug={slug} back={back} />
      <AssetHeader
        asset={a}
        action={
          editHref && can(updateAsset) ? (
            <Group gap="xs">
              <Button component={Link} to={editHref(a, slug)} size="xs" variant="default">
                Edit
              </Button>
            </Group>
          ) : null
        }
      />
      {a.activitySlug && a.activitySlug !== slug ? (
        <Text size="sm" c="dimmed">
          Its activity is {a.activitySlug}.
        </Text>
      ) : null}
    </Stack>
  );
  if (!tabs)
    return (
      <Stack>
        {header}
        {children(a, slug)}
      </Stack>
    );
  return (
    <RecordFrame
      record={a}
      params={{ barcode: a.barcode }}
      lacks={hasSerialsTab(a) ? [] : ["serials"]}
      header={header}
    >
      {children(a, slug)}
    </RecordFrame>
  );
}
