import { Badge } from "@mantine/core";
import { labelOf, SUPPORT_REQUEST_STATUSES } from "@ops/domain";

const COLOR: Record<string, string> = { open: "blue", executed: "teal", refused: "orange" };

/** A support request's status; never narrower than its label (a table column would cut it short). */
export function SupportStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLOR[status] ?? "gray"} variant="light" miw="max-content">
      {labelOf(SUPPORT_REQUEST_STATUSES, status)}
    </Badge>
  );
}
