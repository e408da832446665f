import {
  formatMoneyText,
  NET_DIRECTIONS,
  PAYMENT_TYPES,
  PRICE_SCALE,
  PROGRAM_RULE_TYPES,
  QUANTITY_SCALE,
  SETTLEMENT_LINE_KINDS,
  type SettlementLine,
  type SettlementLineKind,
  type SettlementStatement,
  type StatementTotals,
  UNITS_OF_MEASURE,
  units,
} from "@ops/domain";

/**
 * The words and numbers a statement's PDF and workbook share: labels of kinds, units, payment
 * types and rules, the grouping of lines by kind and each kind's total.
 */

/** The operator's name at the head of its documents (the product's name until a setting holds it). */
export const OPERATOR_NAME = "Reuse Ops";

/** Who issues the statement: the operator's name and the facility that received the load. */
export type StatementIssuer = { name: string; facility: string | null };

/** The kinds in the order a statement lists them, each with the totals field that sums it. */
export const KIND_TOTALS: readonly { kind: SettlementLineKind; total: keyof StatementTotals }[] = [
  { kind: "value", total: "value" },
  { kind: "service", total: "services" },
  { kind: "freight", total: "freight" },
  { kind: "hard_drive", total: "hardDrives" },
  { kind: "triage", total: "triage" },
  { kind: "manual", total: "manual" },
  { kind: "revenue_share", total: "revenueShare" },
  { kind: "adjustment", total: "adjustments" },
];

export const kindLabel = (kind: SettlementLineKind) =>
  SETTLEMENT_LINE_KINDS.find((k) => k.id === kind)?.label ?? kind;
export const unitLabel = (unit: string) => UNITS_OF_MEASURE.find((u) => u.id === unit)?.label ?? unit;
export const paymentLabel = (type: string | null) =>
  type ? (PAYMENT_TYPES.find((p) => p.id === type)?.label ?? type) : "Not chosen yet";
export const ruleLabel = (rule: string | null) =>
  rule ? (PROGRAM_RULE_TYPES.find((r) => r.id === rule)?.label ?? rule) : null;
export const directionLabel = (direction: SettlementStatement["direction"]) =>
  NET_DIRECTIONS.find((d) => d.id === direction)?.label ?? direction;
export const statusLabel = (s: SettlementStatement) => (s.status === "final" ? "Final" : "Draft");

/** A day of an ISO date or timestamp ("2026-11-20"). */
export const dayOf = (value: string | null) => (value ? value.slice(0, 10) : "—");

/** The net as people read it: always positive, the direction in words. */
export function netText(s: SettlementStatement): string {
  const net = s.totals.net.startsWith("-") ? s.totals.net.slice(1) : s.totals.net;
  return s.direction === "settled"
    ? "Nothing due"
    : `${directionLabel(s.direction)}: ${formatMoneyText(net)}`;
}

/** A quantity without trailing zeros, grouped ("1,234.5"). */
export function quantityText(quantity: string): string {
  const q = units(quantity, QUANTITY_SCALE);
  const negative = q < 0n;
  const abs = (negative ? -q : q).toString().padStart(QUANTITY_SCALE + 1, "0");
  const whole = abs.slice(0, -QUANTITY_SCALE).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = abs.slice(-QUANTITY_SCALE).replace(/0+$/, "");
  return `${negative ? "-" : ""}${whole}${fraction ? `.${fraction}` : ""}`;
}

/** A unit price: cents when it has no more places ("$2.50"), else its four places ("$0.1235"). */
export function unitPriceText(price: string | null): string {
  if (price === null) return "—";
  const p = units(price, PRICE_SCALE);
  if (p % 100n === 0n) return formatMoneyText(p / 100n);
  const negative = p < 0n;
  const abs = (negative ? -p : p).toString().padStart(PRICE_SCALE + 1, "0");
  const whole = abs.slice(0, -PRICE_SCALE).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}$${whole}.${abs.slice(-PRICE_SCALE)}`;
}

/** The line's source, with the rule that used the price when the source is a price ("Inbound prices v3"). */
export function sourceText(line: SettlementLine): string {
  const rule = ruleLabel(line.rule);
  return rule && !line.source.startsWith("Program ") && !line.source.includes(rule)
    ? `${line.source} (${rule})`
    : line.source;
}

/** A rule or service the settlement could not apply, in words. */
export const skippedText = (skip: { type: string; reason: string }) => {
  const rule = ruleLabel(skip.type);
  return rule && rule !== skip.type ? `${rule}: ${skip.reason}` : skip.reason;
};

/** Lines by kind in statement order, kinds without lines left out. */
export function linesByKind(
  s: SettlementStatement,
): { kind: SettlementLineKind; total: string; lines: SettlementLine[] }[] {
  return KIND_TOTALS.map(({ kind, total }) => ({
    kind,
    total: s.totals[total],
    lines: s.lines.filter((l) => l.kind === kind),
  })).filter((g) => g.lines.length > 0);
}
