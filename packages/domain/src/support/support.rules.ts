// Where a support request may go (issue 21): pure rules the server applies and the screens
// follow to offer only what the server will accept.
import type { SUPPORT_REQUEST_STATUS_IDS } from "../enums/operations";

export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUS_IDS)[number];

/** The requester edits or withdraws a request only while nobody has acted on it. */
export function supportRequestEditable(status: SupportRequestStatus): boolean {
  return status === "open";
}

/**
 * What executing a request in this status does: `run` carries it out (an open request, or a
 * refused one whose reason may be gone), `repeat` answers the request as it is and changes
 * nothing (it was executed already: a second execution is a retry, not a new act).
 */
export function executionStep(status: SupportRequestStatus): "run" | "repeat" {
  return status === "executed" ? "repeat" : "run";
}

/**
 * Whether a refusal changes anything: a refused request refused again for the same reason
 * stays as it is (no event, no second notice); a new reason is a new step.
 */
export function refusalIsNew(
  current: { status: SupportRequestStatus; outcome: string | null },
  reason: string,
) {
  return !(current.status === "refused" && current.outcome === reason);
}

/** The subject a delete_asset request gets when the requester gives none. */
export function deleteAssetSubject(barcode: string): string {
  return `Delete asset ${barcode}`;
}
