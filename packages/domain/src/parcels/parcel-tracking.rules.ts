import { TRACKING_TYPES } from "../enums/parcels";
import type { TrackingType } from "./parcels.schemas";

/** A carrier's wording, compared without case, punctuation or repeated spaces. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const EXACT = new Map<string, TrackingType>(
  TRACKING_TYPES.flatMap((t) => [
    [words(t.id), t.id],
    [words(t.label), t.id],
  ]),
);

/**
 * What carriers write, most telling first: a problem wins over the movement it interrupted, and
 * "out for delivery" is still on the way (it is checked before "delivered"). The warehouse's own
 * `received` is never inferred from a carrier's words (only the exact type name gives it).
 */
const PATTERNS: readonly [RegExp, TrackingType][] = [
  [
    /\b(exception|delay(ed)?|fail(ed|ure)?|refused|damaged|lost|undeliverable|return(ed)? to sender|held)\b/,
    "exception",
  ],
  [
    /\b(out for delivery|in transit|transit|arrived|departed|on (its|the) way|processed at|sorting)\b/,
    "in_transit",
  ],
  [/\bdelivered\b/, "delivered"],
  [
    /\b(picked up|pick up scan|pickup scan|shipped|dropped off|drop off|accepted|tendered|origin scan)\b/,
    "shipped",
  ],
  [
    /\b(label created|label printed|shipment information sent|information received|pre shipment|shipping label)\b/,
    "label_created",
  ],
];

/**
 * The tracking type a carrier's status or event text stands for (a tracking export's column),
 * or null when the words mean none of them; the exact type ids and labels map to themselves.
 */
export function trackingTypeOfCarrierStatus(text: string): TrackingType | null {
  const normalised = words(text);
  if (normalised === "") return null;
  const exact = EXACT.get(normalised);
  if (exact) return exact;
  for (const [pattern, type] of PATTERNS) if (pattern.test(normalised)) return type;
  return null;
}

/**
 * A carrier's date and time as an instant: ISO text (an offset or Z kept, none read as UTC),
 * `YYYY-MM-DD HH:MM(:SS)`, or US `MM/DD/YYYY h:mm AM`; a separate time column is joined to the
 * date. Null when it is not a real date.
 */
export function parseCarrierDateTime(date: string, time = ""): Date | null {
  const text = `${date.trim()} ${time.trim()}`.trim();
  let m =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i.exec(
      text,
    );
  if (m) {
    const [, y = "", mo = "", d = "", h = "0", mi = "0", s = "0", zone] = m;
    return build(+y, +mo, +d, +h, +mi, +s, zone);
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:,?\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm)?)?$/i.exec(text);
  if (m) {
    const [, mo = "", d = "", y = "", h = "0", mi = "0", s = "0", half] = m;
    let hour = +h;
    if (half) {
      if (hour < 1 || hour > 12) return null;
      hour = (hour % 12) + (half.toLowerCase() === "pm" ? 12 : 0);
    }
    return build(+y, +mo, +d, hour, +mi, +s);
  }
  return null;
}

function build(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  zone?: string,
): Date | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(utc);
  // 2026-02-30 rolls over into March: not a real date.
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  let offsetMinutes = 0;
  if (zone && zone.toUpperCase() !== "Z") {
    const z = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    if (!z) return null;
    offsetMinutes = (z[1] === "-" ? -1 : 1) * (Number(z[2]) * 60 + Number(z[3]));
  }
  return new Date(utc - offsetMinutes * 60_000);
}
