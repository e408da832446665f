import { z } from "zod";

/** A list's status filter: active records by default, or inactive ones, or all. */
export const ActiveFilter = z.enum(["active", "inactive", "all"]);
export type ActiveFilter = z.infer<typeof ActiveFilter>;

export const ACTIVE_FILTER_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "all", label: "All" },
];

/** The `active` query value of a status filter; none for "all". */
export function activeQuery(filter: ActiveFilter): { active?: boolean } {
  return filter === "all" ? {} : { active: filter === "active" };
}
