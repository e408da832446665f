import type { AppRoute } from "../../app/route-types";

/** Marketplace listings and their assets (issue 19, SPEC §2 listings). */
export const listingRoutes: AppRoute[] = [
  {
    path: "listings",
    title: "Listings",
    audiences: ["operator"],
    permission: "listings.view",
    nav: { label: "Listings", section: "Sales", order: 40 },
    load: () => import("./pages/ListingsPage"),
  },
  {
    path: "listings/new",
    title: "New listing",
    audiences: ["operator"],
    permission: "listings.manage",
    load: () => import("./pages/ListingNewPage"),
  },
  {
    path: "listings/assets/:barcode",
    title: "Listing asset",
    audiences: ["operator"],
    permission: "listings.view",
    load: () => import("./pages/ListingAssetPage"),
  },
  {
    path: "listings/:id",
    title: "Listing",
    audiences: ["operator"],
    permission: "listings.view",
    load: () => import("./pages/ListingPage"),
  },
  {
    path: "listings/:id/edit",
    title: "Edit listing",
    audiences: ["operator"],
    permission: "listings.manage",
    load: () => import("./pages/ListingEditPage"),
  },
];
