import type { UserAssetList, UserAssetsQuery, UserAssignment } from "@ops/domain";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { requirePermission } from "../../platform/permissions";
import { findActivity } from "../activities/activity-scope";
import * as repo from "./people-on-work.repo";

/**
 * What a person has processed (scanned into a work order) or created in one, newest first. The
 * schema has no holder of an asset (nobody "holds" one: assets sit at locations), so "holds" is
 * not answered. Operators with users.view see anyone's; everyone sees their own.
 */
export async function listUserAssets(
  ctx: ServiceContext,
  userId: number,
  query: UserAssetsQuery,
): Promise<UserAssetList> {
  if (userId !== ctx.actor.id) requirePermission(ctx.actor, "users.view");
  if (!(await repo.userExists(ctx.db, userId))) throw notFound("User");
  return repo.pageUserAssets(ctx.db, userId, query);
}

/** Whether a person is assigned to an activity (SPEC §7 Users: check assignment to an activity). */
export async function getAssignment(
  ctx: ServiceContext,
  userId: number,
  slug: string,
): Promise<UserAssignment> {
  const activity = await findActivity(ctx, slug);
  if (!(await repo.userExists(ctx.db, userId))) throw notFound("User");
  const roles = await repo.assignmentRoles(ctx.db, activity.id, userId);
  return { assigned: roles.length > 0, roles };
}
