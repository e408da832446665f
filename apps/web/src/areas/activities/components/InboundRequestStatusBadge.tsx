import { Badge } from "@mantine/core";
import { INBOUND_REQUEST_STATUSES, labelOf } from "@ops/domain";

const COLOR: Record<string, string> = { submitted: "blue", load_created: "teal", canceled: "gray" };

/** A request's status; never narrower than its label (a table column would cut it short). */
export function InboundRequestStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOR[status] ?? "gray"} variant="light" miw="max-content">
      {labelOf(INBOUND_REQUEST_STATUSES, status)}
    </Badge>
  );
}
