import { Badge } from "@mantine/core";
import { PARCEL_PROJECT_STATUSES, PROJECT_REQUEST_STATUSES } from "@ops/domain";

const PROJECT_COLORS: Record<string, string> = { draft: "gray", review: "blue", closed: "dark" };
const REQUEST_COLORS: Record<string, string> = {
  review: "gray",
  email_sending: "yellow",
  email_sent: "green",
  hold: "red",
};

/** A project's status as a badge. */
export function ProjectStatusBadge({ status }: { status: string }) {
  const label = PARCEL_PROJECT_STATUSES.find((s) => s.id === status)?.label ?? status;
  return <Badge color={PROJECT_COLORS[status] ?? "gray"}>{label}</Badge>;
}

/** A request's e-mail status as a badge. */
export function RequestStatusBadge({ status }: { status: string }) {
  const label = PROJECT_REQUEST_STATUSES.find((s) => s.id === status)?.label ?? status;
  return (
    <Badge color={REQUEST_COLORS[status] ?? "gray"} variant="light">
      {label}
    </Badge>
  );
}
