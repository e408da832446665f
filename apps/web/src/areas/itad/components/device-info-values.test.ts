import type { TestResultView } from "@ops/domain";
import { describe, expect, it } from "vitest";
import { anAsset } from "../../../test/asset";
import { deviceInfoOf, latestResult } from "./device-info-values";

function aResult(overrides: Partial<TestResultView> = {}): TestResultView {
  return {
    id: 1,
    testSuiteId: 3,
    versionId: 30,
    answers: {},
    evaluation: {
      cosmeticGrade: "B",
      functionalGrade: "A",
      exceptionsGrade: null,
      overallGrade: "B",
      disposition: "resold_or_recycled",
      r2Classification: "resale",
    },
    suiteName: "Laptop",
    version: 2,
    testedBy: "Tess Tech",
    testedAt: "2026-11-25T09:00:00Z",
    updatedAt: "2026-11-25T09:00:00Z",
    ...overrides,
  };
}

const laptop = anAsset({
  type: "serial",
  barcode: "SER-1",
  grade: "B",
  cosmeticGrade: "B",
  functionalGrade: "A",
});
const routings = [{ id: 4, name: "Refurbish and list" }];

describe("deviceInfoOf", () => {
  it("shows the test's suggestion beside a device not routed yet", () => {
    const info = deviceInfoOf(laptop, { results: [aResult()] }, routings);
    expect(info.grades).toEqual({ overall: "B", cosmetic: "B", functional: "A" });
    expect(info.suggestion).toMatchObject({
      disposition: "Resold or recycled",
      r2Classification: "Resale",
      suiteName: "Laptop",
      version: 2,
      testedBy: "Tess Tech",
    });
    expect(info.routed).toEqual({ disposition: "", r2Classification: "", routing: "" });
    // Nothing to compare yet: not "differs".
    expect(info.followsSuggestion).toBeNull();
  });

  it("keeps the routed values the device's own, and says when they differ from the suggestion", () => {
    const routed = {
      ...laptop,
      disposition: "donation" as const,
      r2Classification: "reuse" as const,
      routingId: 4,
    };
    const info = deviceInfoOf(routed, { results: [aResult()] }, routings);
    expect(info.routed).toEqual({
      disposition: "Donation",
      r2Classification: "Reuse",
      routing: "Refurbish and list",
    });
    expect(info.suggestion?.disposition).toBe("Resold or recycled");
    expect(info.followsSuggestion).toBe(false);
    const following = {
      ...routed,
      disposition: "resold_or_recycled" as const,
      r2Classification: "resale" as const,
    };
    expect(deviceInfoOf(following, { results: [aResult()] }, routings).followsSuggestion).toBe(true);
  });

  it("reads the suggestion of the result saved last, and names a routing the list lacks by its id", () => {
    const older = aResult({ id: 1, suiteName: "Drive", updatedAt: "2026-11-20T09:00:00Z" });
    const newer = aResult({
      id: 2,
      updatedAt: "2026-11-25T10:00:00Z",
      evaluation: { ...aResult().evaluation, disposition: "redeploy", r2Classification: "reuse" },
    });
    expect(latestResult([newer, older])?.id).toBe(2);
    expect(latestResult([])).toBeNull();
    const info = deviceInfoOf({ ...laptop, routingId: 9 }, { results: [older, newer] }, routings);
    expect(info.suggestion?.disposition).toBe("Redeploy");
    expect(info.routed.routing).toBe("Routing #9");
  });

  it("has no suggestion for an untested device", () => {
    const info = deviceInfoOf(anAsset({ type: "serial" }), { results: [] }, []);
    expect(info.suggestion).toBeNull();
    expect(info.grades.overall).toBeNull();
    expect(deviceInfoOf(anAsset({ type: "serial" }), undefined, []).suggestion).toBeNull();
  });
});
