// Settlement (issue 22; SPEC §3 program rule types, pricing methods, units of measure, payment
// types; §2 the priced and invoiced statuses): what a load's equipment earned and what its
// services cost, line by line, as a statement per load. Money crosses the API as decimal strings
// (never floats; see decimal.ts). A positive amount is owed to the client (value, credits,
// revenue share); a negative one is charged to the client (services, freight, fees).
import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { PAYMENT_TYPES } from "../enums/activities";
import { idsOf } from "../enums/define";
import { UNIT_OF_MEASURE_IDS } from "../enums/pricing";
import { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import { UrlId } from "../platform/common.schemas";
import { exportQueryOf } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { MONEY_SCALE, PRICE_SCALE, parseUnits, QUANTITY_SCALE } from "./decimal";

export const STATEMENT_STATUSES = [
  { id: "draft", label: "Draft" },
  { id: "final", label: "Final" },
] as const;
export const STATEMENT_STATUS_IDS = idsOf(STATEMENT_STATUSES);
export const StatementStatus = z.enum(STATEMENT_STATUS_IDS);
export type StatementStatus = z.infer<typeof StatementStatus>;

export const PaymentType = z.enum(idsOf(PAYMENT_TYPES), { error: "Choose ACH, wire or check" });
export type PaymentType = z.infer<typeof PaymentType>;

/**
 * What made a line: the value of the load's assets, a program service, freight, the hard-drive
 * rules, triage, revenue share, a line typed on the draft, or an adjustment of a final statement.
 */
export const SETTLEMENT_LINE_KINDS = [
  { id: "value", label: "Asset value" },
  { id: "service", label: "Service" },
  { id: "freight", label: "Freight" },
  { id: "hard_drive", label: "Hard drives" },
  { id: "triage", label: "Triage" },
  { id: "revenue_share", label: "Revenue share" },
  { id: "manual", label: "Draft line" },
  { id: "adjustment", label: "Adjustment" },
] as const;
export const SETTLEMENT_LINE_KIND_IDS = idsOf(SETTLEMENT_LINE_KINDS);
export const SettlementLineKind = z.enum(SETTLEMENT_LINE_KIND_IDS);
export type SettlementLineKind = z.infer<typeof SettlementLineKind>;

/** Which way the net goes: the operator pays the client, the client pays, or nothing is owed. */
export const NET_DIRECTIONS = [
  { id: "due_to_client", label: "Due to the client" },
  { id: "due_from_client", label: "Due from the client" },
  { id: "settled", label: "Nothing due" },
] as const;
export const NetDirection = z.enum(idsOf(NET_DIRECTIONS));
export type NetDirection = z.infer<typeof NetDirection>;

/** A decimal string at most `scale` places, within ±max (422 text names the field's label). */
export function decimalText(label: string, scale: number, opts: { min?: number; max?: number } = {}) {
  const max = opts.max ?? 999_999_999_999;
  const min = opts.min ?? -max;
  return z
    .union([z.string(), z.number()], { error: `Enter ${label.toLowerCase()} as a number` })
    .transform((v, ctx) => {
      const parsed = parseUnits(v, scale);
      const text = typeof v === "number" ? String(v) : v.trim();
      const places = text.includes(".") ? (text.split(".")[1]?.length ?? 0) : 0;
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: `Enter ${label.toLowerCase()} as a number` });
        return z.NEVER;
      }
      if (places > scale) {
        ctx.addIssue({ code: "custom", message: `${label} has at most ${scale} decimal places` });
        return z.NEVER;
      }
      const limit = (n: number) => BigInt(n) * 10n ** BigInt(scale);
      if (parsed < limit(min) || parsed > limit(max)) {
        ctx.addIssue({ code: "custom", message: `${label} must be between ${min} and ${max}` });
        return z.NEVER;
      }
      const negative = parsed < 0n;
      const abs = (negative ? -parsed : parsed).toString().padStart(scale + 1, "0");
      return `${negative ? "-" : ""}${scale ? `${abs.slice(0, -scale)}.${abs.slice(-scale)}` : abs}`;
    });
}

/** Money as the API answers it: a decimal string with two places ("-12.50"). */
export const Money = z.string().describe("Decimal string with 2 places; positive is owed to the client");

/** One line of a statement. */
export const SettlementLine = z.object({
  /** Stored lines (final statements, draft lines typed by hand) have an id; computed draft lines null. */
  id: z.number().int().nullable(),
  kind: SettlementLineKind,
  /** The program rule that made it, when one did. */
  rule: z.enum(PROGRAM_RULE_TYPE_IDS).nullable(),
  /** In words, which price or rule made it ("Yield pricing run 2026-11-20", "Inbound prices v3"). */
  source: z.string(),
  description: z.string(),
  productId: z.number().int().nullable(),
  serviceId: z.number().int().nullable(),
  quantity: z.string().describe("Decimal string, 3 places"),
  unit: z.enum(UNIT_OF_MEASURE_IDS),
  /** Null when the line sums individually priced assets (serial, fmv, ASN prices). */
  unitPrice: z.string().nullable().describe("Decimal string, 4 places"),
  amount: Money,
  /** The day the line counts from: a sale's day for revenue share, else the statement's. */
  lineDate: z.string(),
  /** Adjustments: why. */
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type SettlementLine = z.infer<typeof SettlementLine>;

/** A product of the load that no price reached, so the load cannot be marked priced. */
export const UnpricedProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  reason: z.string(),
});
export type UnpricedProduct = z.infer<typeof UnpricedProduct>;

/** A stored program rule the settlement could not apply as stored, with why. */
export const SkippedPricingRule = z.object({ type: z.string(), reason: z.string() });

export const StatementTotals = z.object({
  value: Money,
  services: Money,
  freight: Money,
  hardDrives: Money,
  triage: Money,
  revenueShare: Money,
  manual: Money,
  adjustments: Money,
  /** Everything owed to the client (positive lines). */
  credits: Money,
  /** Everything charged to the client (negative lines, as a negative amount). */
  charges: Money,
  net: Money,
});
export type StatementTotals = z.infer<typeof StatementTotals>;

/** A load's settlement statement: the live draft, or the final one with its later lines. */
export const SettlementStatement = z.object({
  /** Null while the draft has never been saved (its lines are computed on each read). */
  id: z.number().int().nullable(),
  /** "ST-<load slug>", the number on the PDF. */
  number: z.string(),
  status: StatementStatus,
  load: z.object({
    slug: z.string(),
    status: z.string(),
    accountId: z.number().int(),
    accountName: z.string(),
    programId: z.number().int().nullable(),
    programName: z.string().nullable(),
    receivedAt: z.string().nullable(),
  }),
  paymentType: PaymentType.nullable(),
  /** Freight inputs of the freight rules: the carrier's cost and the miles driven. */
  carrierCost: Money.nullable(),
  miles: z.string().nullable(),
  notes: z.string().nullable(),
  lines: z.array(SettlementLine),
  totals: StatementTotals,
  direction: NetDirection,
  unpricedProducts: z.array(UnpricedProduct),
  skippedRules: z.array(SkippedPricingRule),
  finalizedAt: z.string().nullable(),
  finalizedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type SettlementStatement = z.infer<typeof SettlementStatement>;

export const SettlementParams = z.object({ slug: ActivitySlug });
export const StatementFileParams = z.object({ slug: ActivitySlug, format: z.enum(["pdf", "xlsx"]) });

export const NOTES_MAX = 2000;
export const REASON_MAX = 500;
export const DESCRIPTION_MAX = 200;

/** A line typed on a draft: a charge or a credit with its quantity, unit and unit price. */
export const ManualLineBody = z.object({
  description: z
    .string({ error: "Describe the line" })
    .trim()
    .min(1, "Describe the line")
    .max(DESCRIPTION_MAX, `The description is at most ${DESCRIPTION_MAX} characters`),
  quantity: decimalText("Quantity", QUANTITY_SCALE, { min: 0 }),
  unit: z.enum(UNIT_OF_MEASURE_IDS, { error: "Choose a unit of measure" }),
  unitPrice: decimalText("Unit price", PRICE_SCALE, { min: 0 }),
  /** credit: owed to the client; charge: charged to the client. */
  direction: z.enum(["credit", "charge"], { error: "Choose credit or charge" }),
});
export type ManualLineBody = z.input<typeof ManualLineBody>;

/** PUT on the draft: its inputs and typed lines, replaced whole (409 once final). */
export const UpdateDraftBody = z.object({
  paymentType: PaymentType.nullable(),
  carrierCost: decimalText("Carrier cost", MONEY_SCALE, { min: 0 }).nullable(),
  miles: decimalText("Miles", QUANTITY_SCALE, { min: 0, max: 100_000 }).nullable(),
  notes: z
    .string()
    .trim()
    .max(NOTES_MAX, `Notes are at most ${NOTES_MAX} characters`)
    .nullable()
    .transform((v) => (v ? v : null)),
  manualLines: z.array(ManualLineBody).max(100, "At most 100 typed lines").default([]),
});
export type UpdateDraftBody = z.input<typeof UpdateDraftBody>;

/** An adjustment of a final statement: a signed amount and why (409 on a draft). */
export const AdjustmentBody = z.object({
  amount: decimalText("Amount", MONEY_SCALE).refine((v) => !/^-?0\.00$/.test(v), "The amount cannot be zero"),
  reason: z
    .string({ error: "Give the reason for the adjustment" })
    .trim()
    .min(1, "Give the reason for the adjustment")
    .max(REASON_MAX, `The reason is at most ${REASON_MAX} characters`),
});
export type AdjustmentBody = z.input<typeof AdjustmentBody>;

/** The statements list (operators: every account's; clients: their accounts' final ones). */
export const StatementsQuery = PageQuery.extend({
  status: StatementStatus.optional(),
  accountId: UrlId.optional(),
  sort: z.enum(["finalizedAt", "net", "load"]).default("finalizedAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type StatementsQuery = z.infer<typeof StatementsQuery>;
export const StatementsExportQuery = exportQueryOf(StatementsQuery.omit({ page: true, pageSize: true }));

export const StatementSummary = z.object({
  id: z.number().int(),
  number: z.string(),
  status: StatementStatus,
  loadSlug: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  programName: z.string().nullable(),
  paymentType: PaymentType.nullable(),
  /** Null for a draft: its lines are computed when it is opened, not kept. */
  net: Money.nullable(),
  revenueShare: Money,
  direction: NetDirection.nullable(),
  finalizedAt: z.string().nullable(),
});
export type StatementSummary = z.infer<typeof StatementSummary>;
export const StatementList = paged(StatementSummary);
