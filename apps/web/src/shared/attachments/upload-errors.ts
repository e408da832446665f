import { ApiError } from "../api";

/** A failed upload's field errors; a file the server found too large (413) is the file's error. */
export function uploadErrors(errors: Record<string, string>, error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.status === 413) errors.file = error.message;
  return errors;
}
