import type { ErasureBody } from "@ops/domain";

/** The erasure form's fields as typed: date-times from `datetime-local` inputs (the browser's zone). */
export type ErasureValues = {
  tool: string;
  method: string | null;
  passes: number | string;
  result: string | null;
  verified: boolean;
  startedAt: string;
  finishedAt: string;
};

export const EMPTY_ERASURE: ErasureValues = {
  tool: "",
  method: null,
  passes: "",
  result: null,
  verified: false,
  startedAt: "",
  finishedAt: "",
};

/** A `datetime-local` value (`2026-11-25T14:30`, the browser's zone) as an instant; text that is no date stays as typed. */
export function localToIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/**
 * The body the form sends: the times as instants, passes as a number (none when empty). A field
 * left unchosen stays undefined, so the schema says what to choose.
 */
export function erasureBodyOf(v: ErasureValues): ErasureBody {
  return {
    tool: v.tool,
    method: (v.method ?? undefined) as ErasureBody["method"],
    passes: v.passes === "" ? null : Number(v.passes),
    result: (v.result ?? undefined) as ErasureBody["result"],
    verified: v.verified,
    startedAt: v.startedAt === "" ? null : localToIso(v.startedAt),
    finishedAt: v.finishedAt === "" ? (undefined as unknown as string) : localToIso(v.finishedAt),
  };
}

/** Errors the schema words for the wire, said for the form ("Finished: use a date and time (ISO 8601)" for an empty field). */
export function erasureFormErrors(v: ErasureValues, errors: Record<string, string>): Record<string, string> {
  return {
    ...errors,
    ...(v.finishedAt === "" ? { finishedAt: "Give when the erasure finished" } : {}),
  };
}

/** The form fields the server's field errors land on; anything else is shown on the form as a whole. */
export const ERASURE_FIELDS = [
  "tool",
  "method",
  "passes",
  "result",
  "verified",
  "startedAt",
  "finishedAt",
] as const;

/**
 * The server's 422 field errors on the form's fields; one about another field (the operator,
 * say) goes on the form's general error (`form`).
 */
export function erasureServerErrors(fieldErrors: Record<string, string>): Record<string, string> {
  const onFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(fieldErrors)) {
    if ((ERASURE_FIELDS as readonly string[]).includes(field)) onFields[field] = message;
    else other.push(message);
  }
  return other.length > 0 ? { ...onFields, form: other.join(" ") } : onFields;
}
