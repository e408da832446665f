import { z } from "zod";
import {
  ACTIVITY_TYPE_IDS,
  SERVICE_TIER_IDS,
  SHIPMENT_SIZE_IDS,
  TRANSPORT_TYPE_IDS,
} from "../enums/activities";
import { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import { IsoDate, nullableText, QueryFlag, QueryIds, UrlId } from "../platform/common.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";

export const ActivityType = z.enum(ACTIVITY_TYPE_IDS);
export type ActivityType = z.infer<typeof ActivityType>;

/** Statuses of the activity kinds without a life cycle of their own yet (outbound, ITAD, mobility, inventory). */
export const GENERAL_ACTIVITY_STATUSES = [
  { id: "open", label: "Open" },
  { id: "closed", label: "Closed" },
] as const;

/** Statuses of work on the floor: shop orders and processing jobs (docs/decisions.md, Work orders). */
export const WORK_ORDER_STATUSES = [
  { id: "open", label: "Open" },
  { id: "in_progress", label: "In progress" },
  { id: "completed", label: "Completed" },
  { id: "closed", label: "Closed" },
  { id: "canceled", label: "Canceled" },
] as const;

/** Every status an activity can have: every kind's life cycle (activity-kinds.test.ts checks). */
export const ActivityStatus = z.enum([
  "requested",
  "scheduled",
  "received",
  "processed",
  "priced",
  "invoiced",
  "closed",
  "canceled",
  "open",
  "in_progress",
  "completed",
  // Outbound loads (outbound-status.rules.ts).
  "building",
  "picked",
  "packed",
  "shipped",
  "delivered",
]);
export const ACTIVITY_STATUS_IDS = ActivityStatus.options;
export type ActivityStatus = z.infer<typeof ActivityStatus>;

export const ShipmentSize = z.enum(SHIPMENT_SIZE_IDS);
export const ServiceTier = z.enum(SERVICE_TIER_IDS);
export const TransportType = z.enum(TRANSPORT_TYPE_IDS);

/** A dock time as HH:MM on a 24-hour clock, in 5-minute steps (SPEC §9); screens show 12-hour. */
export const DockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5][05]$/, "Choose a time in 5-minute steps");

/**
 * An activity's slug: stable and URL-safe. Loads get `<warehouse>-<type>-<number>`
 * (`dal-in-100042`); the inventory activity of a warehouse is `<warehouse>-inventory` (SPEC §9).
 */
export const ActivitySlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Not an activity slug");
export const SlugParams = z.object({ slug: ActivitySlug });

const idOrNull = z.number().int().positive().nullable();

/** An activity as every screen reads it (inbound and outbound loads among them). */
export const Activity = z.object({
  slug: z.string(),
  type: ActivityType,
  status: ActivityStatus,
  /** Null only for a warehouse's inventory activity. */
  accountId: z.number().int().nullable(),
  accountName: z.string().nullable(),
  programId: z.number().int().nullable(),
  programName: z.string().nullable(),
  warehouseId: z.number().int(),
  warehouseShortName: z.string(),
  shipmentSize: ShipmentSize.nullable(),
  serviceTier: ServiceTier.nullable(),
  transportType: TransportType.nullable(),
  carrierId: z.number().int().nullable(),
  carrierName: z.string().nullable(),
  logisticsCoordinatorId: z.number().int().nullable(),
  logisticsCoordinatorName: z.string().nullable(),
  /** The downstream vendor or hauler who comes to the dock for this load (vendor dock schedule). */
  vendorAccountId: z.number().int().nullable(),
  vendorAccountName: z.string().nullable(),
  scheduledDate: z.string().nullable(),
  scheduledTime: z.string().nullable(),
  routine: z.boolean(),
  gateControl: z.boolean(),
  clientRef: z.string().nullable(),
  description: z.string().nullable(),
  parentSlug: z.string().nullable(),
  /** The load a shop order or processing job works (null for every other kind). */
  loadSlug: z.string().nullable(),
  childCount: z.number().int(),
  inboundRequestNumber: z.number().int().nullable(),
  /**
   * The integration that created the load (an API automation of a client or a buyer), null when
   * a person did; only such a load is withdrawn by the cancel-integration-load call.
   */
  integration: z.string().nullable(),
  /** The client-specific attributes of the account's inbound form variant (SPEC §3). */
  attributes: z.record(z.string(), z.unknown()),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof Activity>;

/** The fields an operator sets on a load, as an edit sends them (no defaults: absent means unchanged). */
const activityChanges = {
  accountId: z.number({ error: "Account is required" }).int().positive("Account is required"),
  programId: idOrNull,
  warehouseId: z.number({ error: "Warehouse is required" }).int().positive("Warehouse is required"),
  /** Every id is accepted (imports); forms offer SELECTABLE_SHIPMENT_SIZE_IDS. */
  shipmentSize: ShipmentSize.nullable(),
  serviceTier: ServiceTier.nullable(),
  transportType: TransportType.nullable(),
  carrierId: idOrNull,
  logisticsCoordinatorId: idOrNull,
  vendorAccountId: idOrNull,
  scheduledDate: IsoDate.nullable(),
  scheduledTime: DockTime.nullable(),
  routine: z.boolean(),
  gateControl: z.boolean(),
  clientRef: nullableText(500, "Client reference"),
  description: nullableText(4000, "Description"),
  parentSlug: ActivitySlug.nullable(),
  /**
   * The load a work order works: required for a shop order, optional for a processing job; the
   * account, program and warehouse follow it (docs/decisions.md, Work orders).
   */
  loadSlug: ActivitySlug.nullable(),
  attributes: z.record(z.string(), z.unknown()),
};

/** The same fields on create, where an absent one takes its default. */
const activityFields = {
  ...activityChanges,
  /** A work order takes its account and warehouse from its load when they are absent. */
  accountId: activityChanges.accountId.optional(),
  warehouseId: activityChanges.warehouseId.optional(),
  programId: idOrNull.default(null),
  shipmentSize: activityChanges.shipmentSize.default(null),
  serviceTier: activityChanges.serviceTier.default(null),
  transportType: activityChanges.transportType.default(null),
  carrierId: idOrNull.default(null),
  logisticsCoordinatorId: idOrNull.default(null),
  vendorAccountId: idOrNull.default(null),
  scheduledDate: activityChanges.scheduledDate.default(null),
  scheduledTime: activityChanges.scheduledTime.default(null),
  routine: activityChanges.routine.default(false),
  gateControl: activityChanges.gateControl.default(false),
  clientRef: activityChanges.clientRef.default(null),
  description: activityChanges.description.default(null),
  parentSlug: activityChanges.parentSlug.default(null),
  loadSlug: activityChanges.loadSlug.default(null),
  attributes: activityChanges.attributes.default({}),
};

/** Shop orders and processing jobs: the work done on a load (SPEC §2). */
export const WORK_ORDER_TYPES = ["shop_order", "processing", "itad"] as const;
export const isWorkOrderType = (type: string): boolean =>
  (WORK_ORDER_TYPES as readonly string[]).includes(type);
/** Work orders that always work a load (a client's devices come in on it): shop orders and ITAD jobs. */
export const workOrderNeedsLoad = (type: string): boolean => type === "shop_order" || type === "itad";
/** "shop order", "processing job", "ITAD job" (or the "mobility activity" worked like one), for messages. */
export const workOrderNoun = (type: string): string =>
  ({ processing: "processing job", itad: "ITAD job", mobility: "mobility activity" })[type] ?? "shop order";

/**
 * `POST /activities`. Inbound loads start `requested`, or `scheduled` when a dock date is
 * given; `inboundRequestNumber` links the client's request (one load per request).
 */
export const ActivityBody = z
  .object({
    type: ActivityType.default("inbound"),
    status: z.enum(["requested", "scheduled", "open"]).optional(),
    inboundRequestNumber: z.number().int().positive().nullable().default(null),
    ...activityFields,
  })
  .superRefine(checkSchedule)
  .superRefine(checkWorkOrderLoad);
export type ActivityBody = z.infer<typeof ActivityBody>;
export type ActivityInput = z.input<typeof ActivityBody>;

/**
 * `PUT /activities/{slug}`: only the fields sent change, and a status move the life cycle
 * allows. What fields must agree on together (a scheduled load has a dock date) the server
 * checks on the merged values.
 */
export const ActivityUpdate = z.object({ status: ActivityStatus, ...activityChanges }).partial();
export type ActivityUpdate = z.infer<typeof ActivityUpdate>;

/** A work order may leave account and warehouse to its load; every other kind names them. */
function checkWorkOrderLoad(
  value: { type: string; accountId?: number; warehouseId?: number; loadSlug: string | null },
  ctx: z.RefinementCtx,
) {
  if (workOrderNeedsLoad(value.type) && value.loadSlug === null) {
    const message = `Choose the load this ${workOrderNoun(value.type)} works`;
    ctx.addIssue({ code: "custom", path: ["loadSlug"], message });
  }
  // A shop order's or ITAD job's account and warehouse always come from its load (asked for above).
  const fromLoad = workOrderNeedsLoad(value.type) || (isWorkOrderType(value.type) && value.loadSlug !== null);
  if (value.accountId === undefined && !fromLoad) {
    ctx.addIssue({ code: "custom", path: ["accountId"], message: "Account is required" });
  }
  if (value.warehouseId === undefined && !fromLoad) {
    ctx.addIssue({ code: "custom", path: ["warehouseId"], message: "Warehouse is required" });
  }
}

function checkSchedule(
  value: { status?: string; scheduledDate?: string | null; scheduledTime?: string | null },
  ctx: z.RefinementCtx,
) {
  if (value.status === "scheduled" && value.scheduledDate === null) {
    ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: "A scheduled load needs a dock date" });
  }
  if (value.scheduledTime && value.scheduledDate === null) {
    ctx.addIssue({ code: "custom", path: ["scheduledDate"], message: "Choose the dock date for this time" });
  }
}

export const ACTIVITY_SORT_COLUMNS = ["scheduledDate", "createdAt", "slug", "status", "accountName"] as const;

/**
 * `GET /activities` (SPEC §3 load filters). Dates filter the dock date, inclusive; `status`
 * takes one id or a comma list; `search` matches slug or client reference.
 */
export const ActivitiesQuery = PageQuery.extend({
  type: ActivityType.optional(),
  startDate: IsoDate.optional(),
  endDate: IsoDate.optional(),
  status: z
    .string()
    .trim()
    .transform((v) => v.split(",").filter(Boolean))
    .pipe(z.array(ActivityStatus))
    .optional(),
  accountId: UrlId.optional(),
  accountIds: QueryIds.optional(),
  warehouseId: UrlId.optional(),
  carrierId: UrlId.optional(),
  vendorAccountId: UrlId.optional(),
  parentSlug: ActivitySlug.optional(),
  /** The work orders (shop orders, processing jobs) of this load. */
  loadSlug: ActivitySlug.optional(),
  routine: QueryFlag.optional(),
  gateControl: QueryFlag.optional(),
  logisticsCoordinatorId: UrlId.optional(),
  sort: z.enum(ACTIVITY_SORT_COLUMNS).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type ActivitiesQuery = z.infer<typeof ActivitiesQuery>;

export const ActivityList = paged(Activity);
export type ActivityList = z.infer<typeof ActivityList>;

/** `GET /activities/search/{term}`: up to 20 activities whose slug or client reference matches. */
export const ActivitySearchParams = z.object({ term: z.string().trim().min(1).max(100) });
export const ActivitySearchResult = z.array(Activity);

/** `POST /activities/bulk/status`: move every selected load, or none (SPEC §2 bulk actions). */
export const BulkStatusBody = z.object({
  slugs: z.array(ActivitySlug).min(1, "Select at least one load").max(500),
  // Inbound: scheduled, priced, invoiced; outbound: delivered, invoiced, closed (each kind's bulkStatuses).
  status: z.enum(["scheduled", "priced", "invoiced", "delivered", "closed"]),
});
export type BulkStatusBody = z.infer<typeof BulkStatusBody>;
/** 409 answer of a refused bulk move: the reason of each load that cannot move. */
export const BulkStatusRefusal = z.object({
  message: z.string(),
  refusals: z.array(z.object({ slug: z.string(), reason: z.string() })),
});
export const BulkStatusResult = z.object({ updated: z.number().int() });

/** `GET /activities/calendar`: loads per dock day, with the warehouses' closed dates. */
export const CalendarQuery = z.object({
  startDate: IsoDate,
  endDate: IsoDate,
  warehouseId: UrlId.optional(),
  type: ActivityType.optional(),
});
export const CalendarLoad = z.object({
  slug: z.string(),
  type: ActivityType,
  status: ActivityStatus,
  accountName: z.string().nullable(),
  warehouseShortName: z.string(),
  scheduledTime: z.string().nullable(),
  shipmentSize: ShipmentSize.nullable(),
});
export const CalendarDay = z.object({
  date: z.string(),
  count: z.number().int(),
  /** The first loads of the day by time (at most 8); `count` tells how many there are. */
  loads: z.array(CalendarLoad),
});
export const Calendar = z.object({
  days: z.array(CalendarDay),
  closedDates: z.array(
    z.object({
      date: z.string(),
      warehouseId: z.number().int(),
      warehouseShortName: z.string(),
      reason: z.string().nullable(),
    }),
  ),
});
export type Calendar = z.infer<typeof Calendar>;

/** An entry of an activity's chain of custody: who changed what, when (ARCHITECTURE §3). */
export const ActivityEvent = z.object({
  id: z.number().int(),
  activitySlug: z.string(),
  barcode: z.string().nullable(),
  action: z.string(),
  /** The program rule that wrote the event, when one did. */
  rule: z.enum(PROGRAM_RULE_TYPE_IDS).nullable().optional(),
  message: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  userName: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;
export const ActivityEventsQuery = PageQuery.extend({ order: z.enum(["asc", "desc"]).default("desc") });
export const ActivityEventList = paged(ActivityEvent);
