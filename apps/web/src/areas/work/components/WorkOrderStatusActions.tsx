import { type Activity, type ActivityStatus, updateActivity, WORK_ORDER_LIFE_CYCLE } from "@ops/domain";
import { activityStatusLabel } from "../../../shared/activity-status";
import { useCan } from "../../../shared/permissions";
import { StatusMoveActions } from "../../activities/components/StatusMoveActions";

/** "Start", "Complete", "Close", "Cancel", "Reopen": the words of a work-order move. */
export function workMoveLabel(from: string, to: string): string {
  if (to === "in_progress") return from === "completed" ? "Reopen" : "Start";
  if (to === "completed") return "Complete";
  if (to === "closed") return "Close";
  if (to === "canceled") return "Cancel";
  return `Mark ${activityStatusLabel(to).toLowerCase()}`;
}

/** What a move does, said before it is made. */
function consequence(noun: string, to: string): string {
  if (to === "canceled") return `A canceled ${noun} cannot be reopened.`;
  if (to === "closed") return `A closed ${noun} cannot change status again.`;
  if (to === "completed") return `The ${noun} can be reopened until it is closed.`;
  return "";
}

/**
 * The status moves of a shop order or processing job (the work-order life cycle: Start,
 * Complete, Close, Cancel, Reopen), each confirmed first; the server's refusal (409) shows in
 * the dialog and nothing changes.
 */
export function WorkOrderStatusActions({ activity, noun }: { activity: Activity; noun: string }) {
  const can = useCan();
  if (!can(updateActivity)) return null;
  const from = activity.status;
  const label = (to: ActivityStatus) => workMoveLabel(from, to);
  return (
    <StatusMoveActions
      activity={activity}
      moves={WORK_ORDER_LIFE_CYCLE.next(from) as ActivityStatus[]}
      component="WorkOrderStatusActions"
      label={label}
      title={(to) => `${label(to)} ${activity.slug}?`}
      describe={(to) =>
        `The ${noun} moves from ${activityStatusLabel(from).toLowerCase()} to ${activityStatusLabel(to).toLowerCase()}. ${consequence(noun, to)}`
      }
    />
  );
}
