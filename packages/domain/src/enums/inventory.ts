import type { EnumOption } from "./define";

/** A cycle count is open while counters scan, closed once its differences are settled. */
export const CYCLE_COUNT_STATUSES = [
  { id: "open", label: "Counting" },
  { id: "closed", label: "Closed" },
] as const satisfies readonly EnumOption[];

/** What a count found of one asset, against where the system had it when the count started. */
export const CYCLE_COUNT_OUTCOMES = [
  { id: "found", label: "Found where expected" },
  { id: "moved", label: "Found in another location of the count" },
  { id: "missing", label: "Missing" },
  { id: "unexpected", label: "Found here, expected elsewhere or nowhere" },
] as const satisfies readonly EnumOption[];

/** What the counter did with a difference: accepted (the system follows the count) or left for review. */
export const CYCLE_COUNT_RESOLUTIONS = [
  { id: "accepted", label: "Adjusted" },
  { id: "review", label: "Left for review" },
] as const satisfies readonly EnumOption[];

/** A reservation of a stock asset for an order; picked once scanned, short when it was not there. */
export const RESERVATION_STATUSES = [
  { id: "reserved", label: "To pick" },
  { id: "picked", label: "Picked" },
  { id: "short", label: "Short-picked" },
  { id: "released", label: "Released" },
] as const satisfies readonly EnumOption[];

/** Why a reserved asset could not be picked. */
export const SHORT_PICK_REASONS = [
  { id: "not_found", label: "Not at its location" },
  { id: "damaged", label: "Damaged" },
  { id: "wrong_item", label: "Wrong item at the location" },
  { id: "held", label: "On hold" },
  { id: "other", label: "Other" },
] as const satisfies readonly EnumOption[];
