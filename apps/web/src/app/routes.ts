import type { SessionUser } from "@ops/domain";
import { accountsRoutes } from "../areas/accounts/routes";
import { activitiesRoutes } from "../areas/activities/routes";
import { assetsAreaRoutes } from "../areas/assets/routes";
import { carriersRoutes } from "../areas/carriers/routes";
import { catalogueRoutes } from "../areas/catalogue/routes";
import { homeRoutes } from "../areas/home/routes";
import { inventoryRoutes } from "../areas/inventory/routes";
import { itadRoutes } from "../areas/itad/routes";
import { listingsAreaRoutes } from "../areas/listings/routes";
import { mobilityRoutes } from "../areas/mobility/routes";
import { notificationsRoutes } from "../areas/notifications/routes";
import { outboundAreaRoutes } from "../areas/outbound/routes";
import { parcelsAreaRoutes } from "../areas/parcels/routes";
import { pickupsRoutes } from "../areas/pickups/routes";
import { platformRoutes } from "../areas/platform/routes";
import { reportsRoutes } from "../areas/reports/routes";
import { settlementRoutes } from "../areas/settlement/routes";
import { supportRoutes } from "../areas/support/routes";
import { surveysRoutes } from "../areas/surveys/routes";
import { tasksRoutes } from "../areas/tasks/routes";
import { testingRoutes } from "../areas/testing/routes";
import { usersRoutes } from "../areas/users/routes";
import { workRoutes } from "../areas/work/routes";
import { canOpen } from "../shared/route-access";
import type { AppRoute } from "./route-types";

/** Every screen of the main shell, joined from the area route tables. */
export const shellRoutes: AppRoute[] = [
  ...homeRoutes,
  ...usersRoutes,
  ...accountsRoutes,
  ...activitiesRoutes,
  ...outboundAreaRoutes,
  ...listingsAreaRoutes,
  ...parcelsAreaRoutes,
  ...pickupsRoutes,
  ...tasksRoutes,
  ...notificationsRoutes,
  ...settlementRoutes,
  ...reportsRoutes,
  ...supportRoutes,
  ...surveysRoutes,
  ...workRoutes,
  ...itadRoutes,
  ...assetsAreaRoutes,
  ...mobilityRoutes,
  ...catalogueRoutes,
  ...testingRoutes,
  ...inventoryRoutes,
  ...carriersRoutes,
  ...platformRoutes,
];

// Record frames ask the same of their tabs, so the check lives in shared/.
export { canOpen } from "../shared/route-access";

export type NavSection = { section: string; entries: { label: string; path: string }[] };

/** The menu of a user: the screens with a menu entry they may open, grouped by section. */
export function navFor(user: SessionUser, routes: AppRoute[] = shellRoutes): NavSection[] {
  const entries = routes
    .filter((r) => r.nav && canOpen(r, user) && (r.nav.audiences?.includes(user.audience) ?? true))
    .sort((a, b) => (a.nav?.order ?? 0) - (b.nav?.order ?? 0));
  const sections: NavSection[] = [];
  for (const route of entries) {
    const nav = route.nav;
    if (!nav) continue;
    let section = sections.find((s) => s.section === nav.section);
    if (!section) {
      section = { section: nav.section, entries: [] };
      sections.push(section);
    }
    section.entries.push({ label: nav.label, path: `/${route.path}` });
  }
  return sections;
}
