import { ApiError } from "./api";

/**
 * What an all-or-nothing submission that failed says: `Nothing was <done>: <the server's
 * reason>` for a refusal, and for a fault (no answer, a server error) also that sending again
 * retries it (the same request key makes a retry safe).
 */
export function nothingDoneMessage(error: unknown, done: string): string {
  return error instanceof ApiError && error.status < 500
    ? `Nothing was ${done}: ${error.message}`
    : `Nothing was ${done}: ${error instanceof Error ? error.message : String(error)}. Send again to retry.`;
}
