import { type DocumentStatus, daysUntil, documentStatus, EXPIRY_WARNING_DAYS } from "@ops/domain";

/** Today as YYYY-MM-DD in the user's time zone: expiry dates are calendar dates. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export type ExpiryBadge = { status: DocumentStatus; label: string; color: string };

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/**
 * How a document's expiry reads on screen, by the domain rule (expiring within
 * EXPIRY_WARNING_DAYS days, expired after its date).
 */
export function expiryBadge(expiryDate: string | null, today: string): ExpiryBadge {
  const status = documentStatus(expiryDate, today);
  if (status === "no_expiry" || !expiryDate)
    return { status: "no_expiry", label: "No expiry", color: "gray" };
  const days = daysUntil(expiryDate, today);
  if (status === "expired") {
    return {
      status,
      label: days === -1 ? "Expired yesterday" : `Expired ${plural(-days, "day")} ago`,
      color: "red",
    };
  }
  if (status === "expiring") {
    const when = days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${plural(days, "day")}`;
    return { status, label: `Expires ${when}`, color: "orange" };
  }
  return { status, label: "Valid", color: "teal" };
}

export const EXPIRY_HINT = `Certificates count as expiring ${EXPIRY_WARNING_DAYS} days before their expiry date.`;
