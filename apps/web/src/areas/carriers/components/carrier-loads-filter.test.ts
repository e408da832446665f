import { describe, expect, it } from "vitest";
import {
  carrierDatesError,
  carrierFilterCount,
  carrierLoadsQuery,
  carrierStatusOptions,
  EMPTY_CARRIER_LOADS_FILTER,
} from "./carrier-loads-filter";

describe("a carrier's loads filter", () => {
  it("asks for the carrier's loads of every kind when nothing is set", () => {
    expect(carrierLoadsQuery(7, EMPTY_CARRIER_LOADS_FILTER)).toEqual({ carrierId: 7 });
    expect(carrierFilterCount(EMPTY_CARRIER_LOADS_FILTER)).toBe(0);
  });

  it("adds the kind, status and dates set", () => {
    const f = {
      type: "outbound" as const,
      status: "shipped",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    };
    expect(carrierLoadsQuery(7, f)).toEqual({
      carrierId: 7,
      type: "outbound",
      status: "shipped",
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
    expect(carrierFilterCount(f)).toBe(4);
  });

  it("refuses an end date before the start date and then filters by neither", () => {
    const f = { ...EMPTY_CARRIER_LOADS_FILTER, startDate: "2026-11-30", endDate: "2026-11-01" };
    expect(carrierDatesError(f)).toBe("The end date is before the start date");
    expect(carrierLoadsQuery(7, f)).toEqual({ carrierId: 7 });
  });

  it("offers the statuses of the kind chosen, each once for both", () => {
    const outbound = carrierStatusOptions("outbound").map((o) => o.value);
    expect(outbound).toContain("shipped");
    expect(outbound).not.toContain("received");
    const all = carrierStatusOptions("all").map((o) => o.value);
    expect(all).toContain("received");
    expect(all).toContain("shipped");
    expect(new Set(all).size).toBe(all.length);
  });
});
