import type { FieldErrors } from "@ops/domain";

/** The one error type services throw; the error handler turns it into the SPEC §8 body. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** A 422 that names the field a domain rule refused. */
export function fieldError(field: string, message: string): AppError {
  return new AppError(422, message, { [field]: [message] });
}

export const notFound = (what: string) => new AppError(404, `${what} not found`);
