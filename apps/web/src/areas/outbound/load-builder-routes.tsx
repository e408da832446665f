import type { AppRoute } from "../../app/route-types";

const operators = ["operator"] as const;

/** The load builder (issue 18, SPEC §2): build an outbound load from stock, its assets, confirm. */
export const loadBuilderRoutes: AppRoute[] = [
  {
    path: "load-builder",
    title: "Load builder",
    audiences: operators,
    permission: "outbound.view",
    nav: { label: "Load builder", section: "Outbound", order: 37 },
    load: () => import("./load-builder/pages/LoadBuilderPage"),
  },
  {
    path: "load-builder/confirm",
    title: "Confirm the load",
    audiences: operators,
    permission: "outbound.edit",
    load: () => import("./load-builder/pages/LoadBuilderConfirmPage"),
  },
  {
    path: "load-builder/:id/class",
    title: "Load builder assets",
    audiences: operators,
    permission: "outbound.view",
    load: () => import("./load-builder/pages/LoadBuilderClassPage"),
  },
  {
    path: "load-builder/:id/more-details",
    title: "Load builder details",
    audiences: operators,
    permission: "outbound.view",
    load: () => import("./load-builder/pages/LoadBuilderDetailsPage"),
  },
];
