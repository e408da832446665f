import { Badge, SegmentedControl } from "@mantine/core";
import { z } from "zod";

/** A list's status filter: active records by default, or inactive ones, or all. */
export const ActiveFilter = z.enum(["active", "inactive", "all"]);
export type ActiveFilter = z.infer<typeof ActiveFilter>;

const OPTIONS = [
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "all", label: "All" },
];

/** The `active` query value of a status filter; none for "all". */
export function activeQuery(filter: ActiveFilter): { active?: boolean } {
  return filter === "all" ? {} : { active: filter === "active" };
}

export function ActiveFilterControl({
  value,
  onChange,
}: {
  value: ActiveFilter;
  onChange: (v: ActiveFilter) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Status"
      data={OPTIONS}
      value={value}
      onChange={(v) => onChange(ActiveFilter.parse(v))}
      style={{ alignSelf: "flex-start" }}
    />
  );
}

// A badge's label can shrink to an ellipsis; in a narrow table column it must keep its word.
const KEEP_WIDTH = { minWidth: "max-content" } as const;

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="teal" variant="light" style={KEEP_WIDTH}>
      Active
    </Badge>
  ) : (
    <Badge color="gray" style={KEEP_WIDTH}>
      Inactive
    </Badge>
  );
}
