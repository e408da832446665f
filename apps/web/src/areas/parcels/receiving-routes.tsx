import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** Parcel receiving at the dock (issue 20, SPEC §2 `parcel/receiving/{referenceId}(/{trackingNumber})`). */
export const receivingRoutes: AppRoute[] = [
  {
    path: "parcel/receiving",
    title: "Parcel receiving",
    audiences: staff,
    permission: "inbound.receive",
    nav: { label: "Parcel receiving", section: "Inbound", order: 39.4 },
    load: () => import("./receiving/ParcelReceivingScanPage"),
  },
  {
    path: "parcel/receiving/:referenceId",
    title: "Receive a parcel",
    audiences: staff,
    permission: "inbound.receive",
    load: () => import("./receiving/ParcelReceivingPage"),
  },
  {
    path: "parcel/receiving/:referenceId/:trackingNumber",
    title: "Receive a parcel",
    audiences: staff,
    permission: "inbound.receive",
    load: () => import("./receiving/ParcelReceivingPage"),
  },
];
