import { Badge } from "@mantine/core";

// A badge's label can shrink to an ellipsis; in a narrow table column it must keep its word.
const KEEP_WIDTH = { minWidth: "max-content" } as const;

export function LocationStatusBadge({ active }: { active: boolean }) {
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
