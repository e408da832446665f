import {
  freightLines,
  hardDriveLines,
  inStatementOrder,
  PROGRAM_RULE_TYPE_IDS,
  parsePricingRules,
  pricingRuleOf,
  revenueShareLines,
  type SettlementLine,
  type SettlementSkip,
  serviceLines,
  triageLines,
  UNIT_OF_MEASURE_IDS,
  type UnpricedProduct,
  valueLines,
} from "@ops/domain";
import type { Db } from "../../../db/client";
import * as facts from "./settlement-facts";

/** A computed line; a revenue-share line names the sale it shares (stored once per statement). */
export type ComputedLine = SettlementLine & { reservationId?: number | null };

/** A load's settlement computed now: its lines (computed ones without id), unpriced products, skipped rules. */
export type ComputedSettlement = {
  lines: ComputedLine[];
  unpricedProducts: UnpricedProduct[];
  skippedRules: SettlementSkip[];
};

/** Today's date (UTC), the date of a draft's lines. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Plain numbers for the units and rules columns read as text. */
const asUnit = (unit: string) =>
  (UNIT_OF_MEASURE_IDS as readonly string[]).includes(unit)
    ? (unit as SettlementLine["unit"])
    : ("charge" as SettlementLine["unit"]);
const asRule = (rule: string | null) =>
  rule !== null && (PROGRAM_RULE_TYPE_IDS as readonly string[]).includes(rule)
    ? (rule as NonNullable<SettlementLine["rule"]>)
    : null;

/** A stored line as a statement line (its reservation kept for revenue share). */
export function lineOfStored(row: facts.StoredLine): ComputedLine {
  return {
    id: row.id,
    kind: row.kind as SettlementLine["kind"],
    rule: asRule(row.rule),
    source: row.source,
    description: row.description,
    productId: row.productId,
    serviceId: row.serviceId,
    quantity: row.quantity,
    unit: asUnit(row.unit),
    unitPrice: row.unitPrice,
    amount: row.amount,
    lineDate: row.lineDate,
    reason: row.reason,
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    reservationId: row.reservationId,
  };
}

/**
 * The settlement of a load computed from its current facts (issue 22, the settlement model):
 * value lines by how each product entry is valued (own value, pricing runs, ASN prices, the
 * account's current inbound prices under the program's rules), the chosen services, the
 * freight, hard-drive and triage rules, revenue share of the devices sold, and the lines typed
 * on the draft. Reads the draft's inputs itself. A load without a program applies no rule.
 */
export async function computeSettlement(
  db: Db,
  activityId: number,
  asOf = today(),
): Promise<ComputedSettlement> {
  const load = await facts.loadHead(db, activityId);
  if (!load) throw new Error(`No load ${activityId}`);
  const draft = await facts.statementRow(db, activityId);
  return computeFor(db, load, draft, asOf);
}

/** computeSettlement for a load and statement row already read. */
export async function computeFor(
  db: Db,
  load: facts.LoadHead,
  draft: facts.StatementRow | undefined,
  asOf = today(),
): Promise<ComputedSettlement> {
  const { rules, skipped } =
    load.programId === null ? { rules: [], skipped: [] } : parsePricingRules(load.programRules);
  const programName = load.programName ?? "";
  const asn = pricingRuleOf(rules, "import_asn_pricing");
  // One query after another: `db` may be a transaction, whose one connection takes one at a time.
  const groups = await facts.valueGroups(
    db,
    load.id,
    asn ? (asn.overwriteExisting ? "overwrite" : "fill") : "off",
  );
  const prices = await facts.inboundPrices(db, load.accountId);
  const services = await facts.chosenServices(db, load.id);
  const counts = await facts.loadCounts(db, load.id);
  const sales = pricingRuleOf(rules, "program_rev_share_pricing") ? await facts.loadSales(db, load.id) : [];
  const manual = draft ? await facts.storedLines(db, draft.id, ["manual"]) : [];
  const value = valueLines(groups, {
    rules,
    loadStatus: load.status,
    priceListVersion: prices.version,
    priceOf: (productId) => prices.products.get(productId),
    lineDate: asOf,
  });
  const miles = draft?.miles ?? null;
  const service = serviceLines(
    facts.servicesWithPrices(services, prices),
    { ...counts, miles },
    prices.version,
    asOf,
  );
  const freight = freightLines(rules, { carrierCost: draft?.carrierCost ?? null, miles }, programName, asOf);
  const lines: ComputedLine[] = inStatementOrder([
    ...value.lines,
    ...service.lines,
    ...freight.lines,
    ...hardDriveLines(rules, counts.drives, programName, asOf),
    ...triageLines(rules, counts.devices, programName, asOf),
    ...revenueShareLines(rules, sales, programName),
    ...manual.map(lineOfStored),
  ]);
  return {
    lines,
    unpricedProducts: value.unpriced,
    skippedRules: [...skipped, ...service.skipped, ...freight.skipped],
  };
}
