import { describe, expect, it } from "vitest";
import { accuracyColor, formatAccuracy } from "./format";

describe("accuracy of a count", () => {
  it("reads as a percentage with one decimal, a dash without one", () => {
    expect(formatAccuracy(1)).toBe("100%");
    expect(formatAccuracy(0.5)).toBe("50%");
    expect(formatAccuracy(2 / 3)).toBe("66.7%");
    expect(formatAccuracy(0)).toBe("0%");
    expect(formatAccuracy(null)).toBe("—");
  });

  it("is green when perfect, orange from 95 %, red below", () => {
    expect(accuracyColor(1)).toBe("teal");
    expect(accuracyColor(0.96)).toBe("orange");
    expect(accuracyColor(0.5)).toBe("red");
    expect(accuracyColor(null)).toBeUndefined();
  });
});
