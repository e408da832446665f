import {
  type Activity,
  INBOUND_LIFE_CYCLE,
  INBOUND_STATUSES,
  type InboundStatus,
  nextInboundStatuses,
  updateActivity,
} from "@ops/domain";
import { activityStatusLabel } from "../../../shared/activity-status";
import { useCan } from "../../../shared/permissions";
import { StatusMoveActions } from "./StatusMoveActions";

const isInbound = (status: string): status is InboundStatus => INBOUND_STATUSES.some((s) => s.id === status);

/** "Mark received", "Back to requested", "Cancel load": the words of a move. */
export function moveLabel(from: InboundStatus, to: InboundStatus): string {
  if (to === "canceled") return "Cancel load";
  const order = INBOUND_STATUSES.map((s) => s.id);
  if (order.indexOf(to) < order.indexOf(from)) return `Back to ${activityStatusLabel(to).toLowerCase()}`;
  return `Mark ${activityStatusLabel(to).toLowerCase()}`;
}

/**
 * The status moves the life cycle allows from the load's status (`nextInboundStatuses`), each
 * asked about first; the server's refusal (409) is shown and nothing changes.
 */
export function InboundStatusActions({ activity }: { activity: Activity }) {
  const can = useCan();
  if (!isInbound(activity.status) || !can(updateActivity)) return null;
  const from = activity.status;
  // A move the life cycle reserves to a permission (settling a load) also takes that permission.
  const moves = nextInboundStatuses(from).filter((to) => can(INBOUND_LIFE_CYCLE.permissionFor(from, to)));
  const needsDate = (to: InboundStatus) => to === "scheduled" && !activity.scheduledDate;
  return (
    <StatusMoveActions
      activity={activity}
      moves={moves}
      component="InboundStatusActions"
      label={(to) => moveLabel(from, to)}
      title={(to) => `${moveLabel(from, to)}?`}
      describe={(to) =>
        `${activity.slug} moves from ${activityStatusLabel(from).toLowerCase()} to ${activityStatusLabel(to).toLowerCase()}.${needsDate(to) ? " It has no dock date yet: edit the load to give it one first." : ""}`
      }
      blocked={needsDate}
    />
  );
}
