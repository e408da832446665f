import { Badge } from "@mantine/core";
import type { PickupLabel } from "@ops/domain";

/** Where a label stands: checked in, missing (on a load, not arrived), or not assigned yet. */
export function PickupStateBadge({ label }: { label: Pick<PickupLabel, "checkedInAt" | "activitySlug"> }) {
  if (label.checkedInAt) return <Badge color="green">Checked in</Badge>;
  if (label.activitySlug) return <Badge color="orange">Missing</Badge>;
  return (
    <Badge color="gray" variant="light">
      Unassigned
    </Badge>
  );
}
