import type { Asset } from "@ops/domain";
import type { RouteTab } from "../../shared/record-frame/route-tabs";

/**
 * The tabs of an asset's frame (`assets/<barcode>`), for operators and clients. Which assets
 * have serials the frame decides (hasSerialsTab): the container types come with the asset
 * schemas, too much for the routes, which load with the shell.
 */
export const ASSET_TABS = {
  main: { frame: "asset", id: "main", label: "Main", order: 0 },
  events: { frame: "asset", id: "events", label: "Events", order: 1 },
  serials: {
    frame: "asset",
    id: "serials",
    label: (asset: Asset) => `Serials (${asset.childCount})`,
    order: 2,
  },
  // A serial's sanitization and evidence chain (issue 16); containers have none.
  evidence: {
    frame: "asset",
    id: "evidence",
    label: "Evidence",
    order: 3,
    shown: (asset: Asset) => asset.type === "serial",
  },
} satisfies Record<string, RouteTab>;
