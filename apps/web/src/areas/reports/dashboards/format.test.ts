import { describe, expect, it } from "vitest";
import { asOfText, changeOf, formatFigure, formatTick, tickInterval } from "./format";

describe("dashboard formats", () => {
  it("shows figures with their unit", () => {
    expect(formatFigure(1234, "count")).toBe("1,234");
    expect(formatFigure(12345.678, "lbs")).toBe("12,345.7 lb");
    expect(formatFigure(1234.5, "usd")).toBe("$1,234.50");
    expect(formatFigure(-20, "usd")).toBe("-$20.00");
    expect(formatFigure(1, "days")).toBe("1 day");
    expect(formatFigure(3.25, "days")).toBe("3.3 days");
  });

  it("keeps axis ticks short", () => {
    expect(formatTick(12_300, "lbs")).toBe("12.3K");
    expect(formatTick(1_250_000, "usd")).toBe("$1.3M");
    expect(formatTick(-500, "usd")).toBe("-$500");
  });

  it("compares this period with the last", () => {
    expect(changeOf(120, 100, "count")).toEqual({ direction: "up", text: "+20% vs the last period (100)" });
    expect(changeOf(97, 100, "count")).toEqual({ direction: "down", text: "−3.0% vs the last period (100)" });
    expect(changeOf(5, 0, "lbs")).toEqual({ direction: "up", text: "+5 lb vs the last period" });
    expect(changeOf(4, 4, "count")?.direction).toBe("same");
    expect(changeOf(4, null, "count")).toBeNull();
  });

  it("says when the figures were brought up to date", () => {
    expect(asOfText(null)).toBe("Figures are being prepared for the first time");
    expect(asOfText("2026-11-27T14:05:00.000Z")).toMatch(/^Figures as of Nov 27, 2026/);
  });

  it("thins axis labels to about the number that fits", () => {
    expect(tickInterval(6, 8)).toBe(0);
    expect(tickInterval(13, 6)).toBe(2);
    expect(tickInterval(91, 6)).toBe(15);
  });
});
