import { describe, expect, it } from "vitest";
import { daysOf, vendorRangeOf } from "./vendor-range";

describe("the vendor's dock schedule range", () => {
  it("defaults to two weeks from today, or from the chosen start", () => {
    expect(vendorRangeOf(null, null, "2026-03-01")).toEqual({
      start: "2026-03-01",
      end: "2026-03-14",
      errors: {},
    });
    expect(vendorRangeOf("2026-12-25", null, "2026-03-01").end).toBe("2027-01-07");
  });

  it("refuses an end before the start, a range over 92 days and a cleared date", () => {
    expect(vendorRangeOf("2026-03-10", "2026-03-09", "x").errors).toEqual({
      end: "The end date cannot be before the start date",
    });
    expect(vendorRangeOf("2026-01-01", "2026-04-02", "x").errors).toEqual({});
    expect(vendorRangeOf("2026-01-01", "2026-04-03", "x").errors).toEqual({
      end: "Choose a range of at most 92 days",
    });
    expect(vendorRangeOf("", "2026-04-03", "x").errors).toEqual({ start: "Choose a start date" });
  });

  it("lists the days of a range across a month's end", () => {
    expect(daysOf("2026-02-27", "2026-03-02")).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
      "2026-03-02",
    ]);
  });
});
