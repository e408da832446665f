import { ACTIVITY_KINDS, type ActivityKind, activityKind } from "@ops/domain";
import type { Actor } from "../../../platform/context";
import { requirePermission } from "../../../platform/permissions";

/**
 * Why an activity of this type cannot move from `from` to `to`, or null: the kind's life cycle
 * decides, so a new kind only declares its statuses (packages/domain activity-kinds.ts).
 */
export function statusRefusal(type: string, from: string, to: string): string | null {
  return activityKind(type).lifeCycle.refusal(from, to);
}

const kinds: readonly ActivityKind[] = Object.values(ACTIVITY_KINDS);

/** "inbound loads" (or "inbound and outbound loads"): the kinds a bulk action may move to `to`. */
function bulkKindsLabel(to: string): string {
  const labels = kinds.filter((k) => k.bulkStatuses.includes(to)).map((k) => k.label.toLowerCase());
  return `${labels.join(" and ")} loads`;
}

/**
 * Why a bulk action cannot move this activity to `to`, or null: its kind must offer the move in
 * bulk, a load is scheduled only with a dock date, and the life cycle must allow the step.
 */
export function bulkStatusRefusal(
  row: { type: string; status: string; scheduledDate: string | null },
  to: string,
): string | null {
  const kind = activityKind(row.type);
  if (!kind.bulkStatuses.includes(to)) return `Only ${bulkKindsLabel(to)} move this way`;
  if (to === "scheduled" && row.scheduledDate === null && row.status !== "scheduled") return "No dock date";
  return kind.lifeCycle.refusal(row.status, to);
}

/** Refuses (403) a move the kind reserves to a permission the actor's roles lack. */
export function requireStatusPermission(actor: Actor, type: string, from: string, to: string): void {
  const permission = activityKind(type).lifeCycle.permissionFor(from, to);
  if (permission) requirePermission(actor, permission);
}
