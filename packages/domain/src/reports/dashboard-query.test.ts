import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addYears,
  DashboardQuery,
  periodLabel,
  periodStart,
  periodStarts,
  previousRange,
  RANGE_REVERSED,
  RANGE_TOO_LONG,
  resolveRange,
  shiftDays,
  TIME_PERIOD_IDS,
} from "./dashboard-query.schemas";

const isoDay = fc
  .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 11, 31) })
  .map((ms) => new Date(ms).toISOString().slice(0, 10));
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

describe("dashboard settings", () => {
  it("reads the SPEC §3 settings from a query string with weekly by default", () => {
    const q = DashboardQuery.parse({
      "accountIds[]": undefined,
      accountIds: ["3", "5"],
      showChildAccounts: "true",
    });
    expect(q).toMatchObject({
      timePeriod: "weekly",
      splitByProduct: false,
      showChildAccounts: true,
      accountIds: [3, 5],
    });
    expect(DashboardQuery.parse({ accountIds: "7" }).accountIds).toEqual([7]);
    expect(DashboardQuery.safeParse({ timePeriod: "hourly" }).success).toBe(false);
    expect(DashboardQuery.safeParse({ beginDate: "2026-02-30" }).success).toBe(false);
  });

  it("fills the range: today back 91 days, and refuses reversed or longer than five years on endDate", () => {
    expect(resolveRange({}, "2026-11-27")).toEqual({
      ok: true,
      range: { beginDate: "2026-08-29", endDate: "2026-11-27" },
    });
    expect(resolveRange({ beginDate: "2026-11-28", endDate: "2026-11-27" }, "2026-11-27")).toEqual({
      ok: false,
      field: "endDate",
      message: RANGE_REVERSED,
    });
    expect(resolveRange({ beginDate: "2021-11-27", endDate: "2026-11-26" }, "2026-11-27").ok).toBe(true);
    expect(resolveRange({ beginDate: "2021-11-27", endDate: "2026-11-27" }, "2026-11-27")).toMatchObject({
      ok: false,
      message: RANGE_TOO_LONG,
    });
    // A begin date after today with no end date is reversed too.
    expect(resolveRange({ beginDate: "2027-01-01" }, "2026-11-27")).toMatchObject({
      ok: false,
      field: "endDate",
    });
  });

  it("accepts exactly the ranges that are ordered and shorter than five years", () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        const result = resolveRange({ beginDate: a, endDate: b }, "2026-11-27");
        const ordered = dayMs(b) >= dayMs(a);
        const short = dayMs(b) < dayMs(addYears(a, 5));
        expect(result.ok).toBe(ordered && short);
      }),
    );
  });

  it("compares with the range of the same length just before", () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: 0, max: 1000 }), (begin, length) => {
        const range = { beginDate: begin, endDate: shiftDays(begin, -length) };
        const previous = previousRange(range);
        expect(shiftDays(previous.endDate, -1)).toBe(range.beginDate);
        expect(dayMs(previous.endDate) - dayMs(previous.beginDate)).toBe(
          dayMs(range.endDate) - dayMs(range.beginDate),
        );
      }),
    );
  });

  it("names each day's period by its first day: the day, the ISO week's Monday, the month, the quarter", () => {
    expect(periodStart("2026-11-27", "daily")).toBe("2026-11-27");
    expect(periodStart("2026-11-27", "weekly")).toBe("2026-11-23");
    expect(periodStart("2026-11-23", "weekly")).toBe("2026-11-23");
    expect(periodStart("2026-11-29", "weekly")).toBe("2026-11-23");
    expect(periodStart("2026-11-27", "monthly")).toBe("2026-11-01");
    expect(periodStart("2026-11-27", "quarterly")).toBe("2026-10-01");
    expect(periodLabel("2026-10-01", "quarterly")).toBe("Q4 2026");
    expect(periodLabel("2026-11-01", "monthly")).toBe("Nov 2026");
  });

  it("lists every period of a range once, in order, each holding its days", () => {
    fc.assert(
      fc.property(
        isoDay,
        fc.integer({ min: 0, max: 800 }),
        fc.constantFrom(...TIME_PERIOD_IDS),
        (begin, length, period) => {
          const range = { beginDate: begin, endDate: shiftDays(begin, -length) };
          const starts = periodStarts(range, period);
          expect(starts[0]).toBe(periodStart(range.beginDate, period));
          expect(starts.at(-1)).toBe(periodStart(range.endDate, period));
          for (let i = 1; i < starts.length; i++)
            expect(dayMs(starts[i] as string)).toBeGreaterThan(dayMs(starts[i - 1] as string));
          for (const start of starts) expect(periodStart(start, period)).toBe(start);
        },
      ),
      { numRuns: 200 },
    );
  });
});
