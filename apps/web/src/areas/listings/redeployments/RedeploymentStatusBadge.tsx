import { Badge } from "@mantine/core";
import { labelOf, REDEPLOYMENT_ORDER_STATUSES, type RedeploymentOrderStatus } from "@ops/domain";

const COLORS: Record<RedeploymentOrderStatus, string> = {
  draft: "gray",
  submitted: "blue",
  picking: "yellow",
  shipped: "teal",
  delivered: "green",
  canceled: "red",
};

export function RedeploymentStatusBadge({ status }: { status: RedeploymentOrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {labelOf(REDEPLOYMENT_ORDER_STATUSES, status)}
    </Badge>
  );
}
