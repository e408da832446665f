import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HOLD_TYPES, LOCK_TYPES } from "../enums/assets";
import { PROGRAM_RULE_TYPE_IDS } from "../enums/programs";
import {
  CASCADE_FIELDS,
  type CascadeSubject,
  cascadeProperties,
  loadPricedSteps,
  OPERATION_RULES_AT,
  parseCascadeProperties,
  parseOperationRules,
  RULE_POINTS,
  reachesMinimumValue,
  ruleOf,
  rulesAt,
  shopOrderRuleToApply,
  skippedAt,
} from "./program-rules";

const PRICING = [
  "direct_account_pricing",
  "fixed_freight_cost",
  "cost_plus_freight",
  "hard_drive_credit",
  "hard_drive_redeploy_charge",
  "import_asn_pricing",
  "program_rev_share_pricing",
  "sort_settle_account_pricing",
  "tiered_freight_cost",
  "triage_service_charge",
];

const json = fc.jsonValue();
const storedRule = fc.record({
  type: fc.oneof(fc.constantFrom(...PROGRAM_RULE_TYPE_IDS), fc.string()),
  params: fc.oneof(fc.dictionary(fc.string(), json), json),
});

describe("which rules apply where", () => {
  it("each operation rule applies at exactly one point, and pricing rules at none", () => {
    const all = RULE_POINTS.flatMap((p) => OPERATION_RULES_AT[p]);
    expect(new Set(all).size).toBe(all.length);
    for (const type of PRICING) expect(all).not.toContain(type);
    expect([...all, ...PRICING, "asn_imported_label_attributes"].sort()).toEqual(
      [...PROGRAM_RULE_TYPE_IDS].sort(),
    );
  });

  it("rulesAt answers only rules of that point, whatever is stored, and never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(storedRule), json), fc.constantFrom(...RULE_POINTS), (stored, point) => {
        const rules = rulesAt(stored, point);
        for (const r of rules) expect(OPERATION_RULES_AT[point]).toContain(r.type);
        expect(new Set(rules.map((r) => r.type)).size).toBe(rules.length);
      }),
    );
  });

  it("a rule with parameters it cannot apply is skipped with a reason", () => {
    const { rules, skipped } = parseOperationRules([
      { type: "hold_asset", params: { holdType: "vacation" } },
      { type: "value_automated_shop_order", params: { minimumValue: "lots" } },
      { type: "lock_asset", params: { lockType: "BIOS lock" } },
      { type: "fixed_freight_cost", params: { amount: 10 } },
    ]);
    expect(rules).toEqual([{ type: "lock_asset", lockType: "bios_lock" }]);
    expect(skipped.map((s) => s.type)).toEqual(["hold_asset", "value_automated_shop_order"]);
    expect(skipped[0]?.reason).toBe("Hold type vacation is not a hold type");
    expect(skippedAt([{ type: "hold_asset", params: {} }], "receiving")).toEqual([
      { type: "hold_asset", reason: "Hold type (none) is not a hold type" },
    ]);
    expect(skippedAt([{ type: "hold_asset", params: {} }], "completion")).toEqual([]);
  });

  it("reads hold and lock types by id or label, any case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...HOLD_TYPES), fc.boolean(), (hold, byLabel) => {
        const name = byLabel ? hold.label.toUpperCase() : hold.id;
        const [rule] = rulesAt([{ type: "hold_asset", params: { holdType: name } }], "receiving");
        expect(rule).toEqual({ type: "hold_asset", holdType: hold.id, instructions: "" });
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...LOCK_TYPES), (lock) => {
        const rules = rulesAt([{ type: "lock_asset", params: { lockType: lock.label } }], "receiving");
        expect(ruleOf(rules, "lock_asset")?.lockType).toBe(lock.id);
      }),
    );
  });

  it("move_load_to_priced goes through processed unless whenProcessed is false", () => {
    expect(rulesAt([{ type: "move_load_to_priced", params: {} }], "completion")).toEqual([
      { type: "move_load_to_priced", whenProcessed: true },
    ]);
    expect(
      rulesAt([{ type: "move_load_to_priced", params: { whenProcessed: false } }], "completion"),
    ).toEqual([{ type: "move_load_to_priced", whenProcessed: false }]);
  });
});

describe("value_automated_shop_order", () => {
  const cents = fc.integer({ min: 0, max: 10_000_000_000 });
  it("the received value reaches the minimum exactly when it is at least the minimum (in cents)", () => {
    fc.assert(
      fc.property(cents, cents, (value, min) => {
        expect(reachesMinimumValue(value / 100, min / 100)).toBe(value >= min);
      }),
    );
  });

  it("creates the shop order once: never when the load has one", () => {
    fc.assert(
      fc.property(fc.array(storedRule), fc.double({ min: 0, max: 1e9, noNaN: true }), (stored, value) => {
        const rules = rulesAt(stored, "receiving");
        expect(shopOrderRuleToApply(rules, { hasShopOrder: true, receivedValue: value })).toBeNull();
      }),
    );
  });

  it("SOW and configure rules create it with the first asset; the value rule at its minimum", () => {
    const sow = rulesAt([{ type: "sow_automated_shop_order", params: { sowName: "Recycle" } }], "receiving");
    expect(shopOrderRuleToApply(sow, { hasShopOrder: false, receivedValue: 0 })?.type).toBe(
      "sow_automated_shop_order",
    );
    const value = rulesAt(
      [{ type: "value_automated_shop_order", params: { minimumValue: 500 } }],
      "receiving",
    );
    expect(shopOrderRuleToApply(value, { hasShopOrder: false, receivedValue: 499.99 })).toBeNull();
    expect(shopOrderRuleToApply(value, { hasShopOrder: false, receivedValue: 500 })?.type).toBe(
      "value_automated_shop_order",
    );
  });
});

describe("asset_cascade_properties", () => {
  it("reads known fields in either spelling and anything else as an attribute key", () => {
    expect(parseCascadeProperties("stock_type, source ,color, attributes.grade,, color")).toEqual([
      { kind: "field", name: "stockType" },
      { kind: "field", name: "source" },
      { kind: "attribute", key: "color" },
      { kind: "attribute", key: "grade" },
    ]);
    expect(parseCascadeProperties(42)).toEqual([]);
  });

  const value = fc.oneof(fc.constant(null), fc.constant(""), fc.string({ minLength: 1 }));
  const keys = fc.constantFrom("color", "grade", "site", "owner");
  const subject: fc.Arbitrary<CascadeSubject> = fc.record({
    attributes: fc.dictionary(keys, value),
    stockType: value,
    source: value,
    locationId: fc.option(fc.integer({ min: 1 })),
    notes: value,
  });
  const property = fc.oneof(
    fc.constantFrom(...CASCADE_FIELDS).map((name) => ({ kind: "field" as const, name })),
    keys.map((key) => ({ kind: "attribute" as const, key })),
  );
  const has = (v: unknown) => v !== undefined && v !== null && v !== "";

  it("never overwrites what the created asset has, and copies only the container's values", () => {
    fc.assert(
      fc.property(fc.array(property), subject, subject, (properties, container, created) => {
        const patch = cascadeProperties(properties, container, created);
        const after = { ...created, ...patch };
        for (const f of CASCADE_FIELDS) {
          if (has(created[f])) expect(after[f]).toBe(created[f]);
          else if (f in patch) expect(after[f]).toBe(container[f]);
        }
        for (const [key, v] of Object.entries(created.attributes))
          if (has(v)) expect(after.attributes[key]).toBe(v);
        for (const key of Object.keys(after.attributes))
          if (after.attributes[key] !== created.attributes[key])
            expect(after.attributes[key]).toBe(container.attributes[key]);
      }),
    );
  });

  it("copies every named property the container has and the created asset lacks; nothing unnamed", () => {
    fc.assert(
      fc.property(fc.array(property), subject, subject, (properties, container, created) => {
        const patch = cascadeProperties(properties, container, created);
        const after = { ...created, ...patch };
        for (const p of properties) {
          if (p.kind === "field" && has(container[p.name])) expect(has(after[p.name])).toBe(true);
          if (p.kind === "attribute" && has(container.attributes[p.key]))
            expect(has(after.attributes[p.key])).toBe(true);
        }
        const named = new Set(properties.map((p) => (p.kind === "field" ? p.name : "attributes")));
        for (const k of Object.keys(patch)) expect(named.has(k as never)).toBe(true);
      }),
    );
  });

  it("is idempotent: cascading again changes nothing", () => {
    fc.assert(
      fc.property(fc.array(property), subject, subject, (properties, container, created) => {
        const once = { ...created, ...cascadeProperties(properties, container, created) };
        expect(cascadeProperties(properties, container, once)).toEqual({});
      }),
    );
  });
});

describe("move_load_to_priced", () => {
  const status = fc.constantFrom("open", "in_progress", "completed", "closed", "canceled");
  it("moves nothing while a work order is open or in progress, or when none was done", () => {
    fc.assert(
      fc.property(
        fc.array(status),
        fc.constantFrom("received", "processed"),
        fc.boolean(),
        (orders, load, when) => {
          const steps = loadPricedSteps(load, orders, when);
          const open = orders.some((s) => s === "open" || s === "in_progress");
          const done = orders.some((s) => s === "completed" || s === "closed");
          if (open || !done) expect(steps).toEqual([]);
          else if (load === "processed" || when) expect(steps.at(-1)).toBe("priced");
          else expect(steps).toEqual([]);
        },
      ),
    );
  });

  it("a received load goes through processed; a processed one straight to priced; others stay", () => {
    expect(loadPricedSteps("received", ["completed", "canceled"], true)).toEqual(["processed", "priced"]);
    expect(loadPricedSteps("received", ["closed"], false)).toEqual([]);
    expect(loadPricedSteps("processed", ["closed"], false)).toEqual(["priced"]);
    expect(loadPricedSteps("priced", ["closed"], true)).toEqual([]);
    expect(loadPricedSteps("requested", ["closed"], true)).toEqual([]);
  });
});
