import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/** The dock schedule, closed dates and calendar (SPEC §2), and the vendors' own dock schedule. */
export const dockRoutes: AppRoute[] = [
  {
    path: "dock-schedule",
    title: "Dock schedule",
    audiences: staff,
    permission: "inbound.view",
    nav: { label: "Dock schedule", section: "Warehouse", order: 61 },
    load: () => import("./pages/DockSchedulePage"),
  },
  {
    path: "dock-schedule/closed-dates",
    title: "Closed dates",
    audiences: staff,
    permission: "inbound.view",
    load: () => import("./pages/ClosedDatesPage"),
  },
  {
    path: "calendar",
    title: "Calendar",
    audiences: staff,
    permission: "activities.view",
    nav: { label: "Calendar", section: "Warehouse", order: 62 },
    load: () => import("./pages/CalendarPage"),
  },
  {
    // A top-level address of SPEC §2 (/vendor/dock-schedule), inside the shell so vendors get
    // the sign-in check and the menu; it is the vendor's menu entry, so their home lists it.
    path: "vendor/dock-schedule",
    title: "Dock schedule",
    audiences: ["vendor"],
    nav: { label: "Dock schedule", section: "Vendor", order: 90 },
    load: () => import("./pages/VendorDockSchedulePage"),
  },
  {
    path: "vendor/loads/:slug",
    title: "Load",
    audiences: ["vendor"],
    load: () => import("./pages/VendorLoadPage"),
  },
];
