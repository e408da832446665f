import type { AppRoute } from "../../app/route-types";
import { processingTab } from "../activities/activity-route-tabs";

const staff = ["operator"] as const;

/**
 * Processing jobs (SPEC §2 Processing): index, new, edit, and the frame's overview and events.
 * The assets and labor tabs are routed with the work-order contents and labor.
 */
export const processingRoutes: AppRoute[] = [
  {
    path: "processing",
    title: "Processing jobs",
    audiences: staff,
    permission: "activities.view",
    nav: { label: "Processing", section: "Processing", order: 51 },
    load: () => import("./pages/ProcessingJobsPage"),
  },
  {
    path: "processing/new",
    title: "New processing job",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ProcessingNewPage"),
  },
  {
    path: "processing/:slug/edit",
    title: "Edit processing job",
    audiences: staff,
    permission: "activities.edit",
    load: () => import("./pages/ProcessingEditPage"),
  },
  {
    path: "processing/:slug",
    title: "Processing job",
    audiences: staff,
    permission: "activities.view",
    tab: processingTab("overview"),
    load: () => import("./pages/ProcessingJobPage"),
  },
  {
    path: "processing/:slug/events",
    title: "Processing job events",
    audiences: staff,
    permission: "activities.view",
    tab: processingTab("events"),
    load: () => import("./pages/ProcessingEventsPage"),
  },
];
