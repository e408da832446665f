import type { FieldErrors } from "@ops/domain";
import type { z } from "zod";
import { AppError } from "./app-error";

/** Parses input that route schemas cannot see (multipart fields) with the same 422 shape. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".") || "_";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  throw new AppError(422, "Some fields need attention", errors);
}
