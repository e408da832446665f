import type {
  Paged,
  ReportData,
  ReportRecipients,
  ReportsQuery,
  SavedReport,
  SaveReportBody,
  ScheduleReportBody,
} from "@ops/domain";
import { fieldError, notFound } from "../../../platform/app-error";
import type { ServiceContext } from "../../../platform/context";
import { assertDashboardOpen } from "../scope";
import { allowedRecipients } from "./recipients";
import { assertClientChoices, runReport } from "./run-report";
import * as repo from "./saved-reports.repo";
import { definitionOf, findOwned, type SavedReportRow, toSavedReports } from "./saved-reports.repo";
import { nextRunAt } from "./schedule-time";

/**
 * Saved reports belong to the user who saved them: every call reads and changes only the
 * signed-in user's own (another user's id answers 404, as if it did not exist). A client needs
 * the "custom" dashboard in their subscription for all of them.
 */

async function owned(ctx: ServiceContext, id: number): Promise<SavedReportRow> {
  await assertDashboardOpen(ctx, "custom");
  const row = await findOwned(ctx.db, ctx.actor.id, id);
  if (!row) throw notFound("Report");
  return row;
}

async function one(ctx: ServiceContext, row: SavedReportRow): Promise<SavedReport> {
  const [report] = await toSavedReports(ctx.db, [row]);
  if (!report) throw notFound("Report");
  return report;
}

/** 422 on `name` when the owner has a report of this name already (names are per owner, any case). */
async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: number) {
  if (await repo.nameTaken(ctx.db, ctx.actor.id, name, exceptId))
    throw fieldError("name", `You have a report named "${name}" already`);
}

export async function listReports(ctx: ServiceContext, q: ReportsQuery): Promise<Paged<SavedReport>> {
  await assertDashboardOpen(ctx, "custom");
  const { rows, total } = await repo.listOwned(ctx.db, ctx.actor.id, q);
  return { data: await toSavedReports(ctx.db, rows), total };
}

export async function getReport(ctx: ServiceContext, id: number): Promise<SavedReport> {
  return one(ctx, await owned(ctx, id));
}

export async function createReport(ctx: ServiceContext, body: SaveReportBody): Promise<SavedReport> {
  await assertDashboardOpen(ctx, "custom");
  assertClientChoices(ctx, body.definition);
  await assertNameFree(ctx, body.name);
  const row = await repo.insertReport(ctx.db, {
    ownerId: ctx.actor.id,
    name: body.name,
    definition: body.definition,
  });
  return one(ctx, row);
}

export async function updateReport(
  ctx: ServiceContext,
  id: number,
  body: SaveReportBody,
): Promise<SavedReport> {
  await owned(ctx, id);
  assertClientChoices(ctx, body.definition);
  await assertNameFree(ctx, body.name, id);
  const row = await repo.updateOwned(ctx.db, ctx.actor.id, id, {
    name: body.name,
    definition: body.definition,
  });
  if (!row) throw notFound("Report");
  return one(ctx, row);
}

export async function deleteReport(ctx: ServiceContext, id: number): Promise<void> {
  await owned(ctx, id);
  await repo.deleteOwned(ctx.db, ctx.actor.id, id);
}

/** Runs a saved report with its owner's (the signed-in user's) access. */
export async function reportData(ctx: ServiceContext, id: number): Promise<ReportData> {
  const row = await owned(ctx, id);
  return runReport(ctx, definitionOf(row));
}

export async function listRecipients(ctx: ServiceContext): Promise<ReportRecipients> {
  await assertDashboardOpen(ctx, "custom");
  return { data: await allowedRecipients(ctx.db, ctx.actor) };
}

/**
 * Schedules a saved report (or changes its schedule): the next run is the next send time of the
 * frequency from now, the recipients are replaced. A recipient the owner may not send to (see
 * `allowedRecipients`) answers 422 on `recipientIds`.
 */
export async function scheduleReport(
  ctx: ServiceContext,
  id: number,
  body: ScheduleReportBody,
): Promise<SavedReport> {
  const row = await owned(ctx, id);
  const allowed = new Set((await allowedRecipients(ctx.db, ctx.actor)).map((r) => r.id));
  const wanted = [...new Set(body.recipientIds)];
  const refused = wanted.filter((userId) => !allowed.has(userId));
  if (refused.length > 0) {
    throw fieldError(
      "recipientIds",
      refused.length === 1
        ? `User ${refused[0]} cannot receive your reports`
        : `Users ${refused.join(", ")} cannot receive your reports`,
    );
  }
  await repo.saveSchedule(
    ctx.db,
    {
      reportId: row.id,
      frequency: body.frequency,
      format: body.format,
      nextRunAt: nextRunAt(body.frequency, new Date()),
      createdBy: ctx.actor.id,
    },
    wanted,
  );
  return one(ctx, row);
}

export async function unscheduleReport(ctx: ServiceContext, id: number): Promise<SavedReport> {
  const row = await owned(ctx, id);
  await repo.deleteSchedule(ctx.db, row.id);
  return one(ctx, row);
}
