import {
  type Asset,
  type AssetTests,
  DISPOSITIONS,
  labelOf,
  NEW_IN_BOX,
  R2_CLASSIFICATIONS,
  type Routing,
  type TestResultView,
} from "@ops/domain";

/** What the latest test suggests for the device, and which result says so. */
export type DeviceSuggestion = {
  disposition: string;
  r2Classification: string;
  suiteName: string;
  version: number;
  testedBy: string | null;
  testedAt: string;
};

/** Where the device is routed (set by a person or bulk routing, never by the test). */
export type DeviceRouting = { disposition: string; r2Classification: string; routing: string };

export type DeviceInfo = {
  grades: { overall: string | null; cosmetic: string | null; functional: string | null };
  /** Null until the device has a test result. */
  suggestion: DeviceSuggestion | null;
  routed: DeviceRouting;
  /**
   * Whether the routing follows the suggestion: null while there is nothing to compare (not
   * tested, or not routed yet), so the page can say "Not routed yet" rather than "differs".
   */
  followsSuggestion: boolean | null;
  floorPrice: number | null;
  newInBox: string;
};

/** The result saved last (a re-test updates its result), or null when the device has none. */
export function latestResult(results: readonly TestResultView[]): TestResultView | null {
  let latest: TestResultView | null = null;
  for (const r of results) if (!latest || r.updatedAt > latest.updatedAt) latest = r;
  return latest;
}

/**
 * The device's info page, assembled: its grades (the device's own, from its latest result),
 * the test's suggested disposition and R2 classification beside the routed ones, the floor
 * price and new-in-box. The suggestion stays on the result; routing is the device's own.
 */
export function deviceInfoOf(
  asset: Asset,
  tests: Pick<AssetTests, "results"> | undefined,
  routings: readonly Pick<Routing, "id" | "name">[],
): DeviceInfo {
  const result = latestResult(tests?.results ?? []);
  const suggestion: DeviceSuggestion | null = result
    ? {
        disposition: labelOf(DISPOSITIONS, result.evaluation.disposition),
        r2Classification: labelOf(R2_CLASSIFICATIONS, result.evaluation.r2Classification),
        suiteName: result.suiteName,
        version: result.version,
        testedBy: result.testedBy,
        testedAt: result.updatedAt,
      }
    : null;
  const routing = asset.routingId === null ? undefined : routings.find((r) => r.id === asset.routingId);
  const routed: DeviceRouting = {
    disposition: labelOf(DISPOSITIONS, asset.disposition),
    r2Classification: labelOf(R2_CLASSIFICATIONS, asset.r2Classification),
    // A routing the list does not name (inactive, or the list still loading) shows by its id.
    routing: routing ? routing.name : asset.routingId === null ? "" : `Routing #${asset.routingId}`,
  };
  const isRouted = asset.disposition !== null || asset.r2Classification !== null;
  const followsSuggestion =
    result && isRouted
      ? result.evaluation.disposition === asset.disposition &&
        result.evaluation.r2Classification === asset.r2Classification
      : null;
  return {
    grades: { overall: asset.grade, cosmetic: asset.cosmeticGrade, functional: asset.functionalGrade },
    suggestion,
    routed,
    followsSuggestion,
    floorPrice: asset.floorPrice,
    newInBox: labelOf(NEW_IN_BOX, asset.newInBox),
  };
}
