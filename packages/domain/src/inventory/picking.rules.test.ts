import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  compareNatural,
  compareWalking,
  groupByLocation,
  mayReserveFor,
  type WalkingStop,
  walkingOrder,
} from "./picking.rules";

const segment = fc.stringMatching(/^[A-Z]{1,2}(-\d{1,3}){0,2}$/);
const path = fc.array(segment, { minLength: 1, maxLength: 3 });
const stop: fc.Arbitrary<WalkingStop> = fc.record({
  locationPath: fc.option(path, { nil: null }),
  barcode: fc.stringMatching(/^[A-Z]{1,3}\d{1,4}$/),
});

describe("natural order of barcodes", () => {
  it("puts A-02 before A-10 and A-9 before A-10", () => {
    expect(compareNatural("A-02", "A-10")).toBeLessThan(0);
    expect(compareNatural("A-9", "A-10")).toBeLessThan(0);
    expect(compareNatural("B-1", "A-10")).toBeGreaterThan(0);
    expect(["R1-S10", "R1-S2", "R10-S1", "R2-S1"].sort(compareNatural)).toEqual([
      "R1-S2",
      "R1-S10",
      "R2-S1",
      "R10-S1",
    ]);
  });

  it("orders numbers by value whatever their width", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(3), (a, b, pad) => {
        const sign = Math.sign(compareNatural(`A-${String(a).padStart(pad, "0")}`, `A-${b}`));
        if (a !== b) expect(sign).toBe(Math.sign(a - b));
      }),
    );
  });

  it("is a total order: antisymmetric, zero only for equal strings, transitive", () => {
    fc.assert(
      fc.property(segment, segment, segment, (a, b, c) => {
        expect(compareNatural(a, a)).toBe(0);
        // `|| 0`: equal strings give 0 both ways, and -0 is not 0 to toBe.
        expect(Math.sign(compareNatural(a, b))).toBe(-Math.sign(compareNatural(b, a)) || 0);
        expect(compareNatural(a, b) === 0).toBe(a === b);
        if (compareNatural(a, b) <= 0 && compareNatural(b, c) <= 0)
          expect(compareNatural(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe("walking order", () => {
  it("keeps every stop and is sorted pairwise", () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 40 }), (stops) => {
        const ordered = walkingOrder(stops);
        expect(ordered).toHaveLength(stops.length);
        expect(new Set(ordered)).toEqual(new Set(stops));
        for (let i = 1; i < ordered.length; i++)
          expect(
            compareWalking(ordered[i - 1] as WalkingStop, ordered[i] as WalkingStop),
          ).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("does not depend on the order the stops come in", () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 30 }), fc.integer(), (stops, seed) => {
        const shuffled = [...stops].sort(
          (a, b) => ((a.barcode.length * seed) % 7) - ((b.barcode.length * seed) % 7),
        );
        expect(walkingOrder(shuffled).map((s) => [s.locationPath, s.barcode])).toEqual(
          walkingOrder(stops).map((s) => [s.locationPath, s.barcode]),
        );
      }),
    );
  });

  it("puts assets without a location last", () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 40 }), (stops) => {
        const ordered = walkingOrder(stops);
        const firstWithout = ordered.findIndex((s) => s.locationPath === null);
        if (firstWithout >= 0)
          expect(ordered.slice(firstWithout).every((s) => s.locationPath === null)).toBe(true);
      }),
    );
  });

  it("visits a location's ancestors before the location", () => {
    fc.assert(
      fc.property(path, segment, stop, (ancestors, child, other) => {
        const parent: WalkingStop = { locationPath: ancestors, barcode: "X1" };
        const inside: WalkingStop = { locationPath: [...ancestors, child], barcode: "A1" };
        const ordered = walkingOrder([inside, other, parent]);
        expect(ordered.indexOf(parent)).toBeLessThan(ordered.indexOf(inside));
      }),
    );
  });

  it("walks A-02, A-10, then B-1, then what has no location", () => {
    const stops: WalkingStop[] = [
      { locationPath: null, barcode: "N1" },
      { locationPath: ["B-1"], barcode: "B1" },
      { locationPath: ["A-10"], barcode: "A10" },
      { locationPath: ["A-02"], barcode: "A2" },
      { locationPath: ["A-02", "A-02-S1"], barcode: "A2S" },
    ];
    expect(walkingOrder(stops).map((s) => s.barcode)).toEqual(["A2", "A2S", "A10", "B1", "N1"]);
  });
});

describe("grouping by location", () => {
  it("makes one group per location, in walking order, holding every stop", () => {
    fc.assert(
      fc.property(fc.array(stop, { maxLength: 40 }), (stops) => {
        const groups = groupByLocation(stops);
        const keys = groups.map((g) => g.locationPath?.join("/") ?? null);
        expect(new Set(keys).size).toBe(keys.length);
        expect(groups.flatMap((g) => g.stops)).toEqual(walkingOrder(stops));
      }),
    );
  });
});

describe("mayReserveFor", () => {
  const operator = (...permissions: string[]) => ({ audience: "operator" as const, permissions });
  it("lets inventory managers reserve for every kind of order and outbound editors for outbound loads only", () => {
    fc.assert(
      fc.property(fc.constantFrom("shop_order", "processing", "itad", "outbound"), (type) => {
        expect(mayReserveFor(operator("inventory.manage"), type)).toBe(true);
        expect(mayReserveFor(operator("outbound.edit"), type)).toBe(type === "outbound");
        expect(mayReserveFor(operator("inventory.work", "outbound.view"), type)).toBe(false);
        expect(mayReserveFor({ audience: "client", permissions: ["inventory.manage"] }, type)).toBe(false);
        expect(mayReserveFor({ audience: "vendor", permissions: [] }, type)).toBe(false);
      }),
    );
  });
});
