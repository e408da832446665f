import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness";
import { closedPort, startSmtpServer, UNKNOWN_MAILBOX } from "../../../test/smtp-server";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { diskFileStore } from "../files";
import { deliverMail, MailDeferred, NO_SMTP_REASON } from "./deliver";
import { smtpMailer } from "./mailer";
import { type NewMail, queuedMailIds, queueMail } from "./outbox";

let t: TestApp;
let db: Db;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let serial = 0;
function mail(overrides: Partial<NewMail> = {}): NewMail {
  serial++;
  return {
    kind: "test",
    to: `receiver${serial}@example.com`,
    subject: `Test mail ${serial}`,
    text: `Plain body ${serial}`,
    html: `<p>HTML body ${serial}</p>`,
    ...overrides,
  };
}

async function row(id: number) {
  const [found] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

describe("mail delivery", () => {
  it("sends nothing for a mail written in a transaction that rolled back", async () => {
    const subject = "Written then rolled back";
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, mail({ subject }));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.select().from(outbox).where(eq(outbox.subject, subject))).toEqual([]);
    const mailer = smtpMailer(smtp.url, "ops@example.com");
    for (const id of await queuedMailIds(db, 100)) await deliverMail(db, mailer, id);
    expect(smtp.received.filter((m) => m.headers.includes(subject))).toEqual([]);
  });

  it("delivers a mail to the SMTP server with its List-Unsubscribe header, then marks it sent", async () => {
    const url = "https://ops.example.com/unsubscribe/abc";
    const id = await queueMail(
      db,
      mail({ to: "vendor@example.com", headers: { "List-Unsubscribe": `<${url}>` } }),
    );
    if (id === null) throw new Error("not written");
    const outcome = await deliverMail(db, smtpMailer(smtp.url, "Operations <ops@example.com>"), id);
    expect(outcome).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual(["vendor@example.com"]);
    expect(received?.from).toBe("ops@example.com");
    expect(received?.headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(received?.headers).toMatch(/Subject: Test mail \d+/);
    expect(received?.raw).toContain("Plain body");
    expect(await row(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await row(id)).sentAt).toBeInstanceOf(Date);
  });

  it("keeps a mail queued with the reason while the SMTP server is down, and sends it once on retry", async () => {
    const port = await closedPort();
    const id = await queueMail(db, mail({ subject: "Waits for the server" }));
    if (id === null) throw new Error("not written");
    await expect(
      deliverMail(db, smtpMailer(`smtp://127.0.0.1:${port}`, "ops@example.com"), id),
    ).rejects.toThrow(MailDeferred);
    const waiting = await row(id);
    expect(waiting.status).toBe("queued");
    expect(waiting.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
    expect(await queuedMailIds(db, 1000)).toContain(id);

    const server = await startSmtpServer(port);
    try {
      const mailer = smtpMailer(server.url, "ops@example.com");
      expect(await deliverMail(db, mailer, id)).toBe("sent");
      expect(await deliverMail(db, mailer, id)).toBe("already_sent");
      expect(server.received.filter((m) => m.headers.includes("Subject: Waits for the server"))).toHaveLength(
        1,
      );
      expect(await row(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    } finally {
      await server.close();
    }
  });

  it("sends a mail once when two workers take it at the same time", async () => {
    const id = await queueMail(db, mail({ subject: "Taken twice" }));
    if (id === null) throw new Error("not written");
    const mailer = smtpMailer(smtp.url, "ops@example.com");
    const outcomes = await Promise.all([deliverMail(db, mailer, id), deliverMail(db, mailer, id)]);
    expect(outcomes.sort()).toEqual(["busy", "sent"]);
    expect(smtp.received).toHaveLength(1);
  });

  it("fails only the mail whose address is invalid or refused, with the reason on its row", async () => {
    const mailer = smtpMailer(smtp.url, "ops@example.com");
    const malformed = await queueMail(db, mail({ to: "not an address" }));
    const refused = await queueMail(db, mail({ to: UNKNOWN_MAILBOX }));
    const good = await queueMail(db, mail({ to: "someone@example.com" }));
    if (malformed === null || refused === null || good === null) throw new Error("not written");
    expect(await deliverMail(db, mailer, malformed)).toBe("failed");
    expect(await deliverMail(db, mailer, refused)).toBe("failed");
    expect(await deliverMail(db, mailer, good)).toBe("sent");
    expect(await row(malformed)).toMatchObject({
      status: "failed",
      lastError: 'Invalid address: "not an address"',
    });
    expect((await row(refused)).lastError).toMatch(/550.*No such user/);
    expect(await row(good)).toMatchObject({ status: "sent" });
    expect(smtp.received.map((m) => m.to)).toEqual([["someone@example.com"]]);
    // A retry of a failed mail changes nothing.
    expect(await deliverMail(db, mailer, refused)).toBe("failed");
  });

  it("leaves a mail in the outbox as not sent when no SMTP server is configured", async () => {
    const id = await queueMail(db, mail());
    if (id === null) throw new Error("not written");
    expect(await deliverMail(db, null, id)).toBe("not_sent");
    expect(await row(id)).toMatchObject({ status: "not_sent", lastError: NO_SMTP_REASON, attempts: 0 });
  });

  it("writes the mail of a cause once, however often the cause runs", async () => {
    const first = await queueMail(db, mail({ dedupeKey: "test:cause-1" }));
    const second = await queueMail(db, mail({ dedupeKey: "test:cause-1" }));
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(await db.select().from(outbox).where(eq(outbox.dedupeKey, "test:cause-1"))).toHaveLength(1);
  });

  it("sends a mail's attachments from the file store with their bytes intact", async () => {
    const files = diskFileStore(t.config.FILES_DIR);
    // Bytes of every value, so a text-mode or charset mistake on the way would show.
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
    const fileKey = await files.put(bytes, "xlsx");
    const id = await queueMail(
      db,
      mail({
        subject: "With a report",
        attachments: [
          { fileKey, fileName: "Weekly report.xlsx", contentType: "application/octet-stream", size: 4096 },
        ],
      }),
    );
    if (id === null) throw new Error("not written");
    expect((await row(id)).attachments).toEqual([
      { fileKey, fileName: "Weekly report.xlsx", contentType: "application/octet-stream", size: 4096 },
    ]);
    expect(await deliverMail(db, smtpMailer(smtp.url, "ops@example.com"), id, files)).toBe("sent");
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? "";
    expect(raw).toMatch(/filename="?Weekly report\.xlsx"?/);
    const part = raw.split(/\r\n--/).find((p) => p.includes("Weekly report.xlsx")) ?? "";
    const body = part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\s+/g, "");
    expect(Buffer.from(body, "base64").equals(bytes)).toBe(true);
  });

  it("fails a mail whose attachment the file store no longer holds", async () => {
    const files = diskFileStore(t.config.FILES_DIR);
    const fileKey = await files.put(Buffer.from("gone"), "csv");
    await files.remove(fileKey);
    const id = await queueMail(
      db,
      mail({ attachments: [{ fileKey, fileName: "r.csv", contentType: "text/csv", size: 4 }] }),
    );
    if (id === null) throw new Error("not written");
    expect(await deliverMail(db, smtpMailer(smtp.url, "ops@example.com"), id, files)).toBe("failed");
    expect((await row(id)).lastError).toMatch(/Attachment not readable/);
    expect(smtp.received).toEqual([]);
  });
});
