import { HOLD_TYPES, LOCK_TYPES } from "../enums/assets";
import type { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";

/**
 * The program rules that drive operations (SPEC §3 program rule types; docs/decisions.md,
 * Program rules): which rule applies at which point, its parameters read safely from what a
 * program stores, and the pure decisions the server applies. Pricing rules are the settlement
 * work's and apply at no point here.
 */

type RuleType = (typeof PROGRAM_RULE_TYPE_IDS)[number];
type HoldType = (typeof HOLD_TYPES)[number]["id"];
type LockType = (typeof LOCK_TYPES)[number]["id"];

/** Where the server evaluates program rules: receiving assets, creating assets in work, completing work. */
export const RULE_POINTS = ["receiving", "creation", "completion"] as const;
export type RulePoint = (typeof RULE_POINTS)[number];

/** The operation rules each point applies; every other rule type applies at none of them. */
export const OPERATION_RULES_AT: Record<RulePoint, readonly RuleType[]> = {
  receiving: [
    "hold_asset",
    "lock_asset",
    "assets_tested_upstream",
    "sow_automated_shop_order",
    "configure_shop_orders",
    "value_automated_shop_order",
  ],
  creation: ["asset_cascade_properties"],
  completion: ["exclude_automatic_operations_complete", "move_load_to_priced"],
};

/** The fields of an asset a cascade may copy besides its attributes (camelCase or snake_case). */
export const CASCADE_FIELDS = ["stockType", "source", "locationId", "notes"] as const;
export type CascadeField = (typeof CASCADE_FIELDS)[number];
export type CascadeProperty = { kind: "field"; name: CascadeField } | { kind: "attribute"; key: string };

/**
 * The attribute keys program rules write on assets (`assets_tested_upstream`: testedUpstream,
 * upstreamVendor). No account's asset form has them, so an edit that re-parses the attributes
 * by the form would drop them: an edit keeps them as stored, and nobody sets them by hand.
 */
export const SYSTEM_ATTRIBUTE_KEYS = ["testedUpstream", "upstreamVendor"] as const;

/** The system-written attributes among `stored` (see SYSTEM_ATTRIBUTE_KEYS), to carry through an edit. */
export function systemAttributes(stored: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    SYSTEM_ATTRIBUTE_KEYS.filter((key) => key in stored).map((key) => [key, stored[key]]),
  );
}

/** An operation rule with its parameters checked and typed. */
export type OperationRule =
  | { type: "hold_asset"; holdType: HoldType; instructions: string }
  | { type: "lock_asset"; lockType: LockType }
  | { type: "assets_tested_upstream"; upstreamVendor: string | null }
  | { type: "sow_automated_shop_order"; sowName: string }
  | { type: "configure_shop_orders"; template: string }
  | { type: "value_automated_shop_order"; minimumValue: number }
  | { type: "asset_cascade_properties"; properties: CascadeProperty[] }
  | { type: "exclude_automatic_operations_complete" }
  | { type: "move_load_to_priced"; whenProcessed: boolean };
export type OperationRuleType = OperationRule["type"];

/** A stored rule the server cannot apply (unknown hold type, missing minimum…), with why. */
export type SkippedRule = { type: string; reason: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** An enum id named by its id or label, any case and spacing ("Legal hold", "legal_hold"). */
function enumId<T extends string>(list: readonly { id: T; label: string }[], value: unknown): T | null {
  const given = text(value);
  if (given === null) return null;
  const key = squash(given);
  return list.find((o) => squash(o.id) === key || squash(o.label) === key)?.id ?? null;
}

const FIELD_ALIASES: Record<string, CascadeField> = Object.fromEntries(
  CASCADE_FIELDS.flatMap((f) => [
    [f.toLowerCase(), f],
    [f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), f],
  ]),
);

/**
 * The properties a cascade names, from its comma-separated list: a known field (stockType or
 * stock_type, source, locationId, notes) or an attribute key (`color`, or `attributes.color`).
 * Blank names and repeats are dropped.
 */
export function parseCascadeProperties(list: unknown): CascadeProperty[] {
  if (typeof list !== "string") return [];
  const seen = new Set<string>();
  const out: CascadeProperty[] = [];
  for (const raw of list.split(",")) {
    const name = raw.trim();
    if (!name) continue;
    const attribute = name.startsWith("attributes.") ? name.slice("attributes.".length).trim() : null;
    const field = attribute === null ? FIELD_ALIASES[name.toLowerCase()] : undefined;
    const property: CascadeProperty | null = field
      ? { kind: "field", name: field }
      : (attribute ?? name)
        ? { kind: "attribute", key: attribute ?? name }
        : null;
    if (!property) continue;
    const id = property.kind === "field" ? `f:${property.name}` : `a:${property.key}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(property);
  }
  return out;
}

/** One stored rule as an operation rule, a skip with its reason, or null for other rule types. */
function parseRule(raw: unknown): OperationRule | SkippedRule | null {
  if (!isRecord(raw) || typeof raw.type !== "string") return { type: "unknown", reason: "Not a rule" };
  const params = isRecord(raw.params) ? raw.params : {};
  const type = raw.type;
  const skip = (reason: string): SkippedRule => ({ type, reason });
  switch (type) {
    case "hold_asset": {
      const holdType = enumId(HOLD_TYPES, params.holdType);
      if (!holdType) return skip(`Hold type ${text(params.holdType) ?? "(none)"} is not a hold type`);
      return { type, holdType, instructions: text(params.instructions) ?? "" };
    }
    case "lock_asset": {
      const lockType = enumId(LOCK_TYPES, params.lockType);
      if (!lockType) return skip(`Lock type ${text(params.lockType) ?? "(none)"} is not a lock type`);
      return { type, lockType };
    }
    case "assets_tested_upstream":
      return { type, upstreamVendor: text(params.upstreamVendor) };
    case "sow_automated_shop_order":
      return { type, sowName: text(params.sowName) ?? "" };
    case "configure_shop_orders":
      return { type, template: text(params.template) ?? "" };
    case "value_automated_shop_order": {
      const min = params.minimumValue;
      if (typeof min !== "number" || !Number.isFinite(min) || min < 0)
        return skip("Minimum asset value must be a number of 0 or more");
      return { type, minimumValue: min };
    }
    case "asset_cascade_properties": {
      const properties = parseCascadeProperties(params.properties);
      if (properties.length === 0) return skip("No properties to cascade");
      return { type, properties };
    }
    case "exclude_automatic_operations_complete":
      return { type };
    case "move_load_to_priced":
      // Absent means yes: the rule exists to move the load once processing completes.
      return { type, whenProcessed: params.whenProcessed !== false };
    default:
      return null;
  }
}

/**
 * The operation rules of a program from what it stores (programs.rules, any JSON): never
 * throws; a rule whose parameters cannot be applied is skipped with its reason, and a type
 * repeated keeps its first.
 */
export function parseOperationRules(stored: unknown): { rules: OperationRule[]; skipped: SkippedRule[] } {
  const rules: OperationRule[] = [];
  const skipped: SkippedRule[] = [];
  if (!Array.isArray(stored)) return { rules, skipped };
  const seen = new Set<string>();
  for (const raw of stored) {
    const parsed = parseRule(raw);
    if (parsed === null) continue;
    if ("reason" in parsed) {
      skipped.push(parsed);
      continue;
    }
    if (seen.has(parsed.type)) continue;
    seen.add(parsed.type);
    rules.push(parsed);
  }
  return { rules, skipped };
}

/** The program's rules that apply at `point`, in the order the program lists them. */
export function rulesAt(stored: unknown, point: RulePoint): OperationRule[] {
  const at = OPERATION_RULES_AT[point];
  return parseOperationRules(stored).rules.filter((r) => at.includes(r.type));
}

/** The program's rules of `point` that cannot apply as stored, each with why (for the rule's event). */
export function skippedAt(stored: unknown, point: RulePoint): SkippedRule[] {
  const at: readonly string[] = OPERATION_RULES_AT[point];
  return parseOperationRules(stored).skipped.filter((s) => at.includes(s.type));
}

/** The rule of this type among `rules`, typed. */
export function ruleOf<T extends OperationRuleType>(
  rules: readonly OperationRule[],
  type: T,
): Extract<OperationRule, { type: T }> | undefined {
  return rules.find((r): r is Extract<OperationRule, { type: T }> => r.type === type);
}

/** value_automated_shop_order: the received value reaches the minimum (compared in cents). */
export function reachesMinimumValue(receivedValue: number, minimumValue: number): boolean {
  return Math.round(receivedValue * 100) >= Math.round(minimumValue * 100);
}

/**
 * The shop-order rule that creates a load's shop order at receiving, or null: the SOW and
 * configure rules create it with the first asset, the value rule once the load's received value
 * reaches its minimum. Nothing when the load already has a shop order.
 */
export function shopOrderRuleToApply(
  rules: readonly OperationRule[],
  load: { hasShopOrder: boolean; receivedValue: number },
): Extract<
  OperationRule,
  { type: "sow_automated_shop_order" | "configure_shop_orders" | "value_automated_shop_order" }
> | null {
  if (load.hasShopOrder) return null;
  for (const rule of rules) {
    if (rule.type === "sow_automated_shop_order" || rule.type === "configure_shop_orders") return rule;
    if (
      rule.type === "value_automated_shop_order" &&
      reachesMinimumValue(load.receivedValue, rule.minimumValue)
    )
      return rule;
  }
  return null;
}

/** An asset as a cascade reads and writes it. */
export type CascadeSubject = {
  attributes: Record<string, unknown>;
  stockType: string | null;
  source: string | null;
  locationId: number | null;
  notes: string | null;
};
export type CascadePatch = Partial<CascadeSubject>;

const present = (v: unknown) => v !== undefined && v !== null && v !== "";

/**
 * asset_cascade_properties: what to change on a created asset so it carries the named
 * properties of its container. Only properties the container has are copied, and never over
 * a value the created asset already has; answers only what changes (`attributes` whole, merged).
 */
export function cascadeProperties(
  properties: readonly CascadeProperty[],
  container: CascadeSubject,
  created: CascadeSubject,
): CascadePatch {
  const patch: CascadePatch = {};
  const added: Record<string, unknown> = {};
  for (const p of properties) {
    if (p.kind === "attribute") {
      const value = container.attributes[p.key];
      if (present(value) && !present(created.attributes[p.key])) added[p.key] = value;
      continue;
    }
    const value = container[p.name];
    if (!present(value) || present(created[p.name])) continue;
    (patch as Record<string, unknown>)[p.name] = value;
  }
  if (Object.keys(added).length > 0) patch.attributes = { ...created.attributes, ...added };
  return patch;
}

/** The rule's summary of a cascade, for its event: "stockType, color". */
export function cascadeSummary(patch: CascadePatch, before: CascadeSubject): string {
  const names = Object.keys(patch).flatMap((k) =>
    k === "attributes"
      ? Object.keys(patch.attributes ?? {}).filter((key) => !present(before.attributes[key]))
      : [k],
  );
  return names.join(", ");
}

const WORK_DONE = new Set(["completed", "closed"]);

/**
 * move_load_to_priced: the inbound statuses the load moves through once its processing is
 * complete — every work order of the load completed, closed or canceled, and at least one
 * completed or closed. A received load goes through processed (unless the rule waits for the
 * load to be marked processed); a processed one goes to priced; any other status stays.
 */
export function loadPricedSteps(
  loadStatus: string,
  workOrderStatuses: readonly string[],
  whenProcessed: boolean,
): ("processed" | "priced")[] {
  const open = workOrderStatuses.some((s) => !WORK_DONE.has(s) && s !== "canceled");
  const done = workOrderStatuses.some((s) => WORK_DONE.has(s));
  if (open || !done) return [];
  if (loadStatus === "processed") return ["priced"];
  if (loadStatus === "received" && whenProcessed) return ["processed", "priced"];
  return [];
}

/** The action of the event a rule's application writes (its `rule` names the type). */
export const RULE_EVENT_ACTION = "Program rule applied";
/** The action of the event written when a program's rule cannot apply as stored. */
export const RULE_SKIPPED_ACTION = "Program rule not applied";
