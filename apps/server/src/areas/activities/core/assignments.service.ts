import {
  type ActivityAssignment,
  ASSIGNMENT_ROLES,
  type AssignmentBody,
  type BulkAssignmentBody,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../../platform/app-error";
import { type EventInput, recordEvents } from "../../../platform/audit";
import type { ServiceContext } from "../../../platform/context";
import { findActivity } from "./activity-scope";
import * as repo from "./assignments.repo";

/** Events per insert statement: seven parameters each stays far below PostgreSQL's 65,535. */
const EVENT_CHUNK = 2000;

const roleLabel = (role: string) => ASSIGNMENT_ROLES.find((r) => r.id === role)?.label ?? role;

function assertStaff(ctx: ServiceContext) {
  if (ctx.actor.audience !== "operator")
    throw new AppError(403, "Only operator staff assign people to loads");
}

function assignedEvent(activityId: number, userName: string, role: string, userId: number): EventInput {
  return {
    activityId,
    action: "assignment_added",
    message: `${userName} assigned as ${roleLabel(role)}`,
    changes: [{ field: "assignment", from: null, to: { userName, role } }],
    userId,
  };
}

export async function listAssignments(ctx: ServiceContext, slug: string): Promise<ActivityAssignment[]> {
  assertStaff(ctx);
  const activity = await findActivity(ctx, slug);
  return repo.listAssignments(ctx.db, activity.id);
}

/** Assigns one person; only active staff can be assigned, and a person holds a role once. */
export async function createAssignment(
  ctx: ServiceContext,
  slug: string,
  body: AssignmentBody,
): Promise<ActivityAssignment> {
  assertStaff(ctx);
  return ctx.db.transaction(async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const staff = await repo.activeStaff(tx, [body.userId]);
    const name = staff.get(body.userId);
    if (!name) throw fieldError("userId", "Only active operator staff can be assigned");
    const [created] = await repo.insertAssignments(tx, [activity.id], [body.userId], body.role);
    if (!created) throw new AppError(409, `${name} is already assigned as ${roleLabel(body.role)}`);
    await recordEvents(tx, [assignedEvent(activity.id, name, body.role, ctx.actor.id)]);
    const assignment = await repo.findAssignment(tx, activity.id, created.id);
    if (!assignment) throw notFound("Assignment");
    return assignment;
  });
}

/**
 * Every person to every activity, all in one transaction: an unknown slug or a person who
 * cannot be assigned refuses the whole call; pairs that exist already are kept, so a retry
 * answers `created: 0` and writes nothing.
 */
export async function bulkAssign(
  ctx: ServiceContext,
  body: BulkAssignmentBody,
): Promise<{ created: number }> {
  assertStaff(ctx);
  const slugs = [...new Set(body.activitySlugs)];
  const userIds = [...new Set(body.userIds)];
  return ctx.db.transaction(async (tx) => {
    const activityIds = await repo.activityIdsBySlug(tx, slugs);
    const missing = slugs.filter((s) => !activityIds.has(s));
    if (missing.length > 0) throw new AppError(404, `Activity not found: ${missing.join(", ")}`);
    const staff = await repo.activeStaff(tx, userIds);
    const refused = userIds.filter((id) => !staff.has(id));
    if (refused.length > 0) {
      throw fieldError("userIds", `Only active operator staff can be assigned (user ${refused.join(", ")})`);
    }
    const created = await repo.insertAssignments(tx, [...activityIds.values()], userIds, body.role);
    const events = created.map((c) =>
      assignedEvent(c.activityId, staff.get(c.userId) ?? "", c.role, ctx.actor.id),
    );
    for (let i = 0; i < events.length; i += EVENT_CHUNK) {
      await recordEvents(tx, events.slice(i, i + EVENT_CHUNK));
    }
    return { created: created.length };
  });
}

export async function deleteAssignment(ctx: ServiceContext, slug: string, id: number): Promise<void> {
  assertStaff(ctx);
  await ctx.db.transaction(async (tx) => {
    const activity = await findActivity({ ...ctx, db: tx }, slug);
    const before = await repo.findAssignment(tx, activity.id, id);
    if (!before) throw notFound("Assignment");
    await repo.deleteAssignment(tx, id);
    await recordEvents(tx, [
      {
        activityId: activity.id,
        action: "assignment_removed",
        message: `${before.userName} no longer assigned as ${roleLabel(before.role)}`,
        changes: [{ field: "assignment", from: { userName: before.userName, role: before.role }, to: null }],
        userId: ctx.actor.id,
      },
    ]);
  });
}
