// What a screen says about a failed call; the error body's schema is in errors.schemas.ts, so the
// first load reads messages without loading zod.

export type MessageType = "error" | "warning" | "info" | "success";

export const UNKNOWN_EXCEPTION = "Unknown Exception";

function firstString(value: unknown): string | undefined {
  if (typeof value === "string" && value.trim() !== "") return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === "string" && v.trim() !== "");
  return undefined;
}

function humanizeField(field: string): string {
  const spaced = field
    .replace(/[_.]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The message a screen shows for a failed call (SPEC §8): the first message of the named
 * field; else the body's `error` string; else its `message`; else every field error joined
 * as `Field: text,`; else, for the error type only, `Unknown Exception`.
 */
export function extractErrorMessage(
  body: unknown,
  options: { field?: string; type?: MessageType } = {},
): string {
  const type = options.type ?? "error";
  const record = body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const errors =
    record.errors !== null && typeof record.errors === "object"
      ? (record.errors as Record<string, unknown>)
      : undefined;

  if (options.field && errors) {
    const fieldMessage = firstString(errors[options.field]);
    if (fieldMessage) return fieldMessage;
  }
  const error = firstString(record.error);
  if (error) return error;
  const message = firstString(record.message);
  if (message) return message;
  if (errors) {
    const joined = Object.entries(errors)
      .map(([field, value]) => {
        const text = firstString(value);
        return text ? `${humanizeField(field)}: ${text},` : undefined;
      })
      .filter((part): part is string => part !== undefined)
      .join(" ");
    if (joined) return joined;
  }
  return type === "error" ? UNKNOWN_EXCEPTION : "";
}
