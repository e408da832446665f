import { z } from "zod";

/** Field errors: field name to its messages, as every 422 carries them. */
export const FieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrors>;

/** The body of every error response (SPEC §8, ARCHITECTURE §2). */
export const ErrorBody = z.object({
  message: z.string(),
  errors: FieldErrors.optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
