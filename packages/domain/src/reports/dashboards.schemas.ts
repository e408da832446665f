// What each dashboard answers (issue 23). Figures are numbers so charts can draw them: counts,
// pounds (3 decimals) and dollars (rounded to cents; the statements keep exact decimals). A
// series names each bucket by the first day of its period (`periodStart`) and a label for the
// axis; a series has every period of the range, zero where nothing happened.
import { z } from "zod";
import { Audience } from "../platform/common.schemas";
import { TimePeriod } from "./dashboard-query.schemas";
import { SubscriptionLevel } from "./subscription";

export const FigureUnit = z.enum(["count", "lbs", "usd", "days"]);
export type FigureUnit = z.infer<typeof FigureUnit>;

/** One headline number, this period against the one just before it (null: no comparison). */
export const DashboardFigure = z.object({
  id: z.string(),
  label: z.string(),
  unit: FigureUnit,
  current: z.number(),
  previous: z.number().nullable(),
});
export type DashboardFigure = z.infer<typeof DashboardFigure>;

/** What every dashboard answer says about itself: the range, the period, the accounts it covers. */
export const DashboardMeta = z.object({
  beginDate: z.string(),
  endDate: z.string(),
  timePeriod: TimePeriod,
  /**
   * The accounts the figures cover, after the actor's scope and show-child-accounts; empty when an
   * operator selected none (every account).
   */
  accountIds: z.array(z.number().int()),
  /** When the daily rollups were last brought up to date (null: never yet). */
  asOf: z.string().nullable(),
});
export type DashboardMeta = z.infer<typeof DashboardMeta>;

/** A share of a whole: a grade, a disposition, a class, a status. */
export const Slice = z.object({ key: z.string(), label: z.string(), value: z.number() });
export type Slice = z.infer<typeof Slice>;

const point = { period: z.string(), label: z.string() };

export const SummaryDashboard = z.object({
  meta: DashboardMeta,
  /** loads, weight_lbs, devices, value_recovered, certificates. */
  figures: z.array(DashboardFigure),
  series: z.array(z.object({ ...point, loads: z.number(), weightLbs: z.number(), devices: z.number() })),
});
export type SummaryDashboard = z.infer<typeof SummaryDashboard>;

export const InboundDashboard = z.object({
  meta: DashboardMeta,
  /** Inbound loads of the accounts by current status (loads created in the range). */
  byStatus: z.array(Slice),
  /** Loads reaching received, processed and priced in each period. */
  series: z.array(z.object({ ...point, received: z.number(), processed: z.number(), priced: z.number() })),
  /** Operators only (null for clients): loads scheduled and received at the dock per day. */
  dock: z.array(z.object({ date: z.string(), scheduled: z.number(), received: z.number() })).nullable(),
  /** Operators only: per account, loads received and not yet processed, and processed not yet priced. */
  backlog: z
    .array(
      z.object({
        accountId: z.number().int(),
        accountName: z.string(),
        awaitingProcessing: z.number(),
        awaitingPricing: z.number(),
        oldestReceivedAt: z.string().nullable(),
      }),
    )
    .nullable(),
});
export type InboundDashboard = z.infer<typeof InboundDashboard>;

export const SerializedDashboard = z.object({
  meta: DashboardMeta,
  total: z.number(),
  byGrade: z.array(Slice),
  byDisposition: z.array(Slice),
  byClass: z.array(Slice),
  series: z.array(z.object({ ...point, devices: z.number() })),
  /** Operators only: devices tested per period and per technician. */
  throughput: z.array(z.object({ ...point, tested: z.number() })).nullable(),
  technicians: z
    .array(z.object({ userId: z.number().int(), name: z.string(), tested: z.number(), perDay: z.number() }))
    .nullable(),
});
export type SerializedDashboard = z.infer<typeof SerializedDashboard>;

export const ReceivedDashboard = z.object({
  meta: DashboardMeta,
  totalLbs: z.number(),
  totalPieces: z.number(),
  /** The series' keys: product classes, or products when split by product. */
  keys: z.array(z.object({ key: z.string(), label: z.string() })),
  series: z.array(z.object({ ...point, values: z.record(z.string(), z.number()) })),
});
export type ReceivedDashboard = z.infer<typeof ReceivedDashboard>;

export const ValueAddDashboard = z.object({
  meta: DashboardMeta,
  totals: z.object({ recovered: z.number(), costs: z.number(), net: z.number() }),
  /** Final statements by the period they were finalised in; costs are positive numbers. */
  series: z.array(z.object({ ...point, recovered: z.number(), costs: z.number(), net: z.number() })),
  byKind: z.array(Slice),
});
export type ValueAddDashboard = z.infer<typeof ValueAddDashboard>;

export const TurnaroundDashboard = z.object({
  meta: DashboardMeta,
  rows: z.array(
    z.object({
      accountId: z.number().int(),
      accountName: z.string(),
      programId: z.number().int().nullable(),
      programName: z.string().nullable(),
      loads: z.number(),
      receivedToProcessedDays: z.number().nullable(),
      processedToPricedDays: z.number().nullable(),
      receivedToPricedDays: z.number().nullable(),
      /** The program's target from received to priced, when it has one. */
      targetDays: z.number().nullable(),
      overTarget: z.number(),
    }),
  ),
});
export type TurnaroundDashboard = z.infer<typeof TurnaroundDashboard>;

/** The home screen of each audience: the few figures that matter most and one chart. */
export const HomeDashboard = z.object({
  audience: Audience,
  figures: z.array(DashboardFigure),
  chart: z.object({
    title: z.string(),
    unit: FigureUnit,
    series: z.array(z.object({ ...point, value: z.number() })),
  }),
});
export type HomeDashboard = z.infer<typeof HomeDashboard>;

/** Which client dashboards the signed-in client's subscription opens (operators: every one). */
export const DashboardAccess = z.object({
  level: SubscriptionLevel.nullable(),
  dashboards: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      path: z.string(),
      allowed: z.boolean(),
      levels: z.array(SubscriptionLevel),
      /** The fallback's sentence when not allowed (null when allowed). */
      message: z.string().nullable(),
    }),
  ),
});
export type DashboardAccess = z.infer<typeof DashboardAccess>;

/** `GET /dashboards/accounts`: the accounts a dashboard may select (children with show-child-accounts). */
export const DashboardAccountsQuery = z.object({
  showChildAccounts: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .default(false),
});
export type DashboardAccountsQuery = z.infer<typeof DashboardAccountsQuery>;
export const DashboardAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
});
export type DashboardAccount = z.infer<typeof DashboardAccount>;
export const DashboardAccounts = z.object({ data: z.array(DashboardAccount) });
export type DashboardAccounts = z.infer<typeof DashboardAccounts>;
