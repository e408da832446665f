import type { AppRoute } from "../../app/route-types";

export const homeRoutes: AppRoute[] = [
  {
    path: "",
    title: "Home",
    audiences: ["operator", "client", "vendor"],
    nav: { label: "Home", section: "General", order: 0 },
    load: () => import("./pages/HomePage"),
  },
];
