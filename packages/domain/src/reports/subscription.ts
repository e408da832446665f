// Client subscription levels (SPEC §6: clients are gated by subscription; a level not in a
// dashboard's allowed list sees a fallback). Operators set the level on the client's account;
// a client user's level is the highest of the accounts they belong to (child accounts are under
// their parent's contract). Each client dashboard declares the levels that may open it, and the
// server refuses the others with 403 and the sentence below.
import { z } from "zod";
import { idsOf } from "../enums/define";

export const SUBSCRIPTION_LEVELS = [
  {
    id: "essentials",
    label: "Essentials",
    includes: "The summary and inbound dashboards: loads, weights received and certificates.",
  },
  {
    id: "insights",
    label: "Insights",
    includes:
      "Everything in Essentials, plus serialized devices by grade, disposition and class, weights received by product class, and exports.",
  },
  {
    id: "enterprise",
    label: "Enterprise",
    includes:
      "Everything in Insights, plus custom reports, saved and scheduled reports, and value recovered against costs.",
  },
] as const;
export const SUBSCRIPTION_LEVEL_IDS = idsOf(SUBSCRIPTION_LEVELS);
export const SubscriptionLevel = z.enum(SUBSCRIPTION_LEVEL_IDS, {
  error: "Choose Essentials, Insights or Enterprise",
});
export type SubscriptionLevel = z.infer<typeof SubscriptionLevel>;

/** The client dashboards (SPEC §2 `dashboards/clients/…` and the value-add dashboard). */
export const CLIENT_DASHBOARDS = [
  {
    id: "summary",
    label: "Summary",
    path: "dashboards/clients/summary",
    levels: ["essentials", "insights", "enterprise"],
  },
  {
    id: "inbound",
    label: "Inbound",
    path: "dashboards/clients/inbound",
    levels: ["essentials", "insights", "enterprise"],
  },
  {
    id: "serialized",
    label: "Serialized",
    path: "dashboards/clients/serialized",
    levels: ["insights", "enterprise"],
  },
  {
    id: "received",
    label: "Received",
    path: "dashboards/clients/received",
    levels: ["insights", "enterprise"],
  },
  { id: "export", label: "Export", path: "dashboards/clients/export", levels: ["insights", "enterprise"] },
  { id: "custom", label: "Custom", path: "dashboards/clients/custom", levels: ["enterprise"] },
  { id: "value_add", label: "Value add", path: "dashboards/clients/value-add", levels: ["enterprise"] },
] as const satisfies readonly {
  id: string;
  label: string;
  path: string;
  levels: readonly SubscriptionLevel[];
}[];
export type ClientDashboardId = (typeof CLIENT_DASHBOARDS)[number]["id"];

const RANK: Record<SubscriptionLevel, number> = { essentials: 0, insights: 1, enterprise: 2 };

/** The highest of a user's account levels (null when they belong to no account). */
export function highestLevel(levels: readonly SubscriptionLevel[]): SubscriptionLevel | null {
  let best: SubscriptionLevel | null = null;
  for (const level of levels) if (best === null || RANK[level] > RANK[best]) best = level;
  return best;
}

/** Whether a level may open a client dashboard. */
export function levelAllows(level: SubscriptionLevel | null, dashboard: ClientDashboardId): boolean {
  if (level === null) return false;
  const found = CLIENT_DASHBOARDS.find((d) => d.id === dashboard);
  return (found?.levels as readonly string[] | undefined)?.includes(level) ?? false;
}

/** The lowest level that opens a dashboard (what the fallback offers). */
export function lowestLevelFor(dashboard: ClientDashboardId): SubscriptionLevel {
  const found = CLIENT_DASHBOARDS.find((d) => d.id === dashboard);
  return (found?.levels[0] ?? "enterprise") as SubscriptionLevel;
}

/** The 403 sentence for a dashboard the level does not include (server and fallback alike). */
export function subscriptionRefusal(dashboard: ClientDashboardId): string {
  const found = CLIENT_DASHBOARDS.find((d) => d.id === dashboard);
  const level = SUBSCRIPTION_LEVELS.find((l) => l.id === lowestLevelFor(dashboard));
  return `The ${found?.label ?? dashboard} dashboard is part of the ${level?.label} subscription. Ask your account manager to upgrade.`;
}
