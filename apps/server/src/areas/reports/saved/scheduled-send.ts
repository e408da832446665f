import { labelOf, REPORT_FREQUENCIES, type ReportFileFormat } from "@ops/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import { reportSchedules } from "../../../db/schema";
import { AppError } from "../../../platform/app-error";
import type { JobRun } from "../../../platform/jobs";
import { sendMails } from "../../../platform/mail/mail-jobs";
import { mailWritten } from "../../../platform/mail/outbox";
import { renderHtml, renderSubject, renderText } from "../../../platform/mail/template";
import { resolveActor } from "../../auth/auth.service";
import { allowedRecipients } from "./recipients";
import { buildReportFile } from "./report-file";

const TEXT = `Hello {{firstName}},

{{ownerName}}'s report "{{reportName}}" ({{frequency}}) is attached: {{fileName}}.

You receive it because {{ownerName}} chose you as a recipient of this report.`;

const HTML = `<p>Hello {{firstName}},</p>
<p>{{ownerName}}'s report <strong>{{reportName}}</strong> ({{frequency}}) is attached: {{fileName}}.</p>
<p style="color:#666">You receive it because {{ownerName}} chose you as a recipient of this report.</p>`;

type Due = {
  scheduleId: number;
  reportId: number;
  reportName: string;
  ownerId: number;
  ownerName: string;
  frequency: string;
  format: ReportFileFormat;
};

async function dueOf(db: Db, scheduleId: number): Promise<Due | null> {
  const [row] = await rowsOf<Due>(
    db,
    sql`
    select s.id as "scheduleId", r.id as "reportId", r.name as "reportName", r.owner_id as "ownerId",
           u.first_name || ' ' || u.last_name as "ownerName", s.frequency, s.format
      from report_schedules s
      join saved_reports r on r.id = s.report_id
      join users u on u.id = r.owner_id
     where s.id = ${scheduleId}`,
  );
  return row ?? null;
}

async function recordOutcome(db: Db, scheduleId: number, status: string, error: string | null) {
  await db
    .update(reportSchedules)
    .set({ lastRunAt: new Date(), lastStatus: status, lastError: error, updatedAt: new Date() })
    .where(eq(reportSchedules.id, scheduleId));
}

export type SendOutcome =
  | { status: "sent"; recipients: number; fileKey: string | null }
  | { status: "skipped"; reason: string };

/** The outbox key of one recipient's mail of one run: a retried run writes no second mail. */
export const sendKey = (scheduleId: number, dueAt: string, userId: number) =>
  `report:${scheduleId}:${dueAt}:${userId}`;

/**
 * Sends one run of a schedule (the sweep's due run, or "send now"): as the report's OWNER, read
 * again now (a disabled owner, or one who lost reports.view or the subscription, sends nothing and
 * the schedule's last status says why). The file is built once, kept in the file store, and one
 * outbox mail per recipient carries it, each with a key of (schedule, due time, recipient): a
 * retried run writes no mail twice, and a run whose mails were all written builds nothing. Only
 * recipients the owner may still send to get it (someone who left the client's account does not).
 */
export async function sendScheduledReport(
  run: Pick<JobRun, "db" | "files">,
  scheduleId: number,
  dueAt: string,
): Promise<SendOutcome> {
  const { db } = run;
  const due = await dueOf(db, scheduleId);
  if (!due) return { status: "skipped", reason: "The schedule was removed" };
  const owner = await resolveActor(db, due.ownerId);
  const refuse = async (reason: string): Promise<SendOutcome> => {
    await recordOutcome(db, scheduleId, "skipped", reason);
    return { status: "skipped", reason };
  };
  if (!owner) return refuse(`Not sent: ${due.ownerName}'s account is disabled`);
  if (!owner.permissions.includes("reports.view"))
    return refuse(`Not sent: ${due.ownerName} may no longer view reports`);

  const chosen = await rowsOf<{ id: number; firstName: string; email: string }>(
    db,
    sql`
    select u.id, u.first_name as "firstName", u.email
      from report_schedule_recipients sr join users u on u.id = sr.user_id
     where sr.schedule_id = ${scheduleId} and u.active
     order by u.id`,
  );
  const allowed = new Set((await allowedRecipients(db, owner)).map((r) => r.id));
  const recipients = chosen.filter((r) => allowed.has(Number(r.id)));
  if (recipients.length === 0) return refuse("Not sent: none of the recipients may receive this report now");

  const pending: typeof recipients = [];
  for (const r of recipients) if (!(await mailWritten(db, sendKey(scheduleId, dueAt, r.id)))) pending.push(r);
  if (pending.length === 0) return { status: "sent", recipients: recipients.length, fileKey: null };

  let file: Awaited<ReturnType<typeof buildReportFile>>;
  try {
    file = await buildReportFile({ db, actor: owner }, due.reportId, due.format);
  } catch (error) {
    // The owner's access refuses the report now (a subscription lowered, a report emptied of
    // what a client may use): trying again cannot help, the status says why.
    if (error instanceof AppError && error.status < 500) return refuse(`Not sent: ${error.message}`);
    throw error;
  }
  const fileKey = await run.files.put(file.body, due.format);
  const attachment = {
    fileKey,
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.body.length,
  };
  const frequency = labelOf(REPORT_FREQUENCIES, due.frequency).toLowerCase();
  await db.transaction(async (tx) => {
    await sendMails(
      tx,
      pending.map((r) => {
        const v = {
          firstName: r.firstName,
          ownerName: due.ownerName,
          reportName: due.reportName,
          frequency,
          fileName: file.fileName,
        };
        return {
          kind: "scheduled_report",
          to: r.email,
          subject: renderSubject("Report: {{reportName}}", v),
          text: renderText(TEXT, v),
          html: renderHtml(HTML, v),
          dedupeKey: sendKey(scheduleId, dueAt, r.id),
          attachments: [attachment],
        };
      }),
    );
    await recordOutcome(tx, scheduleId, "sent", null);
  });
  return { status: "sent", recipients: recipients.length, fileKey };
}
