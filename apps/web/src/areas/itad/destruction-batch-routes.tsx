import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * Destruction batches (issue 16): shred and crush runs with the media destroyed in them, for
 * operators; the menu entry sits beside the ITAD jobs.
 */
export const destructionBatchRoutes: AppRoute[] = [
  {
    path: "destruction-batches",
    title: "Destruction batches",
    audiences: staff,
    permission: "assets.view",
    nav: { label: "Destruction batches", section: "Processing", order: 53 },
    load: () => import("./pages/DestructionBatchesPage"),
  },
  {
    path: "destruction-batches/new",
    title: "New destruction batch",
    audiences: staff,
    permission: "sanitization.record",
    load: () => import("./pages/DestructionBatchNewPage"),
  },
  {
    path: "destruction-batches/:id",
    title: "Destruction batch",
    audiences: staff,
    permission: "assets.view",
    load: () => import("./pages/DestructionBatchPage"),
  },
];
