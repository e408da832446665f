import { Badge } from "@mantine/core";
import type { OutboxStatus } from "@ops/domain";

const LOOK: Record<OutboxStatus, { label: string; color: string }> = {
  queued: { label: "Queued", color: "blue" },
  sent: { label: "Sent", color: "teal" },
  failed: { label: "Failed", color: "red" },
  not_sent: { label: "Not sent", color: "gray" },
};

export const OUTBOX_STATUS_LABELS = LOOK;

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light">
      {look.label}
    </Badge>
  );
}
