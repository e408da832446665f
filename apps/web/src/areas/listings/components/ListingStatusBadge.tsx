import { Badge } from "@mantine/core";
import { LISTING_ASSET_STATUSES, LISTING_STATUSES } from "@ops/domain";

const COLORS: Record<string, string> = {
  draft: "gray",
  listed: "blue",
  sold_out: "teal",
  ended: "dark",
  sold: "teal",
  released: "gray",
};

/** A listing's status (or, with `asset`, a listing asset's) as a coloured badge. */
export function ListingStatusBadge({ status, asset = false }: { status: string; asset?: boolean }) {
  const list: readonly { id: string; label: string }[] = asset ? LISTING_ASSET_STATUSES : LISTING_STATUSES;
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light">
      {list.find((s) => s.id === status)?.label ?? status}
    </Badge>
  );
}

export const platformLabelOf = (
  platform: string | null,
  platforms: readonly { id: string; label: string }[],
) => (platform === null ? "—" : (platforms.find((p) => p.id === platform)?.label ?? platform));

export const money = (n: number | null | undefined) =>
  n === null || n === undefined ? "—" : n.toLocaleString("en-US", { style: "currency", currency: "USD" });
