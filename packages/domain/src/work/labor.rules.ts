// Labor rules (SPEC §3 labor segment, issue 14 Labor): person-hours, totals, overlaps and what
// a segment must satisfy. Pure functions over instants in milliseconds, so the server, the web
// and the property tests share one definition.
import { EVENT_REASON_CODES } from "../enums/activities";

const HOUR_MS = 3_600_000;

/** A segment as the rules read it: instants in ms since the epoch; `endedAt` null while open. */
export type LaborSpan = { startedAt: number; endedAt: number | null; crewSize: number };

/** The end a segment counts up to: its own, or `now` while the person is still clocked in. */
export const effectiveEnd = (s: Pick<LaborSpan, "startedAt" | "endedAt">, now: number): number =>
  s.endedAt ?? Math.max(now, s.startedAt);

/** Hours on the clock (never negative: an open segment started "after now" counts 0). */
export function durationHours(s: Pick<LaborSpan, "startedAt" | "endedAt">, now: number): number {
  return Math.max(0, effectiveEnd(s, now) - s.startedAt) / HOUR_MS;
}

/** Person-hours = duration × crew size (a crew of three for two hours is six person-hours). */
export function personHours(s: LaborSpan, now: number): number {
  return durationHours(s, now) * s.crewSize;
}

/** Hours rounded for display and answers (two decimals, 36 seconds). */
export const roundHours = (hours: number): number => Math.round(hours * 100) / 100;

export type LaborTotal = { hours: number; personHours: number; segments: number };

const emptyTotal = (): LaborTotal => ({ hours: 0, personHours: 0, segments: 0 });

function add(total: LaborTotal, s: LaborSpan, now: number): void {
  total.hours += durationHours(s, now);
  total.personHours += personHours(s, now);
  total.segments += 1;
}

/**
 * Totals of segments grouped by a key (a person, an activity): hours on the clock,
 * person-hours and segment count per key, in first-seen order, plus the overall total.
 * Not rounded: round for display, so the parts still add up to the whole.
 */
export function laborTotalsBy<T extends LaborSpan, K>(
  segments: readonly T[],
  keyOf: (s: T) => K,
  now: number,
): { byKey: Map<K, LaborTotal>; overall: LaborTotal } {
  const byKey = new Map<K, LaborTotal>();
  const overall = emptyTotal();
  for (const s of segments) {
    const key = keyOf(s);
    let total = byKey.get(key);
    if (!total) {
      total = emptyTotal();
      byKey.set(key, total);
    }
    add(total, s, now);
    add(overall, s, now);
  }
  return { byKey, overall };
}

/**
 * Whether two spans of one person overlap. Spans are half-open, [start, end): one may start the
 * instant the other ends (a clock-out followed by a clock-in). An open span runs on for ever,
 * so nothing may start after the open segment began.
 */
export function spansOverlap(
  a: Pick<LaborSpan, "startedAt" | "endedAt">,
  b: Pick<LaborSpan, "startedAt" | "endedAt">,
): boolean {
  const aEnd = a.endedAt ?? Number.POSITIVE_INFINITY;
  const bEnd = b.endedAt ?? Number.POSITIVE_INFINITY;
  return a.startedAt < bEnd && b.startedAt < aEnd;
}

/** The first of a person's other segments that the candidate overlaps, if any. */
export function findOverlap<T extends Pick<LaborSpan, "startedAt" | "endedAt">>(
  candidate: Pick<LaborSpan, "startedAt" | "endedAt">,
  others: readonly T[],
): T | undefined {
  return others.find((o) => spansOverlap(candidate, o));
}

export const LABOR_MESSAGES = {
  endBeforeStart: "The end must be after the start",
  endInFuture: "The end cannot be in the future",
  startInFuture: "The start cannot be in the future",
  crewSize: "Crew size must be a whole number of at least 1",
  reasonCode: "Choose a reason from the list",
  overlap: "This overlaps another segment of the same person",
} as const;

export const LABOR_REASON_IDS: readonly string[] = EVENT_REASON_CODES.map((r) => r.id);

export const isLaborReason = (code: string): boolean => LABOR_REASON_IDS.includes(code);

export type LaborProblems = Partial<Record<"startedAt" | "endedAt" | "crewSize" | "reasonCode", string>>;

/**
 * What is wrong with a segment, by field (empty when nothing): an end after the start, a crew
 * of at least one, a reason code of SPEC §3, and nothing in the future (`now`). A closed
 * segment needs no reason (virtual ones are entered without one).
 */
export function laborSegmentProblems(
  s: LaborSpan & { reasonCode?: string | null },
  now: number,
): LaborProblems {
  const problems: LaborProblems = {};
  if (!Number.isInteger(s.crewSize) || s.crewSize < 1) problems.crewSize = LABOR_MESSAGES.crewSize;
  if (s.startedAt > now) problems.startedAt = LABOR_MESSAGES.startInFuture;
  if (s.endedAt !== null) {
    if (s.endedAt <= s.startedAt) problems.endedAt = LABOR_MESSAGES.endBeforeStart;
    else if (s.endedAt > now) problems.endedAt = LABOR_MESSAGES.endInFuture;
  }
  if (s.reasonCode != null && !isLaborReason(s.reasonCode)) problems.reasonCode = LABOR_MESSAGES.reasonCode;
  return problems;
}

/**
 * When a clock-out (or a crew change, or a second clock-in) closes an open segment `now`: never
 * at or before its start, which the database refuses (`ended_at > started_at`); a close in the
 * same millisecond as the clock-in ends one millisecond after it.
 */
export const closingInstant = (startedAt: number, now: number): number => Math.max(now, startedAt + 1);

/**
 * What a clock-in does when the person is already clocked in (decision, issue 14): a second
 * clock-in somewhere else closes the open segment at the new start with reason `other` and opens
 * the new one; a clock-in on the same work order at the same workstation is refused, as it would
 * change nothing (a crew change has its own call).
 */
export type SecondClockIn = { kind: "none" } | { kind: "refuse" } | { kind: "close"; endedAt: number };

export function secondClockIn(
  open: { activityId: number; workstationId: number | null; startedAt: number } | null,
  wanted: { activityId: number; workstationId: number | null },
  now: number,
): SecondClockIn {
  if (!open) return { kind: "none" };
  if (open.activityId === wanted.activityId && open.workstationId === wanted.workstationId)
    return { kind: "refuse" };
  return { kind: "close", endedAt: closingInstant(open.startedAt, now) };
}

/** The reason a second clock-in closes the first one with. */
export const MOVED_REASON = "other";
