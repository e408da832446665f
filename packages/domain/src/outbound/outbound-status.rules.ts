/**
 * The life cycle of an outbound load (docs/decisions.md, Outbound): requested (asked for, nothing
 * set aside), building (stock reserved, being picked), picked, packed onto shipping units, shipped,
 * delivered, invoiced and closed; canceled any time before it leaves the building.
 */
export const OUTBOUND_STATUSES = [
  { id: "requested", label: "Requested" },
  { id: "building", label: "Building" },
  { id: "picked", label: "Picked" },
  { id: "packed", label: "Packed" },
  { id: "shipped", label: "Shipped" },
  { id: "delivered", label: "Delivered" },
  { id: "invoiced", label: "Invoiced" },
  { id: "closed", label: "Closed" },
  { id: "canceled", label: "Canceled" },
] as const;
export type OutboundStatus = (typeof OUTBOUND_STATUSES)[number]["id"];

const NEXT: Record<OutboundStatus, readonly OutboundStatus[]> = {
  requested: ["building", "canceled"],
  building: ["picked", "canceled"],
  // Reopened to building when more stock is added, to picked when a unit must be repacked.
  picked: ["packed", "building", "canceled"],
  packed: ["shipped", "picked", "canceled"],
  shipped: ["delivered"],
  delivered: ["invoiced"],
  invoiced: ["closed"],
  closed: [],
  canceled: [],
};

const OUTBOUND_IDS = new Set<string>(OUTBOUND_STATUSES.map((s) => s.id));
export const isOutboundStatus = (status: string): status is OutboundStatus => OUTBOUND_IDS.has(status);

/** The statuses an outbound load may move to from `from`. */
export function nextOutboundStatuses(from: OutboundStatus): readonly OutboundStatus[] {
  return NEXT[from];
}

const withArticle = (status: string) => `${/^[aeiou]/.test(status) ? "An" : "A"} ${status}`;

/** Why an outbound load cannot move from `from` to `to`, or null when the life cycle allows it. */
export function outboundTransitionRefusal(from: OutboundStatus, to: OutboundStatus): string | null {
  if (from === to) return `The load is already ${to}`;
  if (NEXT[from].includes(to)) return null;
  if (from === "closed" || from === "canceled") return `${withArticle(from)} load cannot change status`;
  if (to === "canceled") return "A load that has left the building cannot be canceled";
  return `${withArticle(from)} load cannot be marked ${to}`;
}
