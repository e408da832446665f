import { Badge } from "@mantine/core";
import { labelOf, PROGRAM_RULE_TYPES } from "@ops/domain";

/** Names the program rule that wrote an event ("Program rule: SOW automated shop order"); nothing otherwise. */
export function ProgramRuleBadge({ rule }: { rule: string | null | undefined }) {
  if (!rule) return null;
  return (
    <Badge size="xs" variant="light" color="grape" style={{ textTransform: "none" }} display="block" mt={2}>
      Program rule: {labelOf(PROGRAM_RULE_TYPES, rule)}
    </Badge>
  );
}
