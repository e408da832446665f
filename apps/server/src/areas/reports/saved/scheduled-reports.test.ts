import type { SavedReport } from "@ops/domain";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountCallers, type Caller } from "../../../../test/accounts-fixtures";
import { createTestApp, type TestApp } from "../../../../test/harness";
import { startSmtpServer } from "../../../../test/smtp-server";
import type { Db } from "../../../db/client";
import { rowsOf } from "../../../db/paging";
import type { MailAttachment } from "../../../db/schema";
import { diskFileStore } from "../../../platform/files";
import { settleJobs } from "../../../platform/jobs";
import { userId } from "../../activities/activity-records.fixtures";
import { type ReportWorld, reportWorld, weightByWeek } from "./reports.fixtures";
import { sweepSchedules } from "./saved-reports.jobs";
import { nextRunAt } from "./schedule-time";
import { sendScheduledReport } from "./scheduled-send";

let t: TestApp;
let db: Db;
let operator: Caller;
let client: Caller;
let world: ReportWorld;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The delivery jobs read the SMTP settings from the environment of the process that runs them.
  for (const key of ["SMTP_URL", "MAIL_FROM"]) saved[key] = process.env[key];
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = "reports@example.com";
  t = await createTestApp();
  db = t.database.db;
  ({ operator, client } = await accountCallers(t.app));
  world = await reportWorld(db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

type Mail = { id: number; to: string; status: string; attachments: MailAttachment[]; dedupe_key: string };
const mailsOf = (scheduleId: number) =>
  rowsOf<Mail>(
    db,
    sql`select id, "to", status, attachments, dedupe_key from outbox
         where dedupe_key like ${`report:${scheduleId}:%`} order by "to", id`,
  );
const scheduleRow = async (reportId: number) => {
  const [row] = await rowsOf<{
    id: number;
    next_run_at: Date;
    last_status: string | null;
    last_error: string | null;
  }>(
    db,
    sql`select id, next_run_at, last_status, last_error from report_schedules where report_id = ${reportId}`,
  );
  if (!row) throw new Error("no schedule");
  return { ...row, id: Number(row.id), next_run_at: new Date(row.next_run_at) };
};
/** Makes a schedule due a minute ago and answers that instant. */
async function makeDue(scheduleId: number): Promise<string> {
  const due = new Date(Date.now() - 60_000);
  await db.execute(
    sql`update report_schedules set next_run_at = ${due.toISOString()}::timestamptz where id = ${scheduleId}`,
  );
  return due.toISOString();
}

/** The attachment of a received mail (base64 in the raw message), decoded. */
function attachmentOf(raw: string, fileName: string): Buffer {
  const part =
    raw.split(/\r\n--/).find((p) => /Content-Disposition: attachment/i.test(p) && p.includes(fileName)) ?? "";
  return Buffer.from(part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\s+/g, ""), "base64");
}

async function save(caller: Caller, prefix: string, name: string, definition: unknown): Promise<SavedReport> {
  const res = await caller({ method: "POST", url: `${prefix}/reports`, payload: { name, definition } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe("send times", () => {
  it("sends at 06:00 UTC the next day, the next Monday or the next 1st", () => {
    const wed = new Date("2026-11-25T10:00:00Z");
    expect(nextRunAt("daily", wed).toISOString()).toBe("2026-11-26T06:00:00.000Z");
    expect(nextRunAt("weekly", wed).toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextRunAt("monthly", wed).toISOString()).toBe("2026-12-01T06:00:00.000Z");
    const mondayEarly = new Date("2026-11-30T05:00:00Z");
    expect(nextRunAt("weekly", mondayEarly).toISOString()).toBe("2026-11-30T06:00:00.000Z");
    expect(nextRunAt("weekly", new Date("2026-11-30T06:00:00Z")).toISOString()).toBe(
      "2026-12-07T06:00:00.000Z",
    );
    expect(nextRunAt("monthly", new Date("2026-12-01T05:59:59Z")).toISOString()).toBe(
      "2026-12-01T06:00:00.000Z",
    );
    expect(nextRunAt("monthly", new Date("2026-12-31T23:00:00Z")).toISOString()).toBe(
      "2027-01-01T06:00:00.000Z",
    );
  });
});

describe("scheduled reports", () => {
  it("offers operators' reports to operators and clients' reports to their accounts' people only", async () => {
    const ops = await operator({ method: "GET", url: "/spa/reports/recipients" });
    expect(ops.statusCode).toBe(200);
    const opEmails = ops.json().data.map((r: { email: string }) => r.email);
    expect(opEmails).toEqual(expect.arrayContaining(["operator@example.com", "leah.lindqvist@example.com"]));
    expect(opEmails).not.toContain("client@example.com");
    const mine = await client({ method: "GET", url: "/spa/client/reports/recipients" });
    const clientEmails = mine.json().data.map((r: { email: string }) => r.email);
    expect(clientEmails).toContain("client@example.com");
    expect(clientEmails).not.toContain("dana.dubois@example.com");
    expect(clientEmails).not.toContain("operator@example.com");

    const report = await save(client, "/spa/client", "Mine to Acme?", weightByWeek());
    const dana = await userId(db, "dana.dubois@example.com");
    const res = await client({
      method: "PUT",
      url: `/spa/client/reports/${report.id}/schedule`,
      payload: { frequency: "daily", recipientIds: [dana] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["recipientIds"]);
  });

  it("sweeps a due schedule into one send, mails each recipient the file once, and sends nothing more on a second sweep or a retried run", async () => {
    const report = await save(operator, "/spa", "Weekly received", weightByWeek({ accountIds: [world.nw] }));
    const me = await userId(db, "operator@example.com");
    const leah = await userId(db, "leah.lindqvist@example.com");
    const put = await operator({
      method: "PUT",
      url: `/spa/reports/${report.id}/schedule`,
      payload: { frequency: "weekly", format: "xlsx", recipientIds: [me, leah] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const schedule = put.json().schedule;
    expect(schedule).toMatchObject({ frequency: "weekly", format: "xlsx", lastStatus: null });
    expect(schedule.recipients.map((r: { id: number }) => r.id).sort()).toEqual([me, leah].sort());
    expect(new Date(schedule.nextRunAt).getUTCDay()).toBe(1);
    expect(new Date(schedule.nextRunAt).getUTCHours()).toBe(6);

    const { id: scheduleId } = await scheduleRow(report.id);
    const dueAt = await makeDue(scheduleId);
    expect(await sweepSchedules(db)).toEqual({ queued: 1 });
    await settleJobs();

    const mails = await mailsOf(scheduleId);
    expect(mails.map((m) => m.to)).toEqual(["leah.lindqvist@example.com", "operator@example.com"]);
    expect(mails.every((m) => m.dedupe_key.startsWith(`report:${scheduleId}:${dueAt}:`))).toBe(true);
    const [attachment] = mails[0]?.attachments ?? [];
    expect(attachment).toMatchObject({
      fileName: expect.stringMatching(/^Weekly received \d{4}-\d{2}-\d{2}\.xlsx$/),
    });
    expect(mails[1]?.attachments).toEqual([attachment]);
    expect(mails.map((m) => m.status)).toEqual(["sent", "sent"]);

    // The test SMTP server got one mail per recipient, each with the stored file's bytes.
    const received = smtp.received.filter((m) => m.headers.includes("Subject: Report: Weekly received"));
    expect(received.map((m) => m.to[0]).sort()).toEqual([
      "leah.lindqvist@example.com",
      "operator@example.com",
    ]);
    if (!attachment) throw new Error("no attachment");
    const stored: Buffer[] = [];
    for await (const chunk of await diskFileStore(t.config.FILES_DIR).read(attachment.fileKey))
      stored.push(chunk);
    const bytes = Buffer.concat(stored);
    expect(bytes.length).toBe(attachment.size);
    for (const mail of received) expect(attachmentOf(mail.raw, attachment.fileName).equals(bytes)).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.getCell("A3").value).toBe("Accounts: Northwind Health");

    const after = await scheduleRow(report.id);
    expect(after).toMatchObject({ last_status: "sent", last_error: null });
    expect(after.next_run_at.getTime()).toBeGreaterThan(Date.now());
    expect(after.next_run_at.getUTCDay()).toBe(1);

    // Nothing is due any more, and the same run again (a retried job) writes no second mail.
    expect(await sweepSchedules(db)).toEqual({ queued: 0 });
    const again = await sendScheduledReport(
      { db, files: diskFileStore(t.config.FILES_DIR) },
      scheduleId,
      dueAt,
    );
    expect(again).toEqual({ status: "sent", recipients: 2, fileKey: null });
    await settleJobs();
    expect(await mailsOf(scheduleId)).toHaveLength(2);
    expect(smtp.received.filter((m) => m.headers.includes("Subject: Report: Weekly received"))).toHaveLength(
      2,
    );

    // "Send now" is one more run, with its own keys; the schedule keeps its next time.
    const now = await operator({ method: "POST", url: `/spa/reports/${report.id}/send` });
    expect(now.statusCode, now.body).toBe(202);
    await settleJobs();
    expect(await mailsOf(scheduleId)).toHaveLength(4);
    expect((await scheduleRow(report.id)).next_run_at).toEqual(after.next_run_at);

    const off = await operator({ method: "DELETE", url: `/spa/reports/${report.id}/schedule` });
    expect(off.json().schedule).toBeNull();
    expect((await operator({ method: "POST", url: `/spa/reports/${report.id}/send` })).statusCode).toBe(409);
  });

  it("sends nothing for an owner who has lost access, and the schedule says why", async () => {
    const report = await save(client, "/spa/client", "Northwind devices", {
      measures: ["devices"],
      dimensions: ["grade"],
      range: { kind: "last_days", days: 30 },
    });
    const me = await userId(db, "client@example.com");
    const put = await client({
      method: "PUT",
      url: `/spa/client/reports/${report.id}/schedule`,
      payload: { frequency: "daily", format: "csv", recipientIds: [me] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const { id: scheduleId } = await scheduleRow(report.id);

    // Northwind drops to Essentials: custom reports are no longer in the subscription.
    await db.execute(sql`update accounts set subscription_level = 'essentials' where id = ${world.nw}`);
    await makeDue(scheduleId);
    expect(await sweepSchedules(db)).toEqual({ queued: 1 });
    await settleJobs();
    expect(await mailsOf(scheduleId)).toEqual([]);
    expect(await scheduleRow(report.id)).toMatchObject({
      last_status: "skipped",
      last_error: expect.stringContaining("Enterprise subscription"),
    });

    // Back on Enterprise but the owner disabled: still nothing.
    await db.execute(sql`update accounts set subscription_level = 'enterprise' where id = ${world.nw}`);
    await db.execute(sql`update users set active = false where id = ${me}`);
    await makeDue(scheduleId);
    expect(await sweepSchedules(db)).toEqual({ queued: 1 });
    await settleJobs();
    expect(await mailsOf(scheduleId)).toEqual([]);
    expect(await scheduleRow(report.id)).toMatchObject({
      last_status: "skipped",
      last_error: expect.stringMatching(/account is disabled/),
    });
  });
});
