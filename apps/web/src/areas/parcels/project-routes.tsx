import type { AppRoute } from "../../app/route-types";

const operator = ["operator"] as const;

/** Parcel projects for operators (issue 20, SPEC §2 `parcel`: index, new, {projectPrefix} with assets, edit, request/new). */
export const projectRoutes: AppRoute[] = [
  {
    path: "parcel",
    title: "Parcel projects",
    audiences: operator,
    permission: "parcels.view",
    nav: { label: "Parcel projects", section: "Inbound", order: 39.2 },
    load: () => import("./projects/ParcelProjectsPage"),
  },
  {
    path: "parcel/new",
    title: "New parcel project",
    audiences: operator,
    permission: "parcels.manage",
    load: () => import("./projects/ParcelProjectNewPage"),
  },
  {
    path: "parcel/request/new",
    title: "New parcel request",
    audiences: operator,
    permission: "parcels.manage",
    load: () => import("./projects/ParcelRequestNewPage"),
  },
  {
    path: "parcel/:projectPrefix",
    title: "Parcel project",
    audiences: operator,
    permission: "parcels.view",
    load: () => import("./projects/ParcelProjectPage"),
  },
  {
    path: "parcel/:projectPrefix/assets",
    title: "Parcel project assets",
    audiences: operator,
    permission: "parcels.view",
    load: () => import("./projects/ParcelProjectAssetsPage"),
  },
  {
    path: "parcel/:projectPrefix/edit",
    title: "Edit parcel project",
    audiences: operator,
    permission: "parcels.manage",
    load: () => import("./projects/ParcelProjectEditPage"),
  },
];
