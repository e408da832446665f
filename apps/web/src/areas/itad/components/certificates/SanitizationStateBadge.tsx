import { Badge } from "@mantine/core";
import { SANITIZATION_STATE_LABELS, type SanitizationStateId } from "@ops/domain";
import { STATE_COLORS } from "../sanitization/sanitization-labels";

/** Where a serial's data stands, as a coloured badge ("Erased (verified)", "No record"…). */
export function SanitizationStateBadge({ state }: { state: SanitizationStateId }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="light" size="sm" style={{ whiteSpace: "nowrap" }}>
      {SANITIZATION_STATE_LABELS[state]}
    </Badge>
  );
}
