import type { CycleCountFigures, CycleCountOutcome } from "./cycle-counts.schemas";

/** What the comparison needs of one asset of a count. */
export type CountedPlace = {
  /** Where the system had it when the count started (a location of the count), or null. */
  expectedLocationId: number | null;
  /** Where a counter scanned it (a location of the count), or null. */
  foundLocationId: number | null;
};

/**
 * The outcome of one asset: found where the system had it, found in another location of the
 * count (moved), expected but not scanned (missing), or scanned but not expected there (unexpected).
 */
export function itemOutcome(item: CountedPlace): CycleCountOutcome {
  if (item.expectedLocationId === null) {
    if (item.foundLocationId === null) throw new Error("A count item is expected, found, or both");
    return "unexpected";
  }
  if (item.foundLocationId === null) return "missing";
  return item.foundLocationId === item.expectedLocationId ? "found" : "moved";
}

/** Whether an outcome is a difference the counter adjusts or leaves for review. */
export const isDifference = (outcome: CycleCountOutcome): boolean => outcome !== "found";

/**
 * Share of the assets the count saw (expected or scanned) that were where the system had them:
 * found ÷ (expected + unexpected); 1 when the count expected nothing and found nothing.
 */
export function countAccuracy(t: { found: number; expected: number; unexpected: number }): number {
  const seen = t.expected + t.unexpected;
  return seen === 0 ? 1 : t.found / seen;
}

/** The figures of a count from its tallies (expected = found + moved + missing; counted = found + moved + unexpected). */
export function figuresOf(t: {
  found: number;
  moved: number;
  missing: number;
  unexpected: number;
}): CycleCountFigures {
  const expected = t.found + t.moved + t.missing;
  const counted = t.found + t.moved + t.unexpected;
  return {
    expected,
    counted,
    found: t.found,
    moved: t.moved,
    missing: t.missing,
    unexpected: t.unexpected,
    variance: counted - expected,
    accuracy: countAccuracy({ found: t.found, expected, unexpected: t.unexpected }),
  };
}

/** The comparison of a count: each item's outcome (in the order given) and the figures. */
export function compareCount<T extends CountedPlace>(
  items: readonly T[],
): { outcomes: CycleCountOutcome[]; figures: CycleCountFigures } {
  const tally = { found: 0, moved: 0, missing: 0, unexpected: 0 };
  const outcomes = items.map((item) => {
    const outcome = itemOutcome(item);
    tally[outcome] += 1;
    return outcome;
  });
  return { outcomes, figures: figuresOf(tally) };
}

/**
 * Which differences the counter accepted: all of them, or those named (ids that are not
 * differences of the count are answered as `unknown`, for a 422). The rest are left for review.
 */
export function splitAccepted(
  differenceIds: readonly number[],
  accept: "all" | readonly number[],
): { accepted: number[]; review: number[]; unknown: number[] } {
  if (accept === "all") return { accepted: [...differenceIds], review: [], unknown: [] };
  const named = new Set(accept);
  const known = new Set(differenceIds);
  return {
    accepted: differenceIds.filter((id) => named.has(id)),
    review: differenceIds.filter((id) => !named.has(id)),
    unknown: [...named].filter((id) => !known.has(id)),
  };
}
