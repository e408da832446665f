import { DESTRUCTION_METHODS, type DestructionBatchBody, OFFERED_DESTRUCTION_METHODS } from "@ops/domain";
import { localToIso } from "./erasure-form-values";

/** The new batch's fields as typed; the destruction time from a `datetime-local` input. */
export type BatchValues = {
  method: string | null;
  machine: string;
  witness: string;
  destroyedAt: string;
  notes: string;
  barcodes: string[];
};

export function emptyBatch(destroyedAt: string): BatchValues {
  return { method: null, machine: "", witness: "", destroyedAt, notes: "", barcodes: [] };
}

/** Only the methods offered for new records: shredded and crushed (old ones are shown, not offered). */
export const METHOD_OPTIONS = OFFERED_DESTRUCTION_METHODS.map((id) => ({
  value: id,
  label: DESTRUCTION_METHODS.find((m) => m.id === id)?.label ?? id,
}));

/**
 * The body sent: the time as an instant, no notes when empty, the list oldest scan first (the
 * order the media went in). An unchosen method stays undefined so the schema says to choose one.
 */
export function batchBodyOf(v: BatchValues): DestructionBatchBody {
  return {
    method: (v.method ?? undefined) as DestructionBatchBody["method"],
    machine: v.machine,
    witness: v.witness,
    destroyedAt: v.destroyedAt === "" ? (undefined as unknown as string) : localToIso(v.destroyedAt),
    notes: v.notes.trim() === "" ? null : v.notes,
    barcodes: [...v.barcodes].reverse(),
  };
}

/** The schema's errors said for the form: an empty time, and an item's error on the list. */
export function batchFormErrors(v: BatchValues, errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const key = field.startsWith("barcodes.") ? "barcodes" : field;
    out[key] ??= message;
  }
  if (v.destroyedAt === "") out.destroyedAt = "Give when the media were destroyed";
  return out;
}
