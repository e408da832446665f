import { useState } from "react";
import { showSnackbar } from "./snackbar";
import { useFailure } from "./use-failure";

/**
 * The state of "ask, then do" for one record (delete, remove): `ask(record)` opens the
 * confirmation, `confirm()` runs the action, reports success in the snackbar and closes; a
 * failure is shown and reported, and the dialog stays open.
 */
export function useConfirmedAction<T>(options: {
  component: string;
  run: (record: T) => Promise<unknown>;
  success: (record: T) => string;
}) {
  const fail = useFailure(options.component);
  const [pending, setPending] = useState<T | null>(null);
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    if (pending === null) return;
    setRunning(true);
    try {
      await options.run(pending);
      showSnackbar(options.success(pending), "success");
      setPending(null);
    } catch (error) {
      fail(error);
    } finally {
      setRunning(false);
    }
  };
  return { pending, running, ask: setPending, cancel: () => setPending(null), confirm };
}
