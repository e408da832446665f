import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** The marketplace boundary: files out and in, and unlisting in bulk (issue 19, SPEC §2 listings). */
export const marketplaceRoutes: AppRoute[] = [
  {
    path: "listings/ebay",
    title: "Marketplace files",
    audiences: staff,
    permission: "listings.view",
    nav: { label: "Marketplace files", section: "Sales", order: 41 },
    load: () => import("./marketplace/MarketplaceFilesPage"),
  },
  {
    path: "listings/unlist",
    title: "Unlist",
    audiences: staff,
    permission: "listings.manage",
    load: () => import("./marketplace/UnlistPage"),
  },
];
