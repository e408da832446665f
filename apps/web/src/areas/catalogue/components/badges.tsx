import { Badge } from "@mantine/core";

export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge color={active ? "teal" : "gray"}>{active ? "Active" : "Inactive"}</Badge>;
}
