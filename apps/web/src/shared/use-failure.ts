import { useCallback } from "react";
import { ApiError } from "./api";
import { markHandled, reportError } from "./reporting";
import { showSnackbar } from "./snackbar";

/**
 * What a screen does with a failed action (SPEC §8): report it tagged with the component (and
 * the status, so refusals can be told from faults), show the message in the snackbar, and mark
 * it handled. Answers the server's field errors, if any.
 */
export function useFailure(component: string) {
  return useCallback(
    (error: unknown): Record<string, string> => {
      reportError(error, component);
      markHandled(error);
      showSnackbar(error instanceof Error ? error.message : String(error), "error");
      return error instanceof ApiError ? error.fieldErrors() : {};
    },
    [component],
  );
}
