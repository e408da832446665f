/** Statuses whose work is over: nothing more is received on them (server and screen). */
const FINISHED_STATUSES: readonly string[] = ["closed", "canceled"];
/** Statuses that say the load already arrived: more can still be received, with a notice. */
const ARRIVED_STATUSES: readonly string[] = ["received", "processed", "priced", "invoiced"];

/** Whether an activity in this status still takes assets. */
export function takesAssets(status: string): boolean {
  return !FINISHED_STATUSES.includes(status);
}

/** The server's refusal of an asset for a finished activity. */
export function finishedActivityMessage(slug: string, status: string): string {
  return `${slug} is ${status}; assets cannot be added to it`;
}

/**
 * What the receiving screen says before anything is scanned: `closed` replaces the form with one
 * line, `notice` stands above the form of a load already marked received (or later).
 */
export function receivingNotice(status: string): { kind: "closed" | "notice"; text: string } | null {
  if (!takesAssets(status))
    return {
      kind: "closed",
      text: `This load is ${status}, so nothing can be received on it. Clone it as a new load to receive more.`,
    };
  if (ARRIVED_STATUSES.includes(status))
    return {
      kind: "notice",
      text: `This load is already marked ${status}. What you receive now is added to it and changes its totals against the ASN.`,
    };
  return null;
}
