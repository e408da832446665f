import { describe, expect, it } from "vitest";
import { addMonths, monthGrid } from "./calendar-grid";

describe("monthGrid", () => {
  it("covers whole weeks from Sunday to Saturday around the month", () => {
    const grid = monthGrid("2026-11");
    expect(grid.start).toBe("2026-11-01");
    expect(grid.end).toBe("2026-12-05");
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
    expect(grid.weeks[4]?.[1]).toBe("2026-11-30");
  });

  it("starts before the 1st when the month does not begin on a Sunday", () => {
    const grid = monthGrid("2027-02");
    expect(grid.start).toBe("2027-01-31");
    expect(grid.end).toBe("2027-03-06");
  });

  it("moves across years", () => {
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
  });
});
