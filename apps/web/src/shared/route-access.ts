import type { Audience, Permission, SessionUser } from "@ops/domain";
import { hasEntitlement, hasPermission } from "@ops/domain";

/** What a screen asks of its user (a route, or a tab that opens one). */
export type RouteAccess = { audiences: readonly Audience[]; entitlement?: string; permission?: Permission };

/** Whether a user may open a screen: its audience, its entitlement check and the permission it needs. */
export function canOpen(route: RouteAccess, user: SessionUser): boolean {
  if (!route.audiences.includes(user.audience)) return false;
  if (route.entitlement && !hasEntitlement(user.entitlements, route.entitlement)) return false;
  return route.permission ? hasPermission(user, route.permission) : true;
}
