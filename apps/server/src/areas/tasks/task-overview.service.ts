import { type TaskOverview, type TaskOverviewQuery, taskOverviewOf } from "@ops/domain";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./task-overview.repo";

/**
 * Task counts by status and overdue per group and for tasks in no group. Overdue counts from the
 * caller's `today` (their calendar day), the server's UTC day without it.
 */
export async function getTaskOverview(ctx: ServiceContext, query: TaskOverviewQuery): Promise<TaskOverview> {
  const today = query.today ?? new Date().toISOString().slice(0, 10);
  const [groups, cells] = await Promise.all([
    repo.overviewGroups(ctx.db),
    repo.overviewCells(ctx.db, today, query.taskTypeId),
  ]);
  return taskOverviewOf(today, groups, cells);
}
