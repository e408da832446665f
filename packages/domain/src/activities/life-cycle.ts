import {
  isOutboundStatus,
  nextOutboundStatuses,
  OUTBOUND_STATUSES,
  outboundTransitionRefusal,
} from "../outbound/outbound-status.rules";
import type { Permission } from "../users/permissions";
import { GENERAL_ACTIVITY_STATUSES, WORK_ORDER_STATUSES } from "./activities.schemas";
import {
  INBOUND_STATUSES,
  type InboundStatus,
  inboundTransitionRefusal,
  nextInboundStatuses,
} from "./inbound-status.rules";

/**
 * The statuses of an activity kind and the moves between them. Statuses are strings here
 * because the server reads them from the `activities.status` column, which holds every kind's.
 */
export type LifeCycle = {
  readonly statuses: readonly { readonly id: string; readonly label: string }[];
  /** The statuses a record may move to from `from` (none from a terminal or unknown status). */
  next(from: string): readonly string[];
  /** Why a record cannot move from `from` to `to`, or null exactly when `to` is in `next(from)`. */
  refusal(from: string, to: string): string | null;
  /**
   * The status a new record starts in, from the one asked for (if any) and whether it has a
   * dock date; or why the asked one cannot start it.
   */
  start(asked: string | undefined, dated: boolean): { status: string } | { refusal: string };
  /**
   * The permission a move needs beyond editing the record (settling a load is finance's), or
   * null when editing is enough.
   */
  permissionFor(from: string, to: string): Permission | null;
};

const INBOUND_IDS = new Set<string>(INBOUND_STATUSES.map((s) => s.id));
const isInbound = (status: string): status is InboundStatus => INBOUND_IDS.has(status);

/** Inbound loads: requested to closed, canceled before anything arrives (inbound-status.rules.ts). */
export const INBOUND_LIFE_CYCLE: LifeCycle = {
  statuses: INBOUND_STATUSES,
  next: (from) => (isInbound(from) ? nextInboundStatuses(from) : []),
  refusal: (from, to) => {
    if (!isInbound(to) || !isInbound(from)) return `An inbound load cannot be marked ${to}`;
    return inboundTransitionRefusal(from, to);
  },
  start: (asked, dated) => {
    if (asked !== undefined && asked !== "requested" && asked !== "scheduled")
      return { refusal: "An inbound load starts requested or scheduled" };
    return { status: asked ?? (dated ? "scheduled" : "requested") };
  },
  // Marking a load priced or invoiced, and reopening its pricing, settle what the client is paid.
  permissionFor: (from, to) =>
    to === "priced" || to === "invoiced" || (from === "priced" && to === "processed")
      ? "pricing.finalize"
      : null,
};

/**
 * Outbound loads: requested or built from stock, picked, packed, shipped, delivered, invoiced and
 * closed; canceled until shipped (outbound-status.rules.ts). The server adds what the records must
 * hold for a move (everything picked, packed, a qualified vendor) in areas/outbound.
 */
export const OUTBOUND_LIFE_CYCLE: LifeCycle = {
  statuses: OUTBOUND_STATUSES,
  next: (from) => (isOutboundStatus(from) ? nextOutboundStatuses(from) : []),
  refusal: (from, to) => {
    if (!isOutboundStatus(to) || !isOutboundStatus(from)) return `An outbound load cannot be marked ${to}`;
    return outboundTransitionRefusal(from, to);
  },
  start: (asked) => {
    if (asked !== undefined && asked !== "requested" && asked !== "building")
      return { refusal: "An outbound load starts requested or building" };
    return { status: asked ?? "requested" };
  },
  // Shipping hands the material over (qualification, sanitization); invoicing settles it.
  permissionFor: (_from, to) =>
    to === "shipped" ? "outbound.ship" : to === "invoiced" ? "pricing.finalize" : null,
};

/** The moves out of `from` in a table, none for a status the table lacks ("constructor" too). */
const movesOf = (table: Record<string, readonly string[]>, from: string): readonly string[] =>
  Object.hasOwn(table, from) ? (table[from] ?? []) : [];

const OPEN_NEXT: Record<string, readonly string[]> = { open: ["closed"], closed: [] };

/** The kinds without a life cycle of their own yet: open until closed. */
export const OPEN_CLOSED_LIFE_CYCLE: LifeCycle = {
  statuses: GENERAL_ACTIVITY_STATUSES,
  next: (from) => movesOf(OPEN_NEXT, from),
  refusal: (from, to) => {
    if (from === to) return `The activity is already ${to}`;
    if (movesOf(OPEN_NEXT, from).includes(to)) return null;
    if (from === "closed") return "A closed activity cannot change status";
    return `This activity cannot be marked ${to}`;
  },
  start: (asked) =>
    asked === undefined || asked === "open"
      ? { status: "open" }
      : { refusal: "A new activity of this type starts open" },
  permissionFor: () => null,
};

const WORK_NEXT: Record<string, readonly string[]> = {
  open: ["in_progress", "canceled"],
  in_progress: ["completed", "canceled"],
  completed: ["in_progress", "closed"],
  closed: [],
  canceled: [],
};
const WORK_LABEL = new Map<string, string>(WORK_ORDER_STATUSES.map((s) => [s.id, s.label.toLowerCase()]));

/**
 * Shop orders and processing jobs (docs/decisions.md, Work orders): open until the first scan or
 * clock-in starts it, completed when the work is done (reopened to in progress if more turns
 * up), closed once the load can be priced; canceled only before it is completed.
 */
export const WORK_ORDER_LIFE_CYCLE: LifeCycle = {
  statuses: WORK_ORDER_STATUSES,
  next: (from) => movesOf(WORK_NEXT, from),
  refusal: (from, to) => {
    if (from === to) return `The work order is already ${WORK_LABEL.get(to) ?? to}`;
    if (!WORK_LABEL.has(to)) return `A work order cannot be marked ${to}`;
    if (movesOf(WORK_NEXT, from).includes(to)) return null;
    if (from === "closed" || from === "canceled")
      return `A ${WORK_LABEL.get(from)} work order cannot change status`;
    if (to === "canceled") return "A completed work order cannot be canceled; reopen it first";
    if (to === "closed") return "Only a completed work order can be closed";
    if (to === "completed") return "Only a work order in progress can be completed";
    return `A ${WORK_LABEL.get(from) ?? from} work order cannot be marked ${WORK_LABEL.get(to)}`;
  },
  start: (asked) =>
    asked === undefined || asked === "open"
      ? { status: "open" }
      : { refusal: "A new work order starts open" },
  permissionFor: () => null,
};
