import type { AppRoute } from "../../app/route-types";

const staffAndClients = ["operator", "client"] as const;

/** Stock (issue 17): the priced summary, per asset and per location, for staff and clients. */
export const stockRoutes: AppRoute[] = [
  {
    path: "stock",
    title: "Stock",
    audiences: staffAndClients,
    permission: "stock.view",
    nav: { label: "Stock", section: "Warehouse", order: 55 },
    load: () => import("./stock/pages/StockPage"),
  },
];
