import {
  GENERAL_ACTIVITY_STATUSES,
  INBOUND_STATUSES,
  labelOf,
  OUTBOUND_STATUSES,
  WORK_ORDER_STATUSES,
} from "@ops/domain";

/** The label of an activity status (inbound or outbound life cycle, work order or general). */
export function activityStatusLabel(status: string): string {
  return labelOf(
    [...INBOUND_STATUSES, ...OUTBOUND_STATUSES, ...WORK_ORDER_STATUSES, ...GENERAL_ACTIVITY_STATUSES],
    status,
  );
}
