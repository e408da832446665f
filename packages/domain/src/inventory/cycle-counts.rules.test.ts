import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CountedPlace,
  compareCount,
  countAccuracy,
  itemOutcome,
  splitAccepted,
} from "./cycle-counts.rules";

const place = fc.option(fc.integer({ min: 1, max: 6 }), { nil: null });
const item: fc.Arbitrary<CountedPlace> = fc
  .record({ expectedLocationId: place, foundLocationId: place })
  .filter((i) => i.expectedLocationId !== null || i.foundLocationId !== null);

describe("cycle count outcome of one asset", () => {
  it("reads found, moved, missing and unexpected", () => {
    expect(itemOutcome({ expectedLocationId: 1, foundLocationId: 1 })).toBe("found");
    expect(itemOutcome({ expectedLocationId: 1, foundLocationId: 2 })).toBe("moved");
    expect(itemOutcome({ expectedLocationId: 1, foundLocationId: null })).toBe("missing");
    expect(itemOutcome({ expectedLocationId: null, foundLocationId: 2 })).toBe("unexpected");
    expect(() => itemOutcome({ expectedLocationId: null, foundLocationId: null })).toThrow();
  });
});

describe("compare of a count", () => {
  it("partitions the expected and the counted assets: nothing is counted twice or lost", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 200 }), (items) => {
        const { outcomes, figures } = compareCount(items);
        expect(outcomes).toHaveLength(items.length);
        const expected = items.filter((i) => i.expectedLocationId !== null).length;
        const counted = items.filter((i) => i.foundLocationId !== null).length;
        expect(figures.expected).toBe(expected);
        expect(figures.counted).toBe(counted);
        expect(figures.found + figures.moved + figures.missing).toBe(expected);
        expect(figures.found + figures.moved + figures.unexpected).toBe(counted);
        expect(figures.variance).toBe(figures.unexpected - figures.missing);
        expect(figures.found + figures.moved + figures.missing + figures.unexpected).toBe(items.length);
      }),
    );
  });

  it("has an accuracy between 0 and 1, and 1 exactly when every asset was where the system had it", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 200 }), (items) => {
        const { figures, outcomes } = compareCount(items);
        expect(figures.accuracy).toBeGreaterThanOrEqual(0);
        expect(figures.accuracy).toBeLessThanOrEqual(1);
        expect(figures.accuracy === 1).toBe(outcomes.every((o) => o === "found"));
      }),
    );
  });

  it("does not depend on the order of the items", () => {
    fc.assert(
      fc.property(
        fc
          .array(item, { maxLength: 100 })
          .chain((items) =>
            fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
          ),
        ([items, shuffled]) => {
          expect(compareCount(shuffled).figures).toEqual(compareCount(items).figures);
        },
      ),
    );
  });

  it("gives one missing and one unexpected of four expected an accuracy of 3/5", () => {
    const items: CountedPlace[] = [
      { expectedLocationId: 1, foundLocationId: 1 },
      { expectedLocationId: 1, foundLocationId: 1 },
      { expectedLocationId: 1, foundLocationId: 1 },
      { expectedLocationId: 1, foundLocationId: null },
      { expectedLocationId: null, foundLocationId: 1 },
    ];
    expect(compareCount(items).figures).toEqual({
      expected: 4,
      counted: 4,
      found: 3,
      moved: 0,
      missing: 1,
      unexpected: 1,
      variance: 0,
      accuracy: 0.6,
    });
    expect(countAccuracy({ found: 0, expected: 0, unexpected: 0 })).toBe(1);
  });
});

describe("accepted differences", () => {
  it("splits the differences into accepted and left for review, and names ids that are not differences", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { maxLength: 30 }),
        fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 30 }),
        (differences, named) => {
          const { accepted, review, unknown } = splitAccepted(differences, named);
          expect([...accepted, ...review].sort((a, b) => a - b)).toEqual(
            [...differences].sort((a, b) => a - b),
          );
          for (const id of accepted) expect(named).toContain(id);
          for (const id of review) expect(named).not.toContain(id);
          for (const id of unknown) expect(differences).not.toContain(id);
          expect(new Set(unknown).size + accepted.length).toBe(new Set(named).size);
        },
      ),
    );
    expect(splitAccepted([3, 4], "all")).toEqual({ accepted: [3, 4], review: [], unknown: [] });
  });
});
