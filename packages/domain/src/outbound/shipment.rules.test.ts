import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { R2_CLASSIFICATIONS, R2_MATERIAL_TYPES } from "../enums/assets";
import { DSV_QUALIFICATIONS } from "../enums/document-types";
import { SANITIZATION_STATES } from "../itad/sanitization.rules";
import {
  formatShipmentDate,
  isDestructionVendor,
  SHIPMENT_BARCODE_LIMIT,
  type ShipmentAssetFacts,
  type ShipmentFacts,
  type ShipmentRuleFacts,
  shipDateOf,
  shipmentProblems,
  shipmentRefusalMessage,
  vendorRuleAllows,
} from "./shipment.rules";

const TODAY = "2026-11-26";
const VENDOR = { id: 7, name: "Pacific E-Cycle", type: "dsvs", status: "active" };
const CLIENT = { id: 3, name: "Acme Corp", type: "active", status: "active" };
const WAREHOUSE = 1;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Every qualification held by a certificate that runs well past any ship date drawn here. */
const validCertificates = DSV_QUALIFICATIONS.map((q, i) => ({
  id: i + 1,
  dsvType: q.types[0],
  expiryDate: addDays(TODAY, 900),
}));
const anyRule: ShipmentRuleFacts = {
  id: 1,
  name: "Anything",
  vendorAccountId: VENDOR.id,
  materialTypes: [],
  classifications: [],
  warehouseIds: [],
  priority: 100,
  active: true,
};

const material = fc.option(fc.constantFrom(...R2_MATERIAL_TYPES.map((m) => m.id)), { nil: null });
const classification = fc.option(fc.constantFrom(...R2_CLASSIFICATIONS.map((c) => c.id)), { nil: null });
const state = fc.constantFrom(...SANITIZATION_STATES);

const asset: fc.Arbitrary<ShipmentAssetFacts> = fc
  .record({
    barcode: fc.stringMatching(/^[A-Z]{2}[0-9]{4}$/),
    accountId: fc.constantFrom(CLIENT.id, 4, null),
    material,
    r2Classification: classification,
    state,
  })
  .map((a) => {
    const dataBearing = a.material === "data";
    return {
      ...a,
      dataBearing,
      state: dataBearing ? (a.state === "not_required" ? "missing" : a.state) : "not_required",
    };
  });
const assets = fc.uniqueArray(asset, { selector: (a) => a.barcode, maxLength: 80 });

const rule: fc.Arbitrary<ShipmentRuleFacts> = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  name: fc.constantFrom("A", "B", "C"),
  vendorAccountId: fc.constantFrom(VENDOR.id, 99),
  materialTypes: fc.uniqueArray(fc.constantFrom(...R2_MATERIAL_TYPES.map((m) => m.id))),
  classifications: fc.uniqueArray(fc.constantFrom(...R2_CLASSIFICATIONS.map((c) => c.id))),
  warehouseIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 })),
  priority: fc.integer({ min: 1, max: 200 }),
  active: fc.boolean(),
});

const facts = (over: Partial<ShipmentFacts>): ShipmentFacts => ({
  slug: "dal-out-100123",
  warehouseId: WAREHOUSE,
  scheduledDate: null,
  today: TODAY,
  consignee: VENDOR,
  certificates: validCertificates,
  rules: [anyRule],
  assets: [],
  ...over,
});

describe("shipmentProblems", () => {
  it("is ready exactly when it finds no problem", () => {
    fc.assert(
      fc.property(assets, fc.array(rule, { maxLength: 6 }), fc.boolean(), (list, rules, client) => {
        const check = shipmentProblems(facts({ assets: list, rules, consignee: client ? CLIENT : VENDOR }));
        expect(check.ready).toBe(check.problems.length === 0);
        expect(check.assetCount).toBe(list.length);
      }),
    );
  });

  it("lets a qualified vendor with an any-material rule take sanitized or data-free material", () => {
    fc.assert(
      fc.property(assets, fc.integer({ min: 0, max: 400 }), (list, ahead) => {
        const sanitized = list.map((a) =>
          a.dataBearing ? { ...a, state: ahead % 2 ? ("erased" as const) : ("destroyed" as const) } : a,
        );
        const check = shipmentProblems(facts({ assets: sanitized, scheduledDate: addDays(TODAY, ahead) }));
        expect(check.problems.map((p) => p.code)).toEqual(sanitized.length === 0 ? ["nothing_to_ship"] : []);
      }),
    );
  });

  it("judges certificates on the ship date and names the certificate and its expiry date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DSV_QUALIFICATIONS.length - 1 }),
        fc.integer({ min: -400, max: 400 }),
        fc.integer({ min: -30, max: 120 }),
        (which, expiresIn, shipsIn) => {
          const expiry = addDays(TODAY, expiresIn);
          const certificates = validCertificates.map((c, i) =>
            i === which ? { ...c, expiryDate: expiry } : c,
          );
          const scheduledDate = addDays(TODAY, shipsIn);
          const check = shipmentProblems(facts({ certificates, scheduledDate, assets: [] }));
          const shipDate = shipDateOf(scheduledDate, TODAY);
          const expired = check.problems.filter((p) => p.code === "certificate_expired");
          expect(expired.length).toBe(expiry < shipDate ? 1 : 0);
          const label = DSV_QUALIFICATIONS[which]?.label ?? "";
          if (expired[0]) {
            expect(expired[0].message).toContain(label);
            expect(expired[0].message).toContain(formatShipmentDate(expiry));
            expect(expired[0].message).toContain(expiry < TODAY ? "expired on" : "before the ship date");
          }
          // Expiring (within 30 days of the ship date) still counts as qualified.
          expect(check.qualification?.state === "unqualified").toBe(expiry < shipDate);
        },
      ),
    );
  });

  it("names a missing certificate", () => {
    const certificates = validCertificates.filter((c) => c.dsvType !== "iso_45001");
    const check = shipmentProblems(facts({ certificates }));
    expect(check.problems[0]).toEqual({
      code: "certificate_missing",
      message: "Pacific E-Cycle has no ISO 45001 certificate on file",
    });
  });

  it("says the lapsed R2 the way the operator reads it", () => {
    const certificates = validCertificates.map((c) =>
      c.dsvType === "r2" ? { ...c, expiryDate: "2026-11-14" } : c,
    );
    const check = shipmentProblems(facts({ certificates, assets: [] }));
    expect(check.problems[0]?.message).toBe(
      "Pacific E-Cycle's R2 or e-Stewards certificate expired on Nov 14, 2026",
    );
    expect(shipmentRefusalMessage("dal-out-100123", check.problems)).toContain(
      "dal-out-100123 cannot ship: Pacific E-Cycle's R2 or e-Stewards certificate expired on Nov 14, 2026",
    );
  });

  it("needs, for every material on the load, an active rule of that vendor from the warehouse", () => {
    fc.assert(
      fc.property(assets, fc.array(rule, { maxLength: 6 }), (list, rules) => {
        const check = shipmentProblems(facts({ assets: list, rules }));
        expect(check.materials.reduce((s, m) => s + m.count, 0)).toBe(list.length);
        const missing = check.problems.filter((p) => p.code === "no_vendor_rule");
        expect(missing.length).toBe(check.materials.filter((m) => m.rule === null).length);
        for (const m of check.materials) {
          const allowing = rules.filter(
            (r) =>
              r.vendorAccountId === VENDOR.id &&
              vendorRuleAllows(r, WAREHOUSE, m.materialType, m.classification),
          );
          expect(m.rule === null).toBe(allowing.length === 0);
          if (m.rule) expect(allowing.map((r) => r.id)).toContain(m.rule.id);
        }
      }),
    );
  });

  it("ships an unclassified asset as recycle", () => {
    const recycleOnly = { ...anyRule, classifications: ["recycle"] };
    const a: ShipmentAssetFacts = {
      barcode: "AB0001",
      accountId: 3,
      material: "batteries",
      r2Classification: null,
      dataBearing: false,
      state: "not_required",
    };
    expect(shipmentProblems(facts({ rules: [recycleOnly], assets: [a] })).ready).toBe(true);
    const reuse = { ...a, r2Classification: "reuse" };
    expect(shipmentProblems(facts({ rules: [recycleOnly], assets: [reuse] })).problems[0]?.message).toBe(
      "No active vendor rule sends batteries (reuse) from this warehouse to Pacific E-Cycle (1 asset)",
    );
  });

  it("refuses unsanitized data-bearing devices unless the vendor destroys data (a rule naming it)", () => {
    fc.assert(
      fc.property(assets, fc.array(rule, { maxLength: 6 }), (list, rules) => {
        const check = shipmentProblems(facts({ assets: list, rules }));
        const unsanitized = list
          .filter((a) => a.dataBearing && !["erased", "destroyed"].includes(a.state))
          .map((a) => a.barcode)
          .sort();
        const problem = check.problems.find((p) => p.code === "not_sanitized");
        const destruction = isDestructionVendor(rules, WAREHOUSE);
        expect(check.sanitization.destructionVendor).toBe(destruction);
        if (destruction || unsanitized.length === 0) expect(problem).toBeUndefined();
        else {
          expect(problem?.barcodes).toEqual(unsanitized.slice(0, SHIPMENT_BARCODE_LIMIT));
          expect(problem?.message).toContain(`${unsanitized.length} data-bearing device`);
        }
      }),
    );
  });

  it("an any-material rule does not make a destruction vendor", () => {
    expect(isDestructionVendor([anyRule], WAREHOUSE)).toBe(false);
    expect(isDestructionVendor([{ ...anyRule, materialTypes: ["data"] }], WAREHOUSE)).toBe(true);
    expect(isDestructionVendor([{ ...anyRule, materialTypes: ["data"], active: false }], WAREHOUSE)).toBe(
      false,
    );
    expect(isDestructionVendor([{ ...anyRule, materialTypes: ["data"], warehouseIds: [2] }], WAREHOUSE)).toBe(
      false,
    );
  });

  it("a client gets its own devices back as they are, anyone else's only sanitized, with no vendor checks", () => {
    fc.assert(
      fc.property(assets, (list) => {
        const check = shipmentProblems(
          facts({ consignee: CLIENT, certificates: [], rules: [], assets: list }),
        );
        expect(check.qualification).toBeNull();
        expect(check.materials).toEqual([]);
        const refused = list
          .filter(
            (a) => a.dataBearing && !["erased", "destroyed"].includes(a.state) && a.accountId !== CLIENT.id,
          )
          .map((a) => a.barcode)
          .sort();
        const problem = check.problems.find((p) => p.code === "not_sanitized");
        expect(problem?.barcodes ?? []).toEqual(refused.slice(0, SHIPMENT_BARCODE_LIMIT));
        expect(check.problems.every((p) => p.code === "not_sanitized" || p.code === "nothing_to_ship")).toBe(
          true,
        );
      }),
    );
  });

  it("answers the same whatever the order of the assets", () => {
    fc.assert(
      fc.property(assets, fc.array(rule, { maxLength: 4 }), (list, rules) => {
        const a = shipmentProblems(facts({ assets: list, rules }));
        const b = shipmentProblems(facts({ assets: [...list].reverse(), rules }));
        expect(b).toEqual(a);
      }),
    );
  });

  it("holds back a load with held assets, naming them", () => {
    fc.assert(
      fc.property(assets, fc.array(fc.boolean(), { minLength: 80, maxLength: 80 }), (list, holds) => {
        const withHolds = list.map((a, i) => ({ ...a, onHold: holds[i] }));
        const held = withHolds
          .filter((a) => a.onHold)
          .map((a) => a.barcode)
          .sort();
        const problem = shipmentProblems(facts({ assets: withHolds })).problems.find(
          (p) => p.code === "on_hold",
        );
        expect(problem?.barcodes ?? []).toEqual(held);
      }),
    );
  });

  it("refuses a load without consignee, or to an account that is not active", () => {
    expect(shipmentProblems(facts({ consignee: null })).problems[0]?.code).toBe("no_consignee");
    const pending = shipmentProblems(facts({ consignee: { ...VENDOR, status: "pending" } }));
    expect(pending.problems[0]?.message).toBe(
      "Pacific E-Cycle is pending approval: loads go only to active accounts",
    );
  });
});

describe("vendorRuleAllows", () => {
  it("reads empty lists as any, and a restriction never allows more", () => {
    fc.assert(
      fc.property(rule, material, fc.constantFrom(...R2_CLASSIFICATIONS.map((c) => c.id)), (r, m, c) => {
        const open = { ...r, materialTypes: [], classifications: [], warehouseIds: [] };
        expect(vendorRuleAllows(open, WAREHOUSE, m, c)).toBe(r.active);
        if (vendorRuleAllows(r, WAREHOUSE, m, c)) expect(vendorRuleAllows(open, WAREHOUSE, m, c)).toBe(true);
      }),
    );
  });
});

describe("ship date", () => {
  it("is the scheduled date, or today when none or already past", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }), (days) => {
        const scheduled = days === null ? null : addDays(TODAY, days);
        const date = shipDateOf(scheduled, TODAY);
        expect(date >= TODAY).toBe(true);
        expect(date).toBe(scheduled !== null && scheduled > TODAY ? scheduled : TODAY);
      }),
    );
    expect(formatShipmentDate("2026-01-05")).toBe("Jan 5, 2026");
  });
});
