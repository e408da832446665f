// Schemas every area uses the same way: path ids, query-string flags and lists, optional text,
// dates and the audiences. They live here, below the areas, so no area imports another for them.
import { z } from "zod";

/** The audiences (API families) a user can belong to (SPEC §6). */
export const Audience = z.enum(["operator", "client", "vendor"]);
export type Audience = z.infer<typeof Audience>;

/** An id read from a path or a query string: text that must be a positive whole number. */
export const UrlId = z.coerce.number().int().positive();

/** `{id}` in a path. */
export const IdParams = z.object({ id: UrlId });
export type IdParams = z.infer<typeof IdParams>;

/** `true`/`false` in a query string, kept as text. */
export const QueryFlagText = z.enum(["true", "false"]);
/** `true`/`false` in a query string, read as a boolean. */
export const QueryFlag = z.enum(["true", "false"]).transform((v) => v === "true");
/** `true`/`false`/`all` in a query string: a filter that can also be off. */
export const QueryFlagOrAll = z.enum(["true", "false", "all"]);

/** One id or several (`?id=1&id=2`) in a query string, read as a list. */
export const QueryIds = z
  .union([UrlId, z.array(UrlId).max(500)])
  .transform((v) => (Array.isArray(v) ? v : [v]));

/**
 * Optional text: trimmed, empty or missing becomes null so "cleared" and "never set" are the
 * same.
 */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((v) => (v ? v : null));

/** Text that may be null (but must be sent): trimmed, empty becomes null. */
export const nullableText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is at most ${max} characters`)
    .nullable()
    .transform((v) => (v === "" ? null : v));

/** A calendar date as YYYY-MM-DD that exists (no 2026-02-30). */
export const IsoDate = z.string().superRefine((value, ctx) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    ctx.addIssue({ code: "custom", message: "Use the date format YYYY-MM-DD" });
    return;
  }
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    ctx.addIssue({ code: "custom", message: "This date does not exist" });
  }
});
