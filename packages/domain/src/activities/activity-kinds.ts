import { ACTIVITY_TYPES } from "../enums/activities";
import { labelOf } from "../enums/define";
import { ITAD_TABS, PROCESSING_TABS, SHOP_ORDER_TABS } from "../work/work-tabs";
import type { Activity, ActivityType } from "./activities.schemas";
import { type ActivityTab, INBOUND_TABS, OUTBOUND_TABS } from "./activity-tabs";
import {
  INBOUND_LIFE_CYCLE,
  type LifeCycle,
  OPEN_CLOSED_LIFE_CYCLE,
  OUTBOUND_LIFE_CYCLE,
  WORK_ORDER_LIFE_CYCLE,
} from "./life-cycle";

/**
 * What an activity kind declares to run on the activity core (docs/decisions.md, Activity core):
 * the core gives every kind scope, ratings, assignments, events and attachments, and applies
 * the kind's life cycle to every status change.
 */
export type ActivityKind = {
  /** The activity type as stored in `activities.type`. */
  readonly id: ActivityType;
  readonly label: string;
  /**
   * The slug: `<warehouse>-<part>-<number>` from the activity sequence, or `<warehouse>-<part>`
   * for a kind a warehouse has once (its inventory).
   */
  readonly slug: { readonly part: string; readonly numbered: boolean };
  readonly lifeCycle: LifeCycle;
  /** The statuses the bulk action may move several records of this kind to. */
  readonly bulkStatuses: readonly string[];
  /** Comes to or leaves from a dock: its dock date is checked against the past. */
  readonly dock: boolean;
  /** The tabs of the kind's own record frame, in order (none for a kind without one yet). */
  readonly tabs: readonly ActivityTab<Activity>[];
};

/** A kind that has only what every activity has today: open until closed, no frame of its own. */
function openKind(id: ActivityType, slug: ActivityKind["slug"], dock = false): ActivityKind {
  return {
    id,
    label: labelOf(ACTIVITY_TYPES, id),
    slug,
    lifeCycle: OPEN_CLOSED_LIFE_CYCLE,
    bulkStatuses: [],
    dock,
    tabs: [],
  };
}

/** Work on the floor (shop orders, processing jobs, ITAD jobs): the work-order life cycle, no dock. */
function workKind(
  id: ActivityType,
  slug: ActivityKind["slug"],
  tabs: readonly ActivityTab<Activity>[],
): ActivityKind {
  return {
    ...openKind(id, slug),
    lifeCycle: WORK_ORDER_LIFE_CYCLE,
    // One at a time: completing an order applies its program's completion rules per order.
    bulkStatuses: [],
    tabs,
  };
}

const numbered = (part: string) => ({ part, numbered: true });

/** Every activity kind, by its stored type. */
export const ACTIVITY_KINDS = {
  inbound: {
    id: "inbound",
    label: labelOf(ACTIVITY_TYPES, "inbound"),
    slug: numbered("in"),
    lifeCycle: INBOUND_LIFE_CYCLE,
    bulkStatuses: ["scheduled", "priced", "invoiced"],
    dock: true,
    tabs: INBOUND_TABS,
  },
  outbound: {
    id: "outbound",
    label: labelOf(ACTIVITY_TYPES, "outbound"),
    slug: numbered("out"),
    lifeCycle: OUTBOUND_LIFE_CYCLE,
    // Shipping is one load at a time (its vendor and devices are checked); what follows is paperwork.
    bulkStatuses: ["delivered", "invoiced", "closed"],
    dock: true,
    tabs: OUTBOUND_TABS,
  },
  processing: workKind("processing", numbered("proc"), PROCESSING_TABS),
  inventory: openKind("inventory", { part: "inventory", numbered: false }),
  itad: workKind("itad", numbered("itad"), ITAD_TABS),
  // One per warehouse, like its inventory: where its phones and tablets are kept and graded.
  mobility: openKind("mobility", { part: "mobility", numbered: false }),
  shop_order: workKind("shop_order", numbered("so"), SHOP_ORDER_TABS),
} as const satisfies Record<ActivityType, ActivityKind>;

/** The kind of a stored activity type; an unknown type is a programming error. */
export function activityKind(type: string): ActivityKind {
  const kind = (ACTIVITY_KINDS as Record<string, ActivityKind | undefined>)[type];
  if (!kind) throw new Error(`Unknown activity type ${type}`);
  return kind;
}

/**
 * The slug of a new activity of this kind at this warehouse (`dal-in-100042`, `dal-inventory`);
 * `number` comes from the activity sequence and is needed only by numbered kinds.
 */
export function activitySlug(kind: ActivityKind, warehouseShortName: string, number?: number): string {
  const warehouse = warehouseShortName.toLowerCase();
  if (!kind.slug.numbered) return `${warehouse}-${kind.slug.part}`;
  if (number === undefined) throw new Error(`A ${kind.id} slug needs its number`);
  return `${warehouse}-${kind.slug.part}-${number}`;
}
