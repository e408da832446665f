import type { ActivityTab } from "@ops/domain";
import type { RouteAccess } from "../route-access";

/**
 * A route's place among a record frame's tabs, declared with the route (ARCHITECTURE §4). The
 * route a tab opens gives its label (text, or read from the record), its place and whether it
 * shows for a record; the tab's other routes (an edit screen, a sub-page) name only the frame
 * and the tab, so the tab stays selected on them. A frame's routes are declared for its record
 * type, which the functions here read (`never` lets any record type be declared).
 */
export type RouteTab = {
  frame: string;
  id: string;
  label?: string | ((record: never) => string);
  order?: number;
  shown?: (record: never) => boolean;
};

/** A tab as its frame receives it: what it reads, the route pattern it opens and who may open it. */
export type FrameTab = RouteAccess & {
  id: string;
  label: string | ((record: never) => string);
  order: number;
  shown?: (record: never) => boolean;
  /** The route's path, e.g. `inbound/:slug/documents`. */
  path: string;
};

/** What a route's handle carries for its record frame: its tab and every tab of the frame. */
export type TabHandle = { tab?: RouteTab; frameTabs?: readonly FrameTab[] };

type TabbedRoute = RouteAccess & { path: string; tab?: RouteTab };

/** The tabs of a frame, in order: the routes that open one of its tabs. */
export function frameTabsOf(routes: readonly TabbedRoute[], frame: string): FrameTab[] {
  const tabs: FrameTab[] = [];
  for (const { path, audiences, entitlement, permission, tab } of routes) {
    if (tab?.frame !== frame || tab.label === undefined) continue;
    const { id, label, order = 0, shown } = tab;
    tabs.push({ id, label, order, shown, path, audiences, entitlement, permission });
  }
  return tabs.sort((a, b) => a.order - b.order);
}

/** The handle part of a route for its frame (nothing for a route outside any frame). */
export function tabHandle(routes: readonly TabbedRoute[], route: TabbedRoute): TabHandle {
  return route.tab ? { tab: route.tab, frameTabs: frameTabsOf(routes, route.tab.frame) } : {};
}

/** The route tab of a tab the domain declares (an activity kind's), in the domain's order. */
export function declaredTab<R>(frame: string, tabs: readonly ActivityTab<R>[], id: string): RouteTab {
  const order = tabs.findIndex((tab) => tab.id === id);
  const tab = tabs[order];
  if (!tab) throw new Error(`The ${frame} frame declares no ${id} tab`);
  return { frame, id, label: tab.label, order, shown: tab.shown };
}

/** A route that belongs to a tab without opening it (an edit or upload screen, a sub-page). */
export function withinTab({ frame, id }: RouteTab): RouteTab {
  return { frame, id };
}
