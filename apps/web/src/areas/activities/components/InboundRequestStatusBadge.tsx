import { Badge } from "@mantine/core";
import { INBOUND_REQUEST_STATUSES, labelOf } from "@ops/domain";

const COLOR: Record<string, string> = { submitted: "blue", load_created: "teal", canceled: "gray" };

export function InboundRequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOR[status] ?? "gray"} variant="light">
      {labelOf(INBOUND_REQUEST_STATUSES, status)}
    </Badge>
  );
}
