import type { Audience, Permission } from "@ops/domain";
import type { ComponentType } from "react";

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
  /** Present when the screen has a menu entry. */
  nav?: { label: string; section: string; order: number };
  load: () => Promise<{ default: ComponentType }>;
};

/** What each matched route carries for the shell. */
export type RouteHandle = {
  title: string;
  audiences: readonly Audience[];
  entitlement?: string;
  permission?: Permission;
};
