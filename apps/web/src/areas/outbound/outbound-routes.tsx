import type { AppRoute } from "../../app/route-types";
import { outboundTab } from "./outbound-route-tabs";

const staff = ["operator"] as const;

/** Outbound loads (SPEC §2 Inbound and outbound): index, new, edit and the load's tabs. */
export const outboundLoadRoutes: AppRoute[] = [
  {
    path: "outbound",
    title: "Outbound loads",
    audiences: staff,
    permission: "outbound.view",
    nav: { label: "Outbound", section: "Outbound", order: 36 },
    load: () => import("./pages/OutboundPage"),
  },
  {
    path: "outbound/new",
    title: "New outbound load",
    audiences: staff,
    permission: "outbound.edit",
    load: () => import("./pages/OutboundNewPage"),
  },
  {
    path: "outbound/:slug/edit",
    title: "Edit outbound load",
    audiences: staff,
    permission: "outbound.edit",
    load: () => import("./pages/OutboundEditPage"),
  },
  {
    path: "outbound/:slug",
    title: "Outbound load",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("overview"),
    load: () => import("./pages/OutboundLoadPage"),
  },
  {
    path: "outbound/:slug/assets",
    title: "Outbound load assets",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("assets"),
    load: () => import("./pages/OutboundAssetsPage"),
  },
  {
    path: "outbound/:slug/documents",
    title: "Outbound load documents",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("documents"),
    load: () => import("./pages/OutboundDocumentsPage"),
  },
  {
    path: "outbound/:slug/photos",
    title: "Outbound load photos",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("photos"),
    load: () => import("./pages/OutboundPhotosPage"),
  },
  {
    path: "outbound/:slug/events",
    title: "Outbound load events",
    audiences: staff,
    permission: "outbound.view",
    tab: outboundTab("events"),
    load: () => import("./pages/OutboundEventsPage"),
  },
];
