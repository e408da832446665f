import type { AppRoute } from "../../app/route-types";

const clients = ["client"] as const;

/** The client parcel portal (issue 20, SPEC §2 `portal/parcel` and `portal/parcel/{projectPrefix}`). */
export const portalRoutes: AppRoute[] = [
  {
    path: "portal/parcel",
    title: "Parcels",
    audiences: clients,
    permission: "parcels.view",
    nav: { label: "Parcels", section: "Inbound", order: 41 },
    load: () => import("./portal/ParcelPortalProjectsPage"),
  },
  {
    path: "portal/parcel/:projectPrefix",
    title: "Parcel project",
    audiences: clients,
    permission: "parcels.view",
    load: () => import("./portal/ParcelPortalProjectPage"),
  },
];
