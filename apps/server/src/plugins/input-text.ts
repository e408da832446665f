import type { FieldErrors } from "@ops/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../platform/app-error";

/** NUL (PostgreSQL text cannot hold it) and UTF-16 halves without their pair (not valid text). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is looked for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The paths of every string in a parsed body, query or params that cannot be stored as text. */
export function unstorableText(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (UNSTORABLE.test(value)) found.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      unstorableText(item, [...path, String(i)], found);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (UNSTORABLE.test(key)) found.push([...path, "_"].join("."));
      else unstorableText(item, [...path, key], found);
    }
  }
  return found;
}

export const UNSTORABLE_TEXT_MESSAGE =
  "Remove the invisible control character or broken symbol from this text";

/**
 * Every route refuses text it could not store, before its own validation: a NUL byte or a half
 * of a UTF-16 pair in any field of the body, query or path answers 422 on that field, the way a
 * schema would, instead of failing in the database.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const fields = [
      ...unstorableText(request.params),
      ...unstorableText(request.query),
      ...unstorableText(request.body),
    ];
    if (fields.length === 0) return;
    const errors: FieldErrors = Object.fromEntries(fields.map((field) => [field, [UNSTORABLE_TEXT_MESSAGE]]));
    throw new AppError(422, "Some fields need attention", errors);
  });
}
