/**
 * The life cycle of an inbound load (docs/decisions.md, Inbound): requested by a client or
 * created by an operator, scheduled for the dock, received, processed, priced, invoiced and
 * closed; canceled before anything has arrived.
 */
export const INBOUND_STATUSES = [
  { id: "requested", label: "Requested" },
  { id: "scheduled", label: "Scheduled" },
  { id: "received", label: "Received" },
  { id: "processed", label: "Processed" },
  { id: "priced", label: "Priced" },
  { id: "invoiced", label: "Invoiced" },
  { id: "closed", label: "Closed" },
  { id: "canceled", label: "Canceled" },
] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number]["id"];

const NEXT: Record<InboundStatus, readonly InboundStatus[]> = {
  requested: ["scheduled", "canceled"],
  // A load can be put back to requested when its dock date falls through.
  scheduled: ["received", "requested", "canceled"],
  received: ["processed"],
  processed: ["priced"],
  // Pricing can be reopened until the load is invoiced.
  priced: ["invoiced", "processed"],
  invoiced: ["closed"],
  closed: [],
  canceled: [],
};

/** The statuses a load may move to from `from`. */
export function nextInboundStatuses(from: InboundStatus): readonly InboundStatus[] {
  return NEXT[from];
}

const withArticle = (status: string) => `${/^[aeiou]/.test(status) ? "An" : "A"} ${status}`;

/** Why a load cannot move from `from` to `to`, or null when it can. */
export function inboundTransitionRefusal(from: InboundStatus, to: InboundStatus): string | null {
  if (from === to) return `The load is already ${to}`;
  if (NEXT[from].includes(to)) return null;
  if (from === "closed" || from === "canceled") return `${withArticle(from)} load cannot change status`;
  return `${withArticle(from)} load cannot be marked ${to}`;
}

/**
 * A bulk action over several loads (mark scheduled, priced, invoiced): all move or none does,
 * with the reason of each load that cannot (SPEC §2 inbound bulk actions).
 */
export function bulkInboundRefusals(
  loads: readonly { slug: string; status: InboundStatus }[],
  to: InboundStatus,
): { slug: string; reason: string }[] {
  return loads.flatMap((load) => {
    const reason = inboundTransitionRefusal(load.status, to);
    return reason ? [{ slug: load.slug, reason }] : [];
  });
}
