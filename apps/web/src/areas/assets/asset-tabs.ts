import { type Asset, CONTAINER_ASSET_TYPES } from "@ops/domain";
import type { RouteTab } from "../../shared/record-frame/route-tabs";

/** Containers (and anything that holds children) list their serials on their own tab. */
export function hasSerialsTab(asset: Pick<Asset, "type" | "childCount">): boolean {
  return (CONTAINER_ASSET_TYPES as readonly string[]).includes(asset.type) || asset.childCount > 0;
}

/** The tabs of an asset's frame (`assets/<barcode>`), for operators and clients. */
export const ASSET_TABS = {
  main: { frame: "asset", id: "main", label: "Main", order: 0 },
  events: { frame: "asset", id: "events", label: "Events", order: 1 },
  serials: {
    frame: "asset",
    id: "serials",
    label: (asset: Asset) => `Serials (${asset.childCount})`,
    order: 2,
    shown: hasSerialsTab,
  },
} satisfies Record<string, RouteTab>;
