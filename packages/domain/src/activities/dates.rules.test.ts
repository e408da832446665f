import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  dockDateRefusal,
  earliestAcceptedDate,
  futureDateRefusal,
  HAPPENED_STATUSES,
  isTooFarPast,
  PAST_DOCK_DATE_MESSAGE,
} from "./dates.rules";
import { INBOUND_STATUSES } from "./inbound-status.rules";

const NOW = new Date("2026-11-25T10:00:00Z");
const day = (offset: number, now = NOW) =>
  new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe("dates in the past", () => {
  it("accepts yesterday and refuses three days ago", () => {
    expect(isTooFarPast(day(0), NOW)).toBe(false);
    expect(isTooFarPast(day(-1), NOW)).toBe(false);
    // 10:00 UTC is still the 24th west of UTC−10, where the 23rd is yesterday.
    expect(isTooFarPast(day(-2), NOW)).toBe(false);
    expect(isTooFarPast(day(-2, new Date("2026-11-25T23:00:00Z")), new Date("2026-11-25T23:00:00Z"))).toBe(
      true,
    );
    expect(isTooFarPast(day(-3), NOW)).toBe(true);
    expect(isTooFarPast(day(30), NOW)).toBe(false);
  });

  it("accepts yesterday of every time zone at any hour, and refuses four days back everywhere", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 86_399 }), fc.integer({ min: -12, max: 14 }), (second, zone) => {
        const now = new Date(Date.UTC(2026, 10, 25) + second * 1000);
        const local = new Date(now.getTime() + zone * 3_600_000);
        const localYesterday = new Date(local.getTime() - 86_400_000).toISOString().slice(0, 10);
        const localDayBefore = new Date(local.getTime() - 4 * 86_400_000).toISOString().slice(0, 10);
        expect(isTooFarPast(localYesterday, now)).toBe(false);
        expect(isTooFarPast(localDayBefore, now)).toBe(true);
      }),
    );
  });

  it("refuses a new load's past dock date whatever its status before it happened", () => {
    for (const status of ["requested", "scheduled"]) {
      expect(dockDateRefusal({ date: day(-5), previous: null, status }, NOW)).toBe(PAST_DOCK_DATE_MESSAGE);
      expect(dockDateRefusal({ date: day(-1), previous: null, status }, NOW)).toBeNull();
      expect(dockDateRefusal({ date: day(2), previous: null, status }, NOW)).toBeNull();
      expect(dockDateRefusal({ date: null, previous: null, status }, NOW)).toBeNull();
    }
  });

  it("lets a load that happened carry a past date, and never refuses a date left unchanged", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INBOUND_STATUSES.map((s) => s.id)),
        fc.integer({ min: -400, max: 400 }),
        fc.option(fc.integer({ min: -400, max: 400 })),
        (status, offset, previousOffset) => {
          const date = day(offset);
          const previous = previousOffset === null ? null : day(previousOffset);
          const refusal = dockDateRefusal({ date, previous, status }, NOW);
          const expected =
            date !== previous && isTooFarPast(date, NOW) && !HAPPENED_STATUSES.includes(status);
          expect(refusal !== null).toBe(expected);
        },
      ),
    );
    expect(dockDateRefusal({ date: day(-9), previous: day(-9), status: "scheduled" }, NOW)).toBeNull();
  });

  it("names the field of a future date", () => {
    expect(futureDateRefusal("The pickup window", day(-3), NOW)).toBe(
      "The pickup window cannot be more than a day in the past; choose today or a later day",
    );
    expect(futureDateRefusal("The pickup window", day(-1), NOW)).toBeNull();
    expect(earliestAcceptedDate(NOW)).toBe("2026-11-23");
  });
});
