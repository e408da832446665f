import { z } from "zod";
import { clearPreferences, readPreference, writePreference } from "./preferences";

// Kept apart from DataTable.tsx so that /login can clear these settings without loading
// mantine-datatable into its small chunk.

export const DATA_TABLE_PAGE_SIZES = [25, 50, 100] as const;

const DATA_TABLE_PREFIX = "datatable_";

export const DataTableSettings = z.object({
  search: z.string(),
  sort: z.string().optional(),
  order: z.enum(["asc", "desc"]).optional(),
  pageSize: z.literal(DATA_TABLE_PAGE_SIZES),
});
export type DataTableSettings = z.infer<typeof DataTableSettings>;

function isDataTableSettings(value: unknown): value is DataTableSettings {
  return DataTableSettings.safeParse(value).success;
}

/**
 * A table's search settings live for the browser tab (session storage) under
 * `preferences_datatable_<searchKey>`, so going back to a list finds it as it was left.
 */
export function readDataTableSettings(searchKey: string): DataTableSettings | null {
  return readPreference(`${DATA_TABLE_PREFIX}${searchKey}`, "session", isDataTableSettings);
}

export function writeDataTableSettings(searchKey: string, settings: DataTableSettings): void {
  writePreference(`${DATA_TABLE_PREFIX}${searchKey}`, settings, "session");
}

/** Forgets every table's saved search settings, in local and session storage (used at login). */
export function clearDataTablePreferences(): void {
  clearPreferences(DATA_TABLE_PREFIX);
}
