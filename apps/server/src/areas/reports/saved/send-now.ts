import type { JobAccepted } from "@ops/domain";
import { AppError, notFound } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { enqueue } from "../../../platform/jobs";
import { assertDashboardOpen } from "../scope";
import { sendScheduledReportJob } from "./saved-reports.jobs";
import { findOwned, scheduleOf } from "./saved-reports.repo";

/**
 * "Send now": one run of the report's schedule, to its recipients, as a job (202 `{ jobId }`);
 * the schedule keeps its next send time. Only the owner may, and only a scheduled report.
 */
export async function sendReportNow(ctx: ServiceContext, id: number): Promise<JobAccepted> {
  await assertDashboardOpen(ctx, "custom");
  const report = await findOwned(ctx.db, ctx.actor.id, id);
  if (!report) throw notFound("Report");
  const schedule = await scheduleOf(ctx.db, report.id);
  if (!schedule) throw new AppError(409, "This report has no schedule: choose its recipients first");
  const jobId = await enqueue(ctx, sendScheduledReportJob, {
    scheduleId: schedule.id,
    dueAt: new Date().toISOString(),
  });
  return { jobId };
}
