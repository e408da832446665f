import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  closingInstant,
  durationHours,
  findOverlap,
  LABOR_MESSAGES,
  type LaborSpan,
  laborSegmentProblems,
  laborTotalsBy,
  personHours,
  secondClockIn,
  spansOverlap,
} from "./labor.rules";
import { CreateLaborBody, UpdateLaborSegmentBody, VirtualLaborBody } from "./labor.schemas";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 25, 12);

const instant = fc.integer({ min: NOW - 100 * HOUR, max: NOW });
const crew = fc.integer({ min: 1, max: 50 });
/** A closed span within the last hundred hours. */
const closedSpan = fc
  .tuple(instant, fc.integer({ min: 1, max: 10 * HOUR }), crew)
  .map(([startedAt, length, crewSize]): LaborSpan => ({ startedAt, endedAt: startedAt + length, crewSize }));
const openSpan = fc.tuple(instant, crew).map(
  ([startedAt, crewSize]): LaborSpan => ({
    startedAt,
    endedAt: null,
    crewSize,
  }),
);
const span = fc.oneof(closedSpan, openSpan);

describe("person-hours", () => {
  it("are the duration times the crew size", () => {
    fc.assert(
      fc.property(span, (s) => {
        const hours = ((s.endedAt ?? NOW) - s.startedAt) / HOUR;
        expect(durationHours(s, NOW)).toBeCloseTo(hours, 9);
        expect(personHours(s, NOW)).toBeCloseTo(hours * s.crewSize, 9);
      }),
    );
  });

  it("a crew of three for two hours is six person-hours", () => {
    expect(personHours({ startedAt: 0, endedAt: 2 * HOUR, crewSize: 3 }, NOW)).toBe(6);
  });

  it("an open segment counts up to now, never below zero", () => {
    expect(durationHours({ startedAt: NOW + HOUR, endedAt: null }, NOW)).toBe(0);
    expect(durationHours({ startedAt: NOW - HOUR, endedAt: null }, NOW)).toBe(1);
  });
});

describe("labor totals", () => {
  const personSpan = fc.tuple(span, fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 3 }));

  it("the per-person and per-activity totals each add up to the overall total", () => {
    fc.assert(
      fc.property(fc.array(personSpan, { maxLength: 30 }), (rows) => {
        const segments = rows.map(([s, userId, activityId]) => ({ ...s, userId, activityId }));
        for (const keyOf of [
          (s: (typeof segments)[number]) => s.userId,
          (s: (typeof segments)[number]) => s.activityId,
        ]) {
          const { byKey, overall } = laborTotalsBy(segments, keyOf, NOW);
          const parts = [...byKey.values()];
          expect(parts.reduce((n, t) => n + t.segments, 0)).toBe(segments.length);
          expect(parts.reduce((n, t) => n + t.personHours, 0)).toBeCloseTo(overall.personHours, 6);
          expect(parts.reduce((n, t) => n + t.hours, 0)).toBeCloseTo(overall.hours, 6);
        }
        const { overall } = laborTotalsBy(segments, () => 0, NOW);
        expect(overall.personHours).toBeCloseTo(
          segments.reduce((n, s) => n + personHours(s, NOW), 0),
          6,
        );
        // Person-hours are never fewer than hours on the clock: every crew has at least one.
        expect(overall.personHours + 1e-9).toBeGreaterThanOrEqual(overall.hours);
      }),
    );
  });

  it("answers zero for no segments", () => {
    expect(laborTotalsBy([], () => 1, NOW).overall).toEqual({ hours: 0, personHours: 0, segments: 0 });
  });
});

describe("overlap of one person's segments", () => {
  it("is symmetric", () => {
    fc.assert(fc.property(span, span, (a, b) => spansOverlap(a, b) === spansOverlap(b, a)));
  });

  it("matches a minute-by-minute check of closed spans", () => {
    const minute = 60_000;
    const small = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 10 }))
      .map(([s, l]) => ({ startedAt: s * minute, endedAt: (s + l) * minute }));
    fc.assert(
      fc.property(small, small, (a, b) => {
        let shared = false;
        for (let m = 0; m < 41; m++) {
          const t = m * minute;
          if (t >= a.startedAt && t < a.endedAt && t >= b.startedAt && t < b.endedAt) shared = true;
        }
        expect(spansOverlap(a, b)).toBe(shared);
      }),
    );
  });

  it("lets one segment start the instant another ends, and any span overlaps itself", () => {
    fc.assert(
      fc.property(closedSpan, fc.integer({ min: 1, max: HOUR }), (a, length) => {
        const end = a.endedAt as number;
        expect(spansOverlap(a, { startedAt: end, endedAt: end + length })).toBe(false);
        expect(spansOverlap(a, a)).toBe(true);
      }),
    );
  });

  it("an open segment overlaps everything that ends after it began", () => {
    fc.assert(
      fc.property(openSpan, closedSpan, (open, closed) => {
        expect(spansOverlap(open, closed)).toBe((closed.endedAt as number) > open.startedAt);
      }),
    );
  });

  it("findOverlap answers the first overlapping segment, or none", () => {
    const a = { id: 1, startedAt: 0, endedAt: 10 };
    const b = { id: 2, startedAt: 20, endedAt: 30 };
    expect(findOverlap({ startedAt: 10, endedAt: 20 }, [a, b])).toBeUndefined();
    expect(findOverlap({ startedAt: 5, endedAt: 25 }, [a, b])?.id).toBe(1);
    expect(findOverlap({ startedAt: 25, endedAt: null }, [a, b])?.id).toBe(2);
  });
});

describe("segment validation", () => {
  it("refuses an end at or before the start", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 10 * HOUR }), crew, (startedAt, back, crewSize) => {
        const problems = laborSegmentProblems({ startedAt, endedAt: startedAt - back, crewSize }, NOW);
        expect(problems.endedAt).toBe(LABOR_MESSAGES.endBeforeStart);
      }),
    );
  });

  it("refuses a crew under one or not whole", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: 0 }), fc.double({ min: 1.01, max: 9.99, noInteger: true })),
        (crewSize) => {
          const problems = laborSegmentProblems({ startedAt: NOW - HOUR, endedAt: NOW, crewSize }, NOW);
          expect(problems.crewSize).toBe(LABOR_MESSAGES.crewSize);
        },
      ),
    );
  });

  it("accepts every well-formed closed segment in the past", () => {
    fc.assert(
      fc.property(
        closedSpan.filter((s) => (s.endedAt as number) <= NOW),
        (s) => {
          expect(laborSegmentProblems({ ...s, reasonCode: "break" }, NOW)).toEqual({});
        },
      ),
    );
  });

  it("refuses the future and reason codes outside SPEC §3", () => {
    expect(laborSegmentProblems({ startedAt: NOW - HOUR, endedAt: NOW + 1, crewSize: 1 }, NOW).endedAt).toBe(
      LABOR_MESSAGES.endInFuture,
    );
    expect(laborSegmentProblems({ startedAt: NOW + 1, endedAt: null, crewSize: 1 }, NOW).startedAt).toBe(
      LABOR_MESSAGES.startInFuture,
    );
    expect(
      laborSegmentProblems({ startedAt: 0, endedAt: 1, crewSize: 1, reasonCode: "lunch" }, NOW).reasonCode,
    ).toBe(LABOR_MESSAGES.reasonCode);
  });

  it("the schemas refuse the same on their fields", () => {
    const virtual = VirtualLaborBody.safeParse({
      userId: 1,
      startedAt: "2026-11-25T10:00:00Z",
      endedAt: "2026-11-25T09:00:00Z",
      crewSize: 0,
    });
    expect(virtual.success).toBe(false);
    const paths = virtual.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["crewSize"]));
    const create = CreateLaborBody.safeParse({
      startedAt: "2026-11-25T10:00:00Z",
      endedAt: "2026-11-25T10:00:00Z",
    });
    expect(create.error?.issues[0]).toMatchObject({
      path: ["endedAt"],
      message: LABOR_MESSAGES.endBeforeStart,
    });
    expect(UpdateLaborSegmentBody.safeParse({ reasonCode: "lunch" }).success).toBe(false);
    expect(UpdateLaborSegmentBody.safeParse({}).error?.issues[0]?.path).toEqual(["reasonCode"]);
    expect(UpdateLaborSegmentBody.safeParse({ crewSize: 2 }).success).toBe(true);
  });
});

describe("a second clock-in", () => {
  it("closes the open segment elsewhere at the new start, never before its own start", () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -HOUR, max: HOUR }), (startedAt, offset) => {
        const now = startedAt + offset;
        const decision = secondClockIn(
          { activityId: 1, workstationId: 5, startedAt },
          { activityId: 2, workstationId: 5 },
          now,
        );
        expect(decision.kind).toBe("close");
        if (decision.kind === "close") {
          expect(decision.endedAt).toBeGreaterThan(startedAt);
          expect(decision.endedAt).toBe(closingInstant(startedAt, now));
        }
      }),
    );
  });

  it("is refused on the same order at the same workstation, and is a plain clock-in when none is open", () => {
    expect(
      secondClockIn(
        { activityId: 1, workstationId: 5, startedAt: 0 },
        { activityId: 1, workstationId: 5 },
        NOW,
      ).kind,
    ).toBe("refuse");
    expect(
      secondClockIn(
        { activityId: 1, workstationId: 5, startedAt: 0 },
        { activityId: 1, workstationId: 6 },
        NOW,
      ).kind,
    ).toBe("close");
    expect(secondClockIn(null, { activityId: 1, workstationId: 5 }, NOW).kind).toBe("none");
  });
});
