import type { Activity, ActivityInput, ActivityUpdate } from "@ops/domain";
import { useEffect, useState } from "react";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useCreateActivity, useUpdateActivity } from "../inbound-api";

/**
 * The save of a load form: creates the load, or updates the one being edited, and says so; the
 * server's field errors go back to the form. `onSaved` runs a render after the save, once a
 * leave guard on `saved === null` is off.
 */
export function useSaveLoad(
  component: string,
  editing: Activity | undefined,
  onSaved: (a: Activity) => void,
) {
  const fail = useFailure(component);
  const create = useCreateActivity();
  const update = useUpdateActivity(editing?.slug ?? "");
  const [saved, setSaved] = useState<Activity | null>(null);

  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const save = async (
    body: ActivityInput | Partial<ActivityUpdate>,
    setErrors: (e: Record<string, string>) => void,
  ) => {
    try {
      const result = editing
        ? await update.mutateAsync(body as ActivityUpdate)
        : await create.mutateAsync(body as ActivityInput);
      showSnackbar(editing ? `${result.slug} was saved` : `${result.slug} was created`, "success");
      setSaved(result);
    } catch (error) {
      setErrors(fail(error));
    }
  };
  return { save, saving: create.isPending || update.isPending, saved };
}
