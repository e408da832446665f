import { Badge, type BadgeProps } from "@mantine/core";
import type { ActivityStatus } from "@ops/domain";
import { activityStatusLabel } from "../../../shared/activity-status";

const COLOR: Record<ActivityStatus, string> = {
  requested: "yellow",
  scheduled: "blue",
  received: "cyan",
  processed: "indigo",
  priced: "grape",
  invoiced: "teal",
  closed: "gray",
  canceled: "red",
  open: "blue",
  in_progress: "orange",
  completed: "green",
  building: "blue",
  picked: "cyan",
  packed: "indigo",
  shipped: "violet",
  delivered: "green",
};

/** A load's status as a coloured badge. */
export function InboundStatusBadge({ status, ...props }: { status: ActivityStatus } & BadgeProps) {
  return (
    <Badge color={COLOR[status]} variant="light" {...props}>
      {activityStatusLabel(status)}
    </Badge>
  );
}
