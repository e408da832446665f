import { useState } from "react";
import type { z } from "zod";
import { readPreference, writePreference } from "../../../shared/preferences";

/**
 * A list's filter kept for the browser tab beside its table settings
 * (`preferences_datatable_<name>_filter`), so it is cleared with them at sign-in.
 */
export function useStoredFilter<T>(name: string, schema: z.ZodType<T>, initial: T): [T, (value: T) => void] {
  const key = `datatable_${name}_filter`;
  const [value, setValue] = useState<T>(
    () => readPreference(key, "session", (v: unknown): v is T => schema.safeParse(v).success) ?? initial,
  );
  const update = (next: T) => {
    setValue(next);
    writePreference(key, next, "session");
  };
  return [value, update];
}

/** Sets a list's stored filter before opening it (links from the overview screen). */
export function storeFilter(name: string, value: unknown): void {
  writePreference(`datatable_${name}_filter`, value, "session");
}
