/**
 * Settlement rules (issue 22): a load's statement lines from plain facts. The program's pricing
 * rules are read safely from what a program stores (never throws; a rule that cannot apply is
 * skipped with why), and each kind of line is built from facts the server aggregates in SQL:
 * asset value, services, freight, hard drives, triage, revenue share and typed lines.
 * Money is exact (decimal.ts): a line's amount is quantity × unit price rounded once, half away
 * from zero, to cents; a positive amount is owed to the client, a negative one charged.
 */

import type { UNIT_OF_MEASURE_IDS } from "../enums/pricing";
import type { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import {
  formatCents,
  formatMoneyText,
  formatUnits,
  lineAmountCents,
  MONEY_SCALE,
  normalise,
  PRICE_SCALE,
  parseUnits,
  percentOfCents,
  QUANTITY_SCALE,
} from "./decimal";
import type { NetDirection, SettlementLine, SettlementLineKind, StatementTotals } from "./settlement.schemas";

type RuleType = (typeof PROGRAM_RULE_TYPE_IDS)[number];
type Unit = (typeof UNIT_OF_MEASURE_IDS)[number];

/** The program rule types the settlement applies (the others drive operations). */
export const PRICING_RULE_TYPES = [
  "direct_account_pricing",
  "sort_settle_account_pricing",
  "import_asn_pricing",
  "program_rev_share_pricing",
  "fixed_freight_cost",
  "cost_plus_freight",
  "tiered_freight_cost",
  "hard_drive_credit",
  "hard_drive_redeploy_charge",
  "triage_service_charge",
] as const satisfies readonly RuleType[];

/** A pricing rule with its parameters checked; money and percents as exact decimal strings. */
export type PricingRule =
  | { type: "direct_account_pricing" }
  | { type: "sort_settle_account_pricing" }
  | { type: "import_asn_pricing"; overwriteExisting: boolean }
  | { type: "program_rev_share_pricing"; clientSharePercent: string }
  | { type: "fixed_freight_cost"; amount: string }
  | { type: "cost_plus_freight"; markupPercent: string }
  | { type: "tiered_freight_cost"; baseAmount: string; perMileAmount: string | null }
  | { type: "hard_drive_credit"; amountPerDrive: string }
  | { type: "hard_drive_redeploy_charge"; amountPerDrive: string }
  | { type: "triage_service_charge"; amount: string };
export type PricingRuleType = PricingRule["type"];

/** A rule or service the settlement could not apply, with why (the statement's skippedRules). */
export type SettlementSkip = { type: string; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const absent = (v: unknown) => v === undefined || v === null || v === "";

/**
 * A stored money or percent parameter as a decimal string at `scale` places: a number or a
 * numeric string of 0 or more with at most `places` decimals (and ≤ max); null otherwise.
 */
function decimalParam(value: unknown, places: number, max?: number): string | null {
  if (typeof value !== "number" && typeof value !== "string") return null;
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  const exact = parseUnits(value, 12);
  if (exact === null || exact < 0n) return null;
  if (exact % 10n ** BigInt(12 - places) !== 0n) return null;
  if (max !== undefined && exact > BigInt(max) * 10n ** 12n) return null;
  return normalise(value, PRICE_SCALE);
}

/** One stored rule as a pricing rule, a skip with its reason, or null for other rule types. */
function parsePricingRule(raw: unknown): PricingRule | SettlementSkip | null {
  if (!isRecord(raw) || typeof raw.type !== "string") return null;
  const params = isRecord(raw.params) ? raw.params : {};
  const type = raw.type;
  const money = (key: string, label: string): string | SettlementSkip => {
    if (absent(params[key])) return { type, reason: `${label} is missing` };
    return (
      decimalParam(params[key], MONEY_SCALE) ?? { type, reason: `${label} must be an amount of 0 or more` }
    );
  };
  const percent = (key: string, label: string, max?: number): string | SettlementSkip => {
    if (absent(params[key])) return { type, reason: `${label} is missing` };
    return (
      decimalParam(params[key], PRICE_SCALE, max) ?? {
        type,
        reason: `${label} must be a percent of 0${max === undefined ? " or more" : ` to ${max}`}`,
      }
    );
  };
  switch (type) {
    case "direct_account_pricing":
      return { type };
    case "sort_settle_account_pricing":
      return { type };
    case "import_asn_pricing":
      return {
        type,
        overwriteExisting: params.overwriteExisting === true || params.overwriteExisting === "true",
      };
    case "program_rev_share_pricing": {
      const share = percent("clientSharePercent", "Client share of revenue", 100);
      return typeof share === "string" ? { type, clientSharePercent: share } : share;
    }
    case "fixed_freight_cost": {
      const amount = money("amount", "Freight cost per load");
      return typeof amount === "string" ? { type, amount } : amount;
    }
    case "cost_plus_freight": {
      const markup = percent("markupPercent", "Markup on carrier cost");
      return typeof markup === "string" ? { type, markupPercent: markup } : markup;
    }
    case "tiered_freight_cost": {
      const base = money("baseAmount", "Base freight cost");
      if (typeof base !== "string") return base;
      if (absent(params.perMileAmount)) return { type, baseAmount: base, perMileAmount: null };
      const perMile = money("perMileAmount", "Cost per mile");
      return typeof perMile === "string" ? { type, baseAmount: base, perMileAmount: perMile } : perMile;
    }
    case "hard_drive_credit": {
      const amount = money("amountPerDrive", "Credit per hard drive");
      return typeof amount === "string" ? { type, amountPerDrive: amount } : amount;
    }
    case "hard_drive_redeploy_charge": {
      const amount = money("amountPerDrive", "Charge per redeployed drive");
      return typeof amount === "string" ? { type, amountPerDrive: amount } : amount;
    }
    case "triage_service_charge": {
      const amount = money("amount", "Charge per asset");
      return typeof amount === "string" ? { type, amount } : amount;
    }
    default:
      return null;
  }
}

/**
 * The pricing rules of a program from what it stores (programs.rules, any JSON): never throws;
 * a rule whose parameters are missing or invalid is skipped with its reason, other rule types
 * are ignored, and a type repeated keeps its first.
 */
export function parsePricingRules(stored: unknown): { rules: PricingRule[]; skipped: SettlementSkip[] } {
  const rules: PricingRule[] = [];
  const skipped: SettlementSkip[] = [];
  if (!Array.isArray(stored)) return { rules, skipped };
  const seen = new Set<string>();
  for (const raw of stored) {
    const parsed = parsePricingRule(raw);
    if (parsed === null) continue;
    if (seen.has(parsed.type)) continue;
    seen.add(parsed.type);
    if ("reason" in parsed) skipped.push(parsed);
    else rules.push(parsed);
  }
  return { rules, skipped };
}

/** The rule of this type among `rules`, typed. */
export function pricingRuleOf<T extends PricingRuleType>(
  rules: readonly PricingRule[],
  type: T,
): Extract<PricingRule, { type: T }> | undefined {
  return rules.find((r): r is Extract<PricingRule, { type: T }> => r.type === type);
}

const RULE_LABEL: Record<PricingRuleType, string> = {
  direct_account_pricing: "Direct account pricing",
  sort_settle_account_pricing: "Sort and settle account pricing",
  import_asn_pricing: "Import ASN pricing",
  program_rev_share_pricing: "Revenue share",
  fixed_freight_cost: "Fixed freight cost",
  cost_plus_freight: "Cost plus freight",
  tiered_freight_cost: "Tiered freight cost",
  hard_drive_credit: "Hard drive credit",
  hard_drive_redeploy_charge: "Hard drive redeploy charge",
  triage_service_charge: "Triage service charge",
};

/** A rule line's source: "Program Standard ITAD: Fixed freight cost". */
export const ruleSource = (programName: string, type: PricingRuleType) =>
  `Program ${programName}: ${RULE_LABEL[type]}`;

/** The load statuses in which its yield is final (sort and settle values count from then). */
export const YIELD_FINAL_STATUSES = ["processed", "priced", "invoiced", "closed"] as const;
export const isYieldFinal = (loadStatus: string) =>
  (YIELD_FINAL_STATUSES as readonly string[]).includes(loadStatus);

/** The statement's number: "ST-DAL-IN-100042". */
export const statementNumber = (loadSlug: string) => `ST-${loadSlug.toUpperCase()}`;

/** The order of a statement's lines by kind. */
export const LINE_KIND_ORDER: readonly SettlementLineKind[] = [
  "value",
  "service",
  "freight",
  "hard_drive",
  "triage",
  "revenue_share",
  "manual",
  "adjustment",
];

const qty = (value: bigint) => formatUnits(value, QUANTITY_SCALE);
const quantityUnits = (value: string | number) => parseUnits(value, QUANTITY_SCALE) ?? 0n;
const priceText = (value: string | number) => normalise(value, PRICE_SCALE);

type LineInput = {
  kind: SettlementLineKind;
  rule?: PricingRuleType | null;
  source: string;
  description: string;
  productId?: number | null;
  serviceId?: number | null;
  quantity: bigint;
  unit: Unit;
  unitPrice: string | null;
  amount: bigint;
  lineDate: string;
  reason?: string | null;
};

/** A computed line (no id: nothing of a draft's computed lines is stored). */
export function computedLine(input: LineInput): SettlementLine {
  return {
    id: null,
    kind: input.kind,
    rule: input.rule ?? null,
    source: input.source,
    description: input.description,
    productId: input.productId ?? null,
    serviceId: input.serviceId ?? null,
    quantity: qty(input.quantity),
    unit: input.unit,
    unitPrice: input.unitPrice === null ? null : priceText(input.unitPrice),
    amount: formatCents(input.amount),
    lineDate: input.lineDate,
    reason: input.reason ?? null,
    createdBy: null,
    createdAt: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Value lines

/**
 * How a group of the load's product entries is valued before the price list (the server groups
 * entries by product and this in SQL):
 * - `serial`: assets with their own value (serial pricing), counted once by their first entry;
 * - `yield` / `consignment`: entries with a value of a pricing run (share set = consignment);
 * - `asn`: entries valued at their asset's ASN unit price (`price`) × quantity;
 * - `list`: entries still without value, for the account's price list and the rules.
 */
export type ValuedBy = "serial" | "yield" | "consignment" | "asn" | "list";

/** One aggregated group of the load's received product entries (decimal strings). */
export type ValueGroup = {
  productId: number | null;
  productName: string | null;
  valuedBy: ValuedBy;
  /** `list` groups: whether the assets are serialized devices (revenue share settles them). */
  serialized: boolean;
  /** `asn`: the ASN unit price of the group. */
  price: string | null;
  /** Distinct assets (containers) of the group. */
  assets: number;
  /** Sum of the entries' quantities (pieces). */
  quantity: string;
  /** Sum of the entries' net weights (lbs); entries without one count 0 and in netMissing. */
  netWeight: string;
  netMissing: number;
  /** `serial`, `yield`, `consignment`: the sum of the stored values. */
  value: string | null;
  /** The unit price all entries (or assets' values, for serial) share, else null. */
  sharedUnitPrice: string | null;
};

/** The account's current inbound price of a product or service (first entry of the newest list). */
export type InboundPrice = { method: string; unit: Unit; price: string };

export type ValueContext = {
  rules: readonly PricingRule[];
  loadStatus: string;
  /** The version of the account's current inbound price list, null without one. */
  priceListVersion: number | null;
  priceOf: (productId: number) => InboundPrice | undefined;
  lineDate: string;
};

export type UnpricedEntry = { productId: number; name: string; reason: string };

type ValuePart = {
  productId: number | null;
  name: string;
  source: string;
  rule: PricingRuleType | null;
  unit: Unit;
  quantity: bigint;
  /** Priced parts: the price and the quantity at it (amount rounded once per price on the line). */
  price: string | null;
  /** Stored parts: the exact sum of stored values. */
  stored: bigint | null;
  sharedUnitPrice: string | null;
};

const NO_PRODUCT = "Assets without a product";
const UNIT_SOURCE: Partial<Record<Unit, true>> = { lbs: true, pieces: true, pallet: true };

function listPart(group: ValueGroup, ctx: ValueContext): ValuePart | UnpricedEntry | "revenue_share" | null {
  if (group.productId === null) return null;
  const name = group.productName ?? `Product ${group.productId}`;
  const unpriced = (reason: string): UnpricedEntry => ({
    productId: group.productId as number,
    name,
    reason,
  });
  const price = ctx.priceOf(group.productId);
  const version = ctx.priceListVersion;
  const revShare = pricingRuleOf(ctx.rules, "program_rev_share_pricing");
  // Under revenue share a serialized device no pricing run valued settles by its sale, never by
  // the price list too (one way of paying for a device; settlesByRevenueShare).
  if (revShare && group.serialized) return "revenue_share";
  if (price?.method === "sort_settle") {
    if (!pricingRuleOf(ctx.rules, "sort_settle_account_pricing"))
      return unpriced("Dependent upon yield: the program has no sort and settle rule");
    if (!isYieldFinal(ctx.loadStatus)) return unpriced("Waits for the final yield (the load is processed)");
    if (group.netMissing > 0) return unpriced("Priced per lb but some of it has no net weight");
    return {
      productId: group.productId,
      name,
      source: `Inbound prices v${version} (Dependent Upon Yield)`,
      rule: "sort_settle_account_pricing",
      unit: "lbs",
      quantity: quantityUnits(group.netWeight),
      price: price.price,
      stored: null,
      sharedUnitPrice: null,
    };
  }
  if (!pricingRuleOf(ctx.rules, "direct_account_pricing"))
    return unpriced("No price: the program has no direct account pricing rule");
  if (!price) return unpriced("The account's inbound prices have no price for it");
  if (price.method === "revenue_share")
    return unpriced("Priced by revenue share: the program has no revenue share rule");
  if (!UNIT_SOURCE[price.unit])
    return unpriced(`Its inbound price is per ${price.unit}, not per lbs, pieces or pallet`);
  if (price.unit === "lbs" && group.netMissing > 0)
    return unpriced("Priced per lb but some of it has no net weight");
  const quantity =
    price.unit === "lbs"
      ? quantityUnits(group.netWeight)
      : price.unit === "pieces"
        ? quantityUnits(group.quantity)
        : BigInt(group.assets) * 1000n;
  return {
    productId: group.productId,
    name,
    source: `Inbound prices v${version}`,
    rule: "direct_account_pricing",
    unit: price.unit,
    quantity,
    price: price.price,
    stored: null,
    sharedUnitPrice: null,
  };
}

function storedPart(group: ValueGroup): ValuePart {
  const name = group.productName ?? NO_PRODUCT;
  const stored = parseUnits(group.value ?? "0", MONEY_SCALE) ?? 0n;
  const base = { productId: group.productId, name, rule: null, price: null, stored };
  if (group.valuedBy === "serial")
    return {
      ...base,
      source: "Serial pricing",
      unit: "pieces",
      quantity: BigInt(group.assets) * 1000n,
      sharedUnitPrice: group.sharedUnitPrice,
    };
  if (group.valuedBy === "yield")
    return {
      ...base,
      source: "Yield pricing",
      unit: "lbs",
      quantity: quantityUnits(group.netWeight),
      sharedUnitPrice: group.sharedUnitPrice,
    };
  return {
    ...base,
    source: "Consignment pricing",
    unit: "pieces",
    quantity: quantityUnits(group.quantity),
    sharedUnitPrice: null,
  };
}

/**
 * The value lines of a load, one per product and source, and the products no price reached.
 * Stored values (serial, yield, consignment) sum exactly; a priced line (ASN, inbound prices)
 * is quantity × unit price rounded once (per distinct price when the line mixes several, and
 * then it shows no unit price). Serialized devices left without value under a revenue share
 * rule settle when they sell: they make no line and are not unpriced.
 */
export function valueLines(
  groups: readonly ValueGroup[],
  ctx: ValueContext,
): { lines: SettlementLine[]; unpriced: UnpricedEntry[] } {
  const parts: ValuePart[] = [];
  const unpriced = new Map<number, UnpricedEntry>();
  const asnRule = pricingRuleOf(ctx.rules, "import_asn_pricing");
  for (const group of groups) {
    if (group.valuedBy === "list") {
      const part = listPart(group, ctx);
      if (part === null || part === "revenue_share") continue;
      if ("reason" in part) {
        if (!unpriced.has(part.productId)) unpriced.set(part.productId, part);
        continue;
      }
      parts.push(part);
    } else if (group.valuedBy === "asn") {
      parts.push({
        productId: group.productId,
        name: group.productName ?? NO_PRODUCT,
        source: "ASN prices",
        rule: asnRule ? "import_asn_pricing" : null,
        unit: "pieces",
        quantity: quantityUnits(group.quantity),
        price: group.price ?? "0",
        stored: null,
        sharedUnitPrice: null,
      });
    } else {
      parts.push(storedPart(group));
    }
  }
  const byLine = new Map<string, ValuePart[]>();
  for (const part of parts) {
    const key = `${part.productId ?? "-"}|${part.source}`;
    byLine.set(key, [...(byLine.get(key) ?? []), part]);
  }
  const lines = [...byLine.values()].map((group) => mergedValueLine(group, ctx.lineDate));
  lines.sort(
    (a, b) =>
      a.description.localeCompare(b.description, "en") ||
      (a.productId ?? 0) - (b.productId ?? 0) ||
      a.source.localeCompare(b.source, "en"),
  );
  const list = [...unpriced.values()].sort(
    (a, b) => a.name.localeCompare(b.name, "en") || a.productId - b.productId,
  );
  return { lines, unpriced: list };
}

function mergedValueLine(parts: ValuePart[], lineDate: string): SettlementLine {
  const first = parts[0] as ValuePart;
  const quantity = parts.reduce((n, p) => n + p.quantity, 0n);
  let amount = 0n;
  let unitPrice: string | null = null;
  if (first.stored !== null) {
    amount = parts.reduce((n, p) => n + (p.stored ?? 0n), 0n);
    const shared = new Set(
      parts.map((p) => (p.sharedUnitPrice === null ? null : priceText(p.sharedUnitPrice))),
    );
    unitPrice = shared.size === 1 ? ([...shared][0] ?? null) : null;
  } else {
    const byPrice = new Map<string, bigint>();
    for (const p of parts) {
      const key = priceText(p.price ?? "0");
      byPrice.set(key, (byPrice.get(key) ?? 0n) + p.quantity);
    }
    for (const [price, q] of byPrice) amount += lineAmountCents(qty(q), price);
    unitPrice = byPrice.size === 1 ? ([...byPrice.keys()][0] ?? null) : null;
  }
  return computedLine({
    kind: "value",
    rule: first.rule,
    source: first.source,
    description: first.name,
    productId: first.productId,
    quantity,
    unit: first.unit,
    unitPrice,
    amount,
    lineDate,
  });
}

// ---------------------------------------------------------------------------------------------
// Services

/** A service chosen on the load or its work orders, with its current inbound price if any. */
export type ServiceFact = { serviceId: number; name: string; price: InboundPrice | null };

/** The load's quantities a service price may be per (decimal strings, 3 places). */
export type LoadQuantities = {
  personHours: string;
  pieces: string;
  netWeight: string;
  pallets: number;
  miles: string | null;
};

/**
 * Service lines: quantity by the price's unit (hours: person-hours of the work orders' labor;
 * pieces, lbs, pallet: received; miles: the statement's; charge and credit: 1; lump sum: 1),
 * charged (negative) unless the unit is `credit`. A service without an inbound price, or per
 * mile without miles on the statement, is skipped with why.
 */
export function serviceLines(
  services: readonly ServiceFact[],
  quantities: LoadQuantities,
  priceListVersion: number | null,
  lineDate: string,
): { lines: SettlementLine[]; skipped: SettlementSkip[] } {
  const lines: SettlementLine[] = [];
  const skipped: SettlementSkip[] = [];
  for (const service of services) {
    const price = service.price;
    if (!price) {
      skipped.push({ type: "service", reason: `No inbound price for ${service.name}` });
      continue;
    }
    let quantity: bigint;
    if (price.method === "lump_sum" || price.unit === "charge" || price.unit === "credit") quantity = 1000n;
    else if (price.unit === "hours") quantity = quantityUnits(quantities.personHours);
    else if (price.unit === "pieces") quantity = quantityUnits(quantities.pieces);
    else if (price.unit === "lbs") quantity = quantityUnits(quantities.netWeight);
    else if (price.unit === "pallet") quantity = BigInt(quantities.pallets) * 1000n;
    else {
      if (quantities.miles === null) {
        skipped.push({ type: "service", reason: `Enter the miles on the statement for ${service.name}` });
        continue;
      }
      quantity = quantityUnits(quantities.miles);
    }
    const amount = lineAmountCents(qty(quantity), price.price);
    lines.push(
      computedLine({
        kind: "service",
        source: `Inbound prices v${priceListVersion}`,
        description: service.name,
        serviceId: service.serviceId,
        quantity,
        unit: price.unit,
        unitPrice: price.price,
        amount: price.unit === "credit" ? amount : -amount,
        lineDate,
      }),
    );
  }
  lines.sort((a, b) => a.description.localeCompare(b.description, "en"));
  return { lines, skipped };
}

// ---------------------------------------------------------------------------------------------
// Freight, hard drives, triage

export type FreightInputs = { carrierCost: string | null; miles: string | null };

/** The freight rules' lines (charged): fixed, cost plus markup, tiered base and per mile. */
export function freightLines(
  rules: readonly PricingRule[],
  inputs: FreightInputs,
  programName: string,
  lineDate: string,
): { lines: SettlementLine[]; skipped: SettlementSkip[] } {
  const lines: SettlementLine[] = [];
  const skipped: SettlementSkip[] = [];
  const charge = (
    rule: PricingRuleType,
    description: string,
    quantity: bigint,
    unit: Unit,
    unitPrice: string,
    amount: bigint,
  ) =>
    lines.push(
      computedLine({
        kind: "freight",
        rule,
        source: ruleSource(programName, rule),
        description,
        quantity,
        unit,
        unitPrice,
        amount: -amount,
        lineDate,
      }),
    );
  const fixed = pricingRuleOf(rules, "fixed_freight_cost");
  if (fixed) charge(fixed.type, "Freight", 1000n, "charge", fixed.amount, lineAmountCents("1", fixed.amount));
  const costPlus = pricingRuleOf(rules, "cost_plus_freight");
  if (costPlus) {
    if (inputs.carrierCost === null)
      skipped.push({ type: costPlus.type, reason: "Enter the carrier's cost on the statement" });
    else {
      const cost = parseUnits(inputs.carrierCost, MONEY_SCALE) ?? 0n;
      const amount = cost + percentOfCents(cost, costPlus.markupPercent);
      charge(
        costPlus.type,
        `Freight: carrier cost ${formatMoneyText(cost)} plus ${trimPercent(costPlus.markupPercent)}%`,
        1000n,
        "charge",
        formatUnits(amount * 100n, PRICE_SCALE),
        amount,
      );
    }
  }
  const tiered = pricingRuleOf(rules, "tiered_freight_cost");
  if (tiered) {
    charge(
      tiered.type,
      "Freight: base",
      1000n,
      "charge",
      tiered.baseAmount,
      lineAmountCents("1", tiered.baseAmount),
    );
    if (tiered.perMileAmount !== null) {
      if (inputs.miles === null)
        skipped.push({ type: tiered.type, reason: "Enter the miles on the statement" });
      else
        charge(
          tiered.type,
          "Freight: per mile",
          quantityUnits(inputs.miles),
          "miles",
          tiered.perMileAmount,
          lineAmountCents(inputs.miles, tiered.perMileAmount),
        );
    }
  }
  return { lines, skipped };
}

/** "12.5000" → "12.5"; "70.0000" → "70". */
export function trimPercent(percent: string): string {
  return percent.includes(".") ? percent.replace(/0+$/, "").replace(/\.$/, "") : percent;
}

export type DriveCounts = { dataBearing: number; redeployed: number };

/** hard_drive_credit (owed per data-bearing drive harvested) and hard_drive_redeploy_charge. */
export function hardDriveLines(
  rules: readonly PricingRule[],
  drives: DriveCounts,
  programName: string,
  lineDate: string,
): SettlementLine[] {
  const lines: SettlementLine[] = [];
  const credit = pricingRuleOf(rules, "hard_drive_credit");
  if (credit && drives.dataBearing > 0) {
    const q = BigInt(drives.dataBearing) * 1000n;
    lines.push(
      computedLine({
        kind: "hard_drive",
        rule: credit.type,
        source: ruleSource(programName, credit.type),
        description: "Hard drives harvested",
        quantity: q,
        unit: "pieces",
        unitPrice: credit.amountPerDrive,
        amount: lineAmountCents(qty(q), credit.amountPerDrive),
        lineDate,
      }),
    );
  }
  const redeploy = pricingRuleOf(rules, "hard_drive_redeploy_charge");
  if (redeploy && drives.redeployed > 0) {
    const q = BigInt(drives.redeployed) * 1000n;
    lines.push(
      computedLine({
        kind: "hard_drive",
        rule: redeploy.type,
        source: ruleSource(programName, redeploy.type),
        description: "Hard drives redeployed",
        quantity: q,
        unit: "pieces",
        unitPrice: redeploy.amountPerDrive,
        amount: -lineAmountCents(qty(q), redeploy.amountPerDrive),
        lineDate,
      }),
    );
  }
  return lines;
}

/** triage_service_charge: charged per serialized device received. */
export function triageLines(
  rules: readonly PricingRule[],
  devices: number,
  programName: string,
  lineDate: string,
): SettlementLine[] {
  const triage = pricingRuleOf(rules, "triage_service_charge");
  if (!triage || devices <= 0) return [];
  const q = BigInt(devices) * 1000n;
  return [
    computedLine({
      kind: "triage",
      rule: triage.type,
      source: ruleSource(programName, triage.type),
      description: "Triage of serialized devices",
      quantity: q,
      unit: "pieces",
      unitPrice: triage.amount,
      amount: -lineAmountCents(qty(q), triage.amount),
      lineDate,
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// Revenue share

/** A listing sale of a device of the load (or a part harvested from one). */
export type SaleFact = {
  reservationId: number;
  barcode: string;
  salePrice: string;
  soldOn: string;
  /** The device (for a harvested part: the device it came from) has a value of a pricing run. */
  valued: boolean;
  /** The device's ASN line gave it a unit price. */
  asnPriced: boolean;
};

/**
 * Whether a sale is shared with the client: revenue share settles the devices that no price
 * valued — a device with a value of a pricing run (or an ASN price the program imports) was paid
 * for on the statement, so what it fetches later is the operator's, and a part harvested from
 * it follows its device (docs/decisions.md, Settlement).
 */
export function settlesByRevenueShare(
  sale: Pick<SaleFact, "valued" | "asnPriced">,
  rules: readonly PricingRule[],
): boolean {
  if (!pricingRuleOf(rules, "program_rev_share_pricing")) return false;
  if (sale.valued) return false;
  return !(sale.asnPriced && pricingRuleOf(rules, "import_asn_pricing"));
}

/** The revenue-share line of one sale: the client's share of its price, dated the sale day. */
export function revenueShareLine(
  rule: Extract<PricingRule, { type: "program_rev_share_pricing" }>,
  sale: SaleFact,
  programName: string,
): SettlementLine & { reservationId: number } {
  const price = parseUnits(sale.salePrice, MONEY_SCALE) ?? 0n;
  const share = trimPercent(rule.clientSharePercent);
  return {
    ...computedLine({
      kind: "revenue_share",
      rule: rule.type,
      source: ruleSource(programName, rule.type),
      description: `${sale.barcode} sold for ${formatMoneyText(price)} (${share}% share)`,
      quantity: 1000n,
      unit: "pieces",
      unitPrice: null,
      amount: percentOfCents(price, rule.clientSharePercent),
      lineDate: sale.soldOn,
    }),
    reservationId: sale.reservationId,
  };
}

/** The revenue-share lines of the sales, by sale day then barcode (none without the rule). */
export function revenueShareLines(
  rules: readonly PricingRule[],
  sales: readonly SaleFact[],
  programName: string,
): (SettlementLine & { reservationId: number })[] {
  const rule = pricingRuleOf(rules, "program_rev_share_pricing");
  if (!rule) return [];
  return sales
    .filter((sale) => settlesByRevenueShare(sale, rules))
    .sort(
      (a, b) =>
        a.soldOn.localeCompare(b.soldOn) ||
        a.barcode.localeCompare(b.barcode) ||
        a.reservationId - b.reservationId,
    )
    .map((sale) => revenueShareLine(rule, sale, programName));
}

// ---------------------------------------------------------------------------------------------
// Typed lines

/** A line typed on a draft, as stored (quantity, unit price as decimal strings). */
export type ManualLineInput = {
  description: string;
  quantity: string;
  unit: Unit;
  unitPrice: string;
  direction: "credit" | "charge";
};

/** A typed line's signed amount: quantity × unit price, owed to the client for a credit. */
export function manualAmountCents(
  line: Pick<ManualLineInput, "quantity" | "unitPrice" | "direction">,
): bigint {
  const amount = lineAmountCents(line.quantity, line.unitPrice);
  return line.direction === "credit" ? amount : -amount;
}

// ---------------------------------------------------------------------------------------------
// Totals

const TOTAL_OF_KIND: Record<SettlementLineKind, keyof StatementTotals> = {
  value: "value",
  service: "services",
  freight: "freight",
  hard_drive: "hardDrives",
  triage: "triage",
  revenue_share: "revenueShare",
  manual: "manual",
  adjustment: "adjustments",
};

/** The direction of a net amount in cents. */
export const directionOf = (net: bigint): NetDirection =>
  net > 0n ? "due_to_client" : net < 0n ? "due_from_client" : "settled";

/**
 * A statement's totals: per kind, everything owed to the client (credits), everything charged
 * (charges, negative), and the net — the exact sum of every line's amount — with its direction.
 */
export function totalsOf(lines: readonly Pick<SettlementLine, "kind" | "amount">[]): {
  totals: StatementTotals;
  direction: NetDirection;
} {
  const sums = new Map<keyof StatementTotals, bigint>();
  let credits = 0n;
  let charges = 0n;
  for (const line of lines) {
    const amount = parseUnits(line.amount, MONEY_SCALE);
    if (amount === null) throw new RangeError(`Not an amount: ${line.amount}`);
    const key = TOTAL_OF_KIND[line.kind];
    sums.set(key, (sums.get(key) ?? 0n) + amount);
    if (amount > 0n) credits += amount;
    else charges += amount;
  }
  const net = credits + charges;
  const of = (key: keyof StatementTotals) => formatCents(sums.get(key) ?? 0n);
  return {
    totals: {
      value: of("value"),
      services: of("services"),
      freight: of("freight"),
      hardDrives: of("hardDrives"),
      triage: of("triage"),
      revenueShare: of("revenueShare"),
      manual: of("manual"),
      adjustments: of("adjustments"),
      credits: formatCents(credits),
      charges: formatCents(charges),
      net: formatCents(net),
    },
    direction: directionOf(net),
  };
}

/** Lines in statement order: by kind, keeping each kind's own order. */
export function inStatementOrder<T extends Pick<SettlementLine, "kind">>(lines: readonly T[]): T[] {
  const rank = (kind: SettlementLineKind) => LINE_KIND_ORDER.indexOf(kind);
  return lines
    .map((line, i) => ({ line, i }))
    .sort((a, b) => rank(a.line.kind) - rank(b.line.kind) || a.i - b.i)
    .map((x) => x.line);
}
