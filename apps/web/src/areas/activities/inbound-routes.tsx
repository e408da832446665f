import type { AppRoute } from "../../app/route-types";
import { inboundTab } from "./activity-route-tabs";

const staff = ["operator"] as const;

/**
 * Inbound loads (SPEC §2 Inbound and outbound): index with bulk actions, new, clone, edit and the
 * load's tabs. `inbound/:slug/asns` is declared with the ASN screens (load-routes.tsx).
 */
export const inboundRoutes: AppRoute[] = [
  {
    path: "inbound",
    title: "Inbound loads",
    audiences: staff,
    permission: "inbound.view",
    nav: { label: "Inbound", section: "Inbound", order: 35 },
    load: () => import("./pages/InboundPage"),
  },
  {
    path: "inbound/new",
    title: "New inbound load",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/InboundNewPage"),
  },
  {
    path: "inbound/:slug/inbound/new",
    title: "Clone inbound load",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/InboundClonePage"),
  },
  {
    path: "inbound/:slug/edit",
    title: "Edit inbound load",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/InboundEditPage"),
  },
  {
    path: "inbound/:slug",
    title: "Inbound load",
    audiences: staff,
    permission: "inbound.view",
    tab: inboundTab("overview"),
    load: () => import("./pages/InboundLoadPage"),
  },
  {
    path: "inbound/:slug/sow",
    title: "Statement of work",
    audiences: staff,
    permission: "activities.view",
    tab: inboundTab("sow"),
    load: () => import("./pages/InboundSowPage"),
  },
  {
    path: "inbound/:slug/inbound-request/:number",
    title: "Inbound request of the load",
    audiences: staff,
    permission: "inbound.view",
    tab: inboundTab("inbound-request"),
    load: () => import("./pages/InboundLinkedRequestPage"),
  },
  {
    path: "inbound/:slug/documents",
    title: "Load documents",
    audiences: staff,
    permission: "activities.view",
    tab: inboundTab("documents"),
    load: () => import("./pages/InboundDocumentsPage"),
  },
  {
    path: "inbound/:slug/events",
    title: "Load events",
    audiences: staff,
    permission: "activities.view",
    tab: inboundTab("events"),
    load: () => import("./pages/InboundEventsPage"),
  },
  {
    path: "inbound/:slug/shop-orders",
    title: "Shop orders of the load",
    audiences: staff,
    permission: "activities.view",
    tab: inboundTab("shop-orders"),
    load: () => import("../work/pages/InboundShopOrdersPage"),
  },
  {
    path: "inbound/:slug/child-loads",
    title: "Child loads",
    audiences: staff,
    permission: "inbound.view",
    tab: inboundTab("child-loads"),
    load: () => import("./pages/InboundChildLoadsPage"),
  },
  {
    path: "inbound/:slug/parcel-tracking",
    title: "Parcel tracking",
    audiences: staff,
    permission: "parcels.view",
    tab: inboundTab("parcel-tracking"),
    load: () => import("../parcels/tracking/LoadParcelTrackingPage"),
  },
];
