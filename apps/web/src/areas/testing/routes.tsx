import type { AppRoute } from "../../app/route-types";

const staff = ["operator"] as const;

/**
 * Test suites (issue 15; SPEC §2 names no route for them): read by whoever sees the catalogue,
 * written by those who manage tests. The device test pages are the ITAD and mobility areas'.
 */
export const testingRoutes: AppRoute[] = [
  {
    path: "test-suites",
    title: "Test suites",
    audiences: staff,
    permission: "catalogue.view",
    nav: { label: "Test suites", section: "Catalogue", order: 48 },
    load: () => import("./pages/TestSuitesPage"),
  },
  {
    path: "test-suites/new",
    title: "New test suite",
    audiences: staff,
    permission: "tests.manage",
    load: () => import("./pages/TestSuiteNewPage"),
  },
  {
    path: "test-suites/:id",
    title: "Test suite",
    audiences: staff,
    permission: "catalogue.view",
    load: () => import("./pages/TestSuitePage"),
  },
  {
    path: "test-suites/:id/edit",
    title: "Edit test suite draft",
    audiences: staff,
    permission: "tests.manage",
    load: () => import("./pages/TestSuiteEditPage"),
  },
];
