// The shipment rules of an outbound load (issue 18), shared by the server's status move and the
// readiness checklist on the load's screen: both answer from the same facts with this function.
import { qualificationChecks, qualificationOf } from "../accounts/documents.rules";
import type { QualificationCheck } from "../accounts/documents.schemas";
import { R2_CLASSIFICATIONS, R2_MATERIAL_TYPES } from "../enums/assets";
import { hasSanitizationRecord, type SanitizationStateId } from "../itad/sanitization.rules";
import type { ShipmentCheck, ShipmentMaterial, ShipmentProblem } from "./shipment.schemas";

/** Barcodes a problem carries at most (its message gives the full count). */
export const SHIPMENT_BARCODE_LIMIT = 50;
/** Barcodes a problem's message names before "and n more". */
const BARCODES_IN_MESSAGE = 5;
/** The classification an asset nobody classified ships under: material not evaluated for reuse is recycled. */
export const UNCLASSIFIED_SHIPS_AS = "recycle";
/** The R2 material a vendor rule must name for the vendor to take unsanitized devices for destruction. */
export const DESTRUCTION_MATERIAL = "data";

export type ShipmentConsigneeFacts = { id: number; name: string; type: string; status: string };
export type ShipmentRuleFacts = {
  id: number;
  name: string;
  vendorAccountId: number;
  materialTypes: readonly string[];
  classifications: readonly string[];
  warehouseIds: readonly number[];
  priority: number;
  active: boolean;
};
export type ShipmentAssetFacts = {
  barcode: string;
  /** The owning client account. */
  accountId: number | null;
  /** The R2 material type of its product's class. */
  material: string | null;
  r2Classification: string | null;
  dataBearing: boolean;
  state: SanitizationStateId;
  /** Under an active hold. */
  onHold?: boolean;
};
export type ShipmentFacts = {
  slug: string;
  warehouseId: number;
  /** The load's scheduled ship date (YYYY-MM-DD) or null. */
  scheduledDate: string | null;
  /** Today (UTC calendar date). */
  today: string;
  consignee: ShipmentConsigneeFacts | null;
  /** The consignee's DSV certificates (id, type, expiry). */
  certificates: readonly { id: number; dsvType: string | null; expiryDate: string | null }[];
  /** The consignee's vendor rules (any state; the rule keeps the active ones). */
  rules: readonly ShipmentRuleFacts[];
  assets: readonly ShipmentAssetFacts[];
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-14" → "Nov 14, 2026" (the calendar date as written, no time zone involved). */
export function formatShipmentDate(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** The date a load is judged on: its scheduled date, or today when it has none or it has passed. */
export function shipDateOf(scheduledDate: string | null, today: string): string {
  return scheduledDate && scheduledDate > today ? scheduledDate : today;
}

const materialLabel = (id: string | null) =>
  id === null ? "Unclassified material" : (R2_MATERIAL_TYPES.find((m) => m.id === id)?.label ?? id);
const classificationLabel = (id: string) =>
  (R2_CLASSIFICATIONS.find((c) => c.id === id)?.label ?? id).toLowerCase();

/** "R2 or e-Stewards" → "R2 or e-Stewards certificate"; a label naming a certificate stays as it is. */
const certificateName = (label: string) => (/certificate/i.test(label) ? label : `${label} certificate`);

function barcodeList(barcodes: readonly string[]): string {
  const shown = barcodes.slice(0, BARCODES_IN_MESSAGE).join(", ");
  const more = barcodes.length - BARCODES_IN_MESSAGE;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

function certificateProblem(
  vendor: string,
  check: QualificationCheck,
  today: string,
  shipDate: string,
): ShipmentProblem | null {
  const name = certificateName(check.label);
  if (check.state === "missing")
    return { code: "certificate_missing", message: `${vendor} has no ${name} on file` };
  if (check.state !== "expired" || !check.expiryDate) return null;
  const when = formatShipmentDate(check.expiryDate);
  return {
    code: "certificate_expired",
    message:
      check.expiryDate < today
        ? `${vendor}'s ${name} expired on ${when}`
        : `${vendor}'s ${name} expires on ${when}, before the ship date ${formatShipmentDate(shipDate)}`,
  };
}

/** Whether a rule of the vendor takes this material and classification from the warehouse. */
export function vendorRuleAllows(
  rule: ShipmentRuleFacts,
  warehouseId: number,
  material: string | null,
  classification: string,
): boolean {
  const any = (list: readonly unknown[]) => list.length === 0;
  return (
    rule.active &&
    (any(rule.warehouseIds) || rule.warehouseIds.includes(warehouseId)) &&
    (any(rule.materialTypes) || (material !== null && rule.materialTypes.includes(material))) &&
    (any(rule.classifications) || rule.classifications.includes(classification))
  );
}

/** A destruction vendor: an active rule from the warehouse names data-bearing devices outright ("any" does not count). */
export function isDestructionVendor(rules: readonly ShipmentRuleFacts[], warehouseId: number): boolean {
  return rules.some(
    (r) =>
      r.active &&
      r.materialTypes.includes(DESTRUCTION_MATERIAL) &&
      (r.warehouseIds.length === 0 || r.warehouseIds.includes(warehouseId)),
  );
}

/** The load's material by (material type, classification) with the vendor's rule for each, in a stable order. */
function materialsOf(facts: ShipmentFacts, vendorId: number): ShipmentMaterial[] {
  const groups = new Map<string, ShipmentMaterial>();
  for (const a of facts.assets) {
    const classification = a.r2Classification ?? UNCLASSIFIED_SHIPS_AS;
    const key = `${a.material ?? ""}|${classification}`;
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { materialType: a.material, classification, count: 1, rule: null });
  }
  const rules = facts.rules
    .filter((r) => r.vendorAccountId === vendorId)
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, g]) => {
      const rule = rules.find((r) =>
        vendorRuleAllows(r, facts.warehouseId, g.materialType, g.classification),
      );
      return { ...g, rule: rule ? { id: rule.id, name: rule.name } : null };
    });
}

/**
 * Whether an outbound load may ship, and every reason it may not (SPEC issue 18, decisions
 * "Outbound: shipping"):
 * - it has a consignee whose account is active, and something on it;
 * - a downstream vendor holds every required certificate on the ship date (expiring still holds);
 * - for each (R2 material, classification) on the load an active rule of that vendor takes it
 *   from the load's warehouse (empty lists = any; an unclassified asset ships as recycle);
 * - data-bearing devices are erased (verified) or destroyed, unless the vendor is a destruction
 *   vendor, or the consignee is the client that owns them (its own devices back, as they are);
 * - nothing on it is under an active hold.
 */
export function shipmentProblems(facts: ShipmentFacts): Omit<ShipmentCheck, "slug" | "status"> {
  const shipDate = shipDateOf(facts.scheduledDate, facts.today);
  const consignee = facts.consignee;
  const problems: ShipmentProblem[] = [];
  const vendor = consignee?.type === "dsvs" ? consignee : null;

  if (!consignee)
    problems.push({ code: "no_consignee", message: `${facts.slug} names no consignee to ship to` });
  else if (consignee.status !== "active")
    problems.push({
      code: "consignee_not_active",
      message: `${consignee.name} is ${consignee.status === "pending" ? "pending approval" : consignee.status}: loads go only to active accounts`,
    });

  let qualification: ShipmentCheck["qualification"] = null;
  if (vendor) {
    const checks = qualificationChecks(facts.certificates, shipDate);
    qualification = { state: qualificationOf(checks), checks };
    for (const check of checks) {
      const problem = certificateProblem(vendor.name, check, facts.today, shipDate);
      if (problem) problems.push(problem);
    }
  }

  const materials = vendor ? materialsOf(facts, vendor.id) : [];
  for (const m of materials) {
    if (m.rule || !vendor) continue;
    problems.push({
      code: "no_vendor_rule",
      message: `No active vendor rule sends ${materialLabel(m.materialType).toLowerCase()} (${classificationLabel(m.classification)}) from this warehouse to ${vendor.name} (${m.count} asset${m.count === 1 ? "" : "s"})`,
    });
  }

  const destructionVendor = vendor ? isDestructionVendor(facts.rules, facts.warehouseId) : false;
  const dataBearing = facts.assets.filter((a) => a.dataBearing);
  const states: Record<string, number> = {};
  for (const a of dataBearing) states[a.state] = (states[a.state] ?? 0) + 1;
  const ownDevice = (a: ShipmentAssetFacts) => consignee !== null && !vendor && a.accountId === consignee.id;
  const unsanitized = dataBearing.filter((a) => !hasSanitizationRecord(a.state));
  const refused = destructionVendor ? [] : unsanitized.filter((a) => !ownDevice(a));
  if (refused.length > 0) {
    const barcodes = refused.map((a) => a.barcode).sort();
    const n = barcodes.length;
    problems.push({
      code: "not_sanitized",
      message: `${n} data-bearing device${n === 1 ? " has" : "s have"} no verified erasure or destruction${vendor ? ` and ${vendor.name} is not a destruction vendor` : ""}: ${barcodeList(barcodes)}`,
      barcodes: barcodes.slice(0, SHIPMENT_BARCODE_LIMIT),
    });
  }

  const held = facts.assets
    .filter((a) => a.onHold)
    .map((a) => a.barcode)
    .sort();
  if (held.length > 0)
    problems.push({
      code: "on_hold",
      message: `${held.length} asset${held.length === 1 ? " is" : "s are"} on hold: ${barcodeList(held)}`,
      barcodes: held.slice(0, SHIPMENT_BARCODE_LIMIT),
    });

  if (facts.assets.length === 0)
    problems.push({ code: "nothing_to_ship", message: `${facts.slug} has no assets on it to ship` });

  return {
    shipDate,
    consignee,
    ready: problems.length === 0,
    problems,
    qualification,
    materials,
    sanitization: {
      dataBearing: dataBearing.length,
      sanitized: dataBearing.length - unsanitized.length,
      destructionVendor,
      ownDevices: unsanitized.filter(ownDevice).length,
      states,
    },
    assetCount: facts.assets.length,
  };
}

/** The statuses in which a load has yet to ship: its readiness is worth showing. */
export const BEFORE_SHIPPING_STATUSES: readonly string[] = ["requested", "building", "picked", "packed"];

/** The refusal of a status move to shipped: every problem, one sentence each. */
export function shipmentRefusalMessage(slug: string, problems: readonly ShipmentProblem[]): string | null {
  if (problems.length === 0) return null;
  return `${slug} cannot ship: ${problems.map((p) => p.message).join("; ")}`;
}
