import {
  type Activity,
  isOutboundStatus,
  nextOutboundStatuses,
  OUTBOUND_LIFE_CYCLE,
  OUTBOUND_STATUSES,
  type OutboundStatus,
  updateActivity,
} from "@ops/domain";
import { activityStatusLabel } from "../../../shared/activity-status";
import { useCan } from "../../../shared/permissions";
import { StatusMoveActions } from "../../activities/components/StatusMoveActions";

const ORDER = OUTBOUND_STATUSES.map((s) => s.id);

/** "Mark picked", "Back to building", "Cancel load": the words of a move. */
export function outboundMoveLabel(from: OutboundStatus, to: OutboundStatus): string {
  if (to === "canceled") return "Cancel load";
  if (ORDER.indexOf(to) < ORDER.indexOf(from)) return `Back to ${activityStatusLabel(to).toLowerCase()}`;
  return `Mark ${activityStatusLabel(to).toLowerCase()}`;
}

/** What a move does, said before it is made. */
export function outboundMoveEffect(slug: string, from: OutboundStatus, to: OutboundStatus): string {
  const move = `${slug} moves from ${activityStatusLabel(from).toLowerCase()} to ${activityStatusLabel(to).toLowerCase()}.`;
  if (to === "canceled")
    return `${move} Its reservations are released, picked assets go back to stock where they were picked and its shipping units are removed. This cannot be undone.`;
  if (to === "picked") return `${move} Every reserved asset must have been picked or reported short.`;
  if (to === "packed") return `${move} Every picked asset must be on a closed shipping unit.`;
  if (to === "shipped")
    return `${move} The consignee must be qualified on the ship date and allowed the material; each asset's chain of custody records the shipment.`;
  return move;
}

/**
 * The moves the outbound life cycle allows from the load's status, each asked about first;
 * shipping needs `outbound.ship`, invoicing `pricing.finalize`. The server's refusal (409: "3
 * assets are still to pick", an expired certificate) shows in the dialog and nothing changes.
 */
export function OutboundStatusActions({ activity }: { activity: Activity }) {
  const can = useCan();
  if (!isOutboundStatus(activity.status) || !can(updateActivity)) return null;
  const from = activity.status;
  const moves = nextOutboundStatuses(from).filter((to) => can(OUTBOUND_LIFE_CYCLE.permissionFor(from, to)));
  return (
    <StatusMoveActions
      activity={activity}
      moves={[...moves]}
      component="OutboundStatusActions"
      label={(to) => outboundMoveLabel(from, to)}
      title={(to) => `${outboundMoveLabel(from, to)}?`}
      describe={(to) => outboundMoveEffect(activity.slug, from, to)}
    />
  );
}
