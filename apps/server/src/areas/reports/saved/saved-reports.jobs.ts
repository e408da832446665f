import { sql } from "drizzle-orm";
import { z } from "zod";
import { rowsOf } from "../../../db/paging";
import { type AnyJobKind, defineJob, enqueueMany, type JobSchedule, schedule } from "../../../platform/jobs";
import type { AnyListExport } from "../../../platform/list-export";
import { EXPORT_DATASET_LISTS } from "./export-datasets";
import { nextRunAt } from "./schedule-time";
import { sendScheduledReport } from "./scheduled-send";

/**
 * One run of a schedule: builds the report as its owner and writes the mails (see
 * `sendScheduledReport`). A second run of the same (schedule, due time) writes no mail twice.
 */
export const sendScheduledReportJob = defineJob({
  name: "reports_send_scheduled",
  payload: z.object({ scheduleId: z.number().int().positive(), dueAt: z.iso.datetime() }),
  retry: { limit: 5, delaySeconds: 60, backoff: true },
  handler: ({ scheduleId, dueAt }, run) => sendScheduledReport(run, scheduleId, dueAt),
});

/** Schedules one sweep takes at most; the next sweep (five minutes later) takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Takes the schedules that are due (FOR UPDATE SKIP LOCKED: two sweeps at once take different
 * ones), queues one send per due run and moves each schedule to its next send time after now,
 * all in one transaction: a sweep that fails queues nothing and moves nothing. Runs missed while
 * no worker ran collapse into one send.
 */
export async function sweepSchedules(db: Parameters<typeof rowsOf>[0], now = new Date()) {
  return db.transaction(async (tx) => {
    const due = await rowsOf<{
      id: number;
      frequency: "daily" | "weekly" | "monthly";
      nextRunAt: Date | string;
    }>(
      tx,
      sql`
      select id, frequency, next_run_at as "nextRunAt"
        from report_schedules
       where next_run_at <= ${now.toISOString()}::timestamptz
       order by next_run_at, id
       limit ${SWEEP_LIMIT}
         for update skip locked`,
    );
    if (due.length === 0) return { queued: 0 };
    await enqueueMany(
      { db: tx, actor: null },
      sendScheduledReportJob,
      due.map((s) => ({ scheduleId: Number(s.id), dueAt: new Date(s.nextRunAt).toISOString() })),
    );
    for (const s of due) {
      await tx.execute(
        sql`update report_schedules set next_run_at = ${nextRunAt(s.frequency, now).toISOString()}::timestamptz,
            updated_at = now() where id = ${Number(s.id)}`,
      );
    }
    return { queued: due.length };
  });
}

export const scheduleSweepJob = defineJob({
  name: "reports_schedule_sweep",
  payload: z.object({}),
  handler: (_, run) => sweepSchedules(run.db),
});

/** Scheduled reports' job kinds and the sweep's schedule; the export dashboard's lists. */
export const savedReportJobs: AnyJobKind[] = [sendScheduledReportJob, scheduleSweepJob];
export const savedReportSchedules: JobSchedule[] = [schedule(scheduleSweepJob, "*/5 * * * *", {})];
export const savedReportListExports: AnyListExport[] = [...EXPORT_DATASET_LISTS];
