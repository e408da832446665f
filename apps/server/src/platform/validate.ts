import type { FieldErrors } from "@ops/domain";
import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Parses input that route schemas cannot see (multipart fields, attributes whose schema depends
 * on the account) with the same 422 shape; `prefix` names where the value sits in the body.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, prefix?: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = [prefix, ...issue.path].filter((p) => p !== undefined).join(".") || "_";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError(422, "Some fields need attention", errors);
}
