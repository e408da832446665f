import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { closedPort, startSmtpServer } from "../../../test/smtp-server";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { enqueue, type JobRun, settleJobs } from "../jobs";
import { deliverMailJob, mailSweepJob, sendMail, sendMails } from "./mail-jobs";
import { queueMail } from "./outbox";

let t: TestApp;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  smtp = await startSmtpServer();
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

function useSmtp(url: string) {
  vi.stubEnv("SMTP_URL", url);
  vi.stubEnv("MAIL_FROM", "Operations <ops@example.com>");
}

const mail = (subject: string) => ({
  kind: "test",
  to: "someone@example.com",
  subject,
  text: `${subject}: text`,
  html: `<p>${subject}</p>`,
  headers: { "List-Unsubscribe": "<https://ops.example.com/unsubscribe/tok>" },
});

const sweepRun = (): JobRun => ({
  db,
  files: undefined as never,
  actor: null,
  jobId: "sweep",
  report: async () => {},
});

describe("mail through the job queue", () => {
  it("never sends a mail whose transaction rolled back, and sends a committed one by its job", async () => {
    useSmtp(smtp.url);
    await expect(
      db.transaction(async (tx) => {
        await sendMail(tx, mail("Rolled back"));
        throw new Error("the cause failed");
      }),
    ).rejects.toThrow("the cause failed");
    const id = await sendMail(db, mail("Committed"));
    await settleJobs();
    expect(await db.select().from(outbox).where(eq(outbox.subject, "Rolled back"))).toEqual([]);
    const subjects = smtp.received.map((m) => /Subject: (.*)/.exec(m.headers)?.[1]);
    expect(subjects).toContain("Committed");
    expect(subjects).not.toContain("Rolled back");
    const received = smtp.received.find((m) => m.headers.includes("Subject: Committed"));
    expect(received?.headers).toContain("List-Unsubscribe: <https://ops.example.com/unsubscribe/tok>");
    if (id === null) throw new Error("not written");
    const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(row?.status).toBe("sent");
  }, 60_000);

  it("sends a batch by set-based writes, each mail once, and writes nothing again for the same causes", async () => {
    useSmtp(smtp.url);
    const batch = ["One", "Two", "Three"].map((n) => ({
      ...mail(`Batch ${n}`),
      dedupeKey: `batch-test:${n}`,
    }));
    const ids = await sendMails(db, batch);
    expect(ids.every((id) => typeof id === "number")).toBe(true);
    expect(await sendMails(db, batch)).toEqual([null, null, null]);
    await settleJobs();
    for (const n of ["One", "Two", "Three"])
      expect(smtp.received.filter((m) => m.headers.includes(`Subject: Batch ${n}`))).toHaveLength(1);
    const rows = await db.select().from(outbox).where(eq(outbox.kind, "test"));
    expect(rows.filter((r) => r.subject.startsWith("Batch ")).map((r) => r.status)).toEqual([
      "sent",
      "sent",
      "sent",
    ]);
  }, 60_000);

  it("refuses a delivery payload that fails its schema when it is queued (422)", async () => {
    await expect(enqueue({ db, actor: null }, deliverMailJob, { outboxId: -1 })).rejects.toMatchObject({
      status: 422,
    });
  });

  it("sweeps up mails left queued while the server was down, once", async () => {
    const port = await closedPort();
    useSmtp(`smtp://127.0.0.1:${port}`);
    const id = await queueMail(db, mail("Swept"));
    if (id === null) throw new Error("not written");
    expect(await mailSweepJob.handler({}, sweepRun())).toEqual({ delivered: 0 });
    const [waiting] = await db.select().from(outbox).where(eq(outbox.id, id));
    expect(waiting).toMatchObject({ status: "queued", attempts: 1 });
    expect(waiting?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);

    const server = await startSmtpServer(port);
    try {
      expect(await mailSweepJob.handler({}, sweepRun())).toMatchObject({ delivered: expect.any(Number) });
      await mailSweepJob.handler({}, sweepRun());
      expect(server.received.filter((m) => m.headers.includes("Subject: Swept"))).toHaveLength(1);
      const [sent] = await db.select().from(outbox).where(eq(outbox.id, id));
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await server.close();
    }
  });
});
