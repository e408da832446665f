import {
  DESTRUCTION_METHODS,
  ERASURE_METHODS,
  ERASURE_RESULTS,
  labelOf,
  SANITIZATION_STATE_LABELS,
  type SanitizationRecord,
  type SanitizationState,
} from "@ops/domain";

/** The colour of a state's badge: green when the data is gone, red when it failed, grey when none is needed. */
export const STATE_COLORS: Record<SanitizationState, string> = {
  not_required: "gray",
  missing: "orange",
  erased: "green",
  unverified: "yellow",
  failed: "red",
  destroyed: "teal",
};

export function stateLabel(state: SanitizationState): string {
  return SANITIZATION_STATE_LABELS[state];
}

/** A record's method in words: a NIST level for an erasure, the way it was destroyed for a destruction (old methods too). */
export function methodLabel(record: Pick<SanitizationRecord, "kind" | "method">): string {
  return labelOf(record.kind === "erasure" ? ERASURE_METHODS : DESTRUCTION_METHODS, record.method);
}

export function resultLabel(result: string): string {
  return labelOf(ERASURE_RESULTS, result);
}

export const KIND_LABELS: Record<SanitizationRecord["kind"], string> = {
  erasure: "Erasure",
  destruction: "Destruction",
};

export const destructionBatchPath = (id: number | "new" | "") =>
  id === "" ? "/destruction-batches" : `/destruction-batches/${id}`;
