import type { Audience, Permission } from "@ops/domain";
import type { ComponentType } from "react";
import type { RouteTab, TabHandle } from "../shared/record-frame/route-tabs";

/** A screen of the main shell, declared by its area (ARCHITECTURE §4). */
export type AppRoute = {
  /** Path below the shell root, as in SPEC §2 (e.g. `operators/:id/edit`). */
  path: string;
  title: string;
  audiences: readonly Audience[];
  /** An entitlement check (one or a comma-separated list), on top of the audience. */
  entitlement?: string;
  /** What the user's roles must allow to open the screen (the permission of the calls it reads). */
  permission?: Permission;
  /**
   * Present when the screen has a menu entry; `audiences` narrows who sees the entry (a screen
   * operators may open without it being on their menu, e.g. the client dashboards).
   */
  nav?: { label: string; section: string; order: number; audiences?: readonly Audience[] };
  /** Present when the screen is a tab of a record frame (or one of a tab's screens). */
  tab?: RouteTab;
  load: () => Promise<{ default: ComponentType }>;
};

/** What each matched route carries for the shell. */
export type RouteHandle = TabHandle & {
  title: string;
  audiences: readonly Audience[];
  entitlement?: string;
  permission?: Permission;
};
