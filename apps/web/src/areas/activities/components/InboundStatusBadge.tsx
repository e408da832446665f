import { Badge, type BadgeProps } from "@mantine/core";
import {
  type ActivityStatus,
  GENERAL_ACTIVITY_STATUSES,
  INBOUND_STATUSES,
  labelOf,
  WORK_ORDER_STATUSES,
} from "@ops/domain";

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
};

/** The label of an activity status (inbound life cycle, work order or general). */
export function activityStatusLabel(status: string): string {
  return labelOf([...INBOUND_STATUSES, ...WORK_ORDER_STATUSES, ...GENERAL_ACTIVITY_STATUSES], status);
}

/** A load's status as a coloured badge. */
export function InboundStatusBadge({ status, ...props }: { status: ActivityStatus } & BadgeProps) {
  return (
    <Badge color={COLOR[status]} variant="light" {...props}>
      {activityStatusLabel(status)}
    </Badge>
  );
}
