import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStillProcessing, PROCESSING_ACTIONS, PROCESSING_COMPLETE_ACTION } from "./processing.rules";

describe("processing asset rule (SPEC §4)", () => {
  it("an asset whose latest action is '100% Complete' is out of processing", () => {
    expect(isStillProcessing(PROCESSING_COMPLETE_ACTION)).toBe(false);
    expect(isStillProcessing("100% Complete")).toBe(false);
  });

  it("an asset with no step yet is in processing", () => {
    expect(isStillProcessing(null)).toBe(true);
    expect(isStillProcessing(undefined)).toBe(true);
  });

  it("any other action keeps the asset in processing", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s !== PROCESSING_COMPLETE_ACTION),
        (action) => isStillProcessing(action),
      ),
    );
  });

  it("only the last action counts: a history ending in '100% Complete' is complete, whatever came before", () => {
    const action = fc.oneof(fc.constantFrom(...PROCESSING_ACTIONS), fc.string());
    fc.assert(
      fc.property(fc.array(action), action, (history, last) => {
        const steps = [...history, last];
        expect(isStillProcessing(steps.at(-1))).toBe(last !== PROCESSING_COMPLETE_ACTION);
      }),
    );
  });

  it("offers the complete action among the standard steps, once", () => {
    expect(PROCESSING_ACTIONS.filter((a) => a === PROCESSING_COMPLETE_ACTION)).toHaveLength(1);
    expect(new Set(PROCESSING_ACTIONS).size).toBe(PROCESSING_ACTIONS.length);
  });
});
