import type { z } from "zod";

/**
 * Validates a Mantine form with a domain schema, so the screen applies the same rules as the
 * server; the first message of each field is shown.
 */
export function zodResolver<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join(".");
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
