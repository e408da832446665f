import { ITAD_TABS } from "@ops/domain";
import type { AppRoute } from "../../app/route-types";
import { declaredTab, type RouteTab, withinTab } from "../../shared/record-frame/route-tabs";
import { certificateRoutes } from "./certificate-routes";
import { destructionBatchRoutes } from "./destruction-batch-routes";
import { deviceRoutes } from "./device-routes";

const staff = ["operator"] as const;

/** A route of an ITAD job's frame (`itad/<slug>`), its tab as the itad kind declares it. */
function itadTab(id: string): RouteTab {
  return declaredTab("itad", ITAD_TABS, id);
}

/** The tabs of a bin's pages in an ITAD job (`itad/<slug>/bins/<barcode>`). */
const ITAD_BIN_TABS = {
  main: { frame: "itad-bin", id: "main", label: "Main", order: 0 },
  serials: {
    frame: "itad-bin",
    id: "serials",
    label: (bin: { childCount: number }) => `Serials (${bin.childCount})`,
    order: 1,
  },
  events: { frame: "itad-bin", id: "events", label: "Events", order: 2 },
} satisfies Record<string, RouteTab>;

/**
 * IT asset disposition jobs (SPEC §2 IT asset disposition): index, new, edit, the job's frame
 * (overview with scanning and its devices, bins, created bins), its bins' pages, and the device
 * pages of every place (device-routes.tsx).
 */
export const itadRoutes: AppRoute[] = [
  {
    path: "itad",
    title: "ITAD jobs",
    audiences: staff,
    permission: "activities.view",
    nav: { label: "ITAD jobs", section: "Processing", order: 52 },
    load: () => import("./pages/ItadJobsPage"),
  },
  {
    path: "itad/new",
    title: "New ITAD job",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ItadNewPage"),
  },
  {
    path: "itad/:slug/edit",
    title: "Edit ITAD job",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ItadEditPage"),
  },
  {
    path: "itad/:slug",
    title: "ITAD job",
    audiences: staff,
    permission: "activities.view",
    tab: itadTab("overview"),
    load: () => import("./pages/ItadJobPage"),
  },
  {
    path: "itad/:slug/bins",
    title: "ITAD job bins",
    audiences: staff,
    permission: "activities.view",
    tab: itadTab("bins"),
    load: () => import("./pages/ItadBinsPage"),
  },
  {
    path: "itad/:slug/created-bins",
    title: "ITAD job created bins",
    audiences: staff,
    permission: "assets.view",
    tab: itadTab("created-bins"),
    load: () => import("./pages/ItadCreatedBinsPage"),
  },
  {
    path: "itad/:slug/bins/new",
    title: "New bin",
    audiences: staff,
    permission: "processing.work",
    tab: withinTab(itadTab("created-bins")),
    load: () => import("./pages/ItadBinNewPage"),
  },
  {
    path: "itad/:slug/bins/:barcode",
    title: "ITAD job bin",
    audiences: staff,
    permission: "assets.view",
    tab: ITAD_BIN_TABS.main,
    load: () => import("./pages/ItadBinPage"),
  },
  {
    path: "itad/:slug/bins/:barcode/serials",
    title: "ITAD job bin serials",
    audiences: staff,
    permission: "assets.view",
    tab: ITAD_BIN_TABS.serials,
    load: () => import("./pages/ItadBinSerialsPage"),
  },
  {
    path: "itad/:slug/bins/:barcode/events",
    title: "ITAD job bin events",
    audiences: staff,
    permission: "assets.view",
    tab: ITAD_BIN_TABS.events,
    load: () => import("./pages/ItadBinEventsPage"),
  },
  {
    path: "itad/:slug/bins/:barcode/edit",
    title: "Edit ITAD job bin",
    audiences: staff,
    permission: "assets.edit",
    load: () => import("./pages/ItadBinEditPage"),
  },
  ...deviceRoutes,
  ...certificateRoutes,
  ...destructionBatchRoutes,
];
