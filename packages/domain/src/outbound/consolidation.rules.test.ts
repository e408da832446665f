import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyUnitChange,
  type ConsolidationCandidate,
  consolidationRefusal,
  packedMoveRefusal,
  pickedMoveRefusal,
  type UnitWeights,
  unitNetWeight,
  unitProblems,
} from "./consolidation.rules";

const weight = fc.option(
  fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 1000),
  { nil: null },
);
const unit: fc.Arbitrary<UnitWeights> = fc.record({
  grossWeight: weight,
  tareWeight: weight,
  status: fc.constantFrom("open" as const, "closed" as const),
});

describe("marking a load picked", () => {
  it("is refused exactly while something is still to pick, naming how many", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (toPick) => {
        const refusal = pickedMoveRefusal(toPick);
        if (toPick === 0) expect(refusal).toBeNull();
        else expect(refusal).toContain(`${toPick} asset`);
      }),
    );
    expect(pickedMoveRefusal(3)).toBe("3 assets are still to pick: pick them or report them short");
    expect(pickedMoveRefusal(1)).toBe("1 asset is still to pick: pick it or report it short");
  });
});

describe("marking a load packed", () => {
  it("is allowed only with at least one unit, every picked asset on a unit and every unit closed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 50 }),
        (units, notOnUnit, open) => {
          const openUnits = Math.min(open, units);
          const refusal = packedMoveRefusal({ units, notOnUnit, openUnits });
          expect(refusal === null).toBe(units > 0 && notOnUnit === 0 && openUnits === 0);
        },
      ),
    );
    expect(packedMoveRefusal({ units: 2, notOnUnit: 2, openUnits: 0 })).toContain(
      "2 picked assets are on no shipping unit",
    );
    expect(packedMoveRefusal({ units: 2, notOnUnit: 0, openUnits: 1 })).toContain(
      "1 shipping unit is still open",
    );
  });
});

describe("a shipping unit's weights", () => {
  it("keeps what a change leaves out and takes what it sends (null clears)", () => {
    fc.assert(
      fc.property(
        unit,
        fc.record({ grossWeight: weight, tareWeight: weight }, { requiredKeys: [] }),
        (saved, change) => {
          const next = applyUnitChange(saved, change);
          expect(next.grossWeight).toBe("grossWeight" in change ? change.grossWeight : saved.grossWeight);
          expect(next.tareWeight).toBe("tareWeight" in change ? change.tareWeight : saved.tareWeight);
          expect(next.status).toBe(saved.status);
        },
      ),
    );
  });

  it("refuses closing without a gross weight, a tare above the gross, and closing an empty unit", () => {
    fc.assert(
      fc.property(unit, fc.integer({ min: 0, max: 5 }), (next, items) => {
        const problems = unitProblems(next, items);
        expect("grossWeight" in problems).toBe(next.status === "closed" && next.grossWeight === null);
        expect("tareWeight" in problems).toBe(
          next.grossWeight !== null && next.tareWeight !== null && next.tareWeight > next.grossWeight,
        );
        if (next.status === "open") expect(problems.status).toBeUndefined();
        if (next.status === "closed" && next.grossWeight !== null)
          expect("status" in problems).toBe(items === 0);
      }),
    );
  });

  it("nets gross minus tare (no tare is 0), never more than the gross, null until weighed", () => {
    fc.assert(
      fc.property(weight, weight, (gross, tare) => {
        const net = unitNetWeight(gross, tare);
        if (gross === null) expect(net).toBeNull();
        else {
          expect(net).toBeCloseTo(gross - (tare ?? 0), 3);
          expect(net as number).toBeLessThanOrEqual(gross);
        }
      }),
    );
    expect(unitNetWeight(512.5, 42.25)).toBe(470.25);
  });
});

describe("consolidating an asset onto a unit", () => {
  const candidate: fc.Arbitrary<ConsolidationCandidate> = fc.record({
    barcode: fc.stringMatching(/^[A-Z]{2}\d{3}$/),
    onLoad: fc.boolean(),
    insideContainer: fc.boolean(),
    unitBarcode: fc.constantFrom(null, "PL-100001", "PL-100002"),
  });
  it("takes only a top-level picked asset of the load that is on no unit, onto an open unit", () => {
    fc.assert(
      fc.property(candidate, fc.constantFrom("open" as const, "closed" as const), (asset, status) => {
        const refusal = consolidationRefusal(asset, { barcode: "PL-100001", status, loadSlug: "dal-out-1" });
        const ok = status === "open" && asset.onLoad && !asset.insideContainer && asset.unitBarcode === null;
        expect(refusal === null).toBe(ok);
        if (refusal && status === "open" && asset.onLoad && !asset.insideContainer)
          expect(refusal).toContain(asset.unitBarcode as string);
      }),
    );
  });
});
