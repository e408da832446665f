import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { type MailAttachment, outbox } from "../../db/schema";
import { FileMissingError, type FileStore } from "../files";
import { hasMailSettledListeners, type MailSettlement, notifyMailSettled } from "./mail-settled";
import { type Mailer, MailRefused, type OutgoingAttachment } from "./mailer";

/** How long one try may hold a mail before another worker may take it (a worker that died). */
const CLAIM_SECONDS = 120;

export const NO_SMTP_REASON = "Not sent: no SMTP server configured (SMTP_URL)";

/** What one delivery try did with a mail. */
export type DeliveryOutcome = "sent" | "already_sent" | "not_sent" | "failed" | "busy" | "missing";

/** The SMTP server could not take the mail now (down, busy, 4xx): the job tries again later. */
export class MailDeferred extends Error {}

const Address = z.email();

/**
 * Delivers one outbox mail. Idempotent: a mail already sent (or failed for good) is left as it is,
 * and a mail another worker is sending is not touched, so a retried or duplicated job never sends
 * twice. The row is marked sent only after the SMTP server accepted it; a server that is down
 * leaves it queued with the reason and throws MailDeferred so the job is retried; a refused
 * address fails this mail only. Without a mailer the mail stays in the outbox as not sent.
 * A mail that ends sent, failed or not sent tells its kind's listeners (`onMailSettled`) in the
 * same transaction as its outbox row; a run that finds the mail settled already tells them again,
 * so a listener that failed once catches up on the job's retry.
 * A mail with attachments reads each file from `files` as it sends (the delivery jobs pass the
 * file store of the process that runs them); a file the store has lost fails the mail for good,
 * a store that does not answer defers it.
 */
export async function deliverMail(
  db: Db,
  mailer: Mailer | null,
  id: number,
  files?: FileStore,
): Promise<DeliveryOutcome> {
  if (!mailer) {
    const [row] = await db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(and(eq(outbox.id, id), eq(outbox.status, "queued")));
    if (!row) return settledOutcome(db, id);
    const marked = await settle(db, id, row.kind, { status: "not_sent", lastError: NO_SMTP_REASON }, true);
    return marked ? "not_sent" : settledOutcome(db, id);
  }
  const [mail] = await db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${CLAIM_SECONDS})`,
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.status, "queued"),
        sql`(${outbox.claimedUntil} is null or ${outbox.claimedUntil} < now())`,
      ),
    )
    .returning();
  if (!mail) return settledOutcome(db, id);

  if (!Address.safeParse(mail.to).success) {
    await settle(db, id, mail.kind, { status: "failed", lastError: `Invalid address: "${mail.to}"` });
    return "failed";
  }
  let attachments: OutgoingAttachment[] = [];
  try {
    attachments = await openAttachments(mail.attachments, files);
  } catch (error) {
    // A file the store lost cannot come back: the mail fails. A store that is unreachable now may
    // answer later: the mail waits like it does for an SMTP server that is down.
    const reason = `Attachment not readable: ${error instanceof Error ? error.message : String(error)}`;
    if (error instanceof FileMissingError || !files) {
      await settle(db, id, mail.kind, { status: "failed", lastError: reason });
      return "failed";
    }
    await finish(db, id, { status: "queued", lastError: reason });
    throw new MailDeferred(`Mail ${id} not delivered yet: ${reason}`);
  }
  try {
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@ops.mail>`,
      attachments,
    });
  } catch (error) {
    const refusal = error instanceof MailRefused ? error : new MailRefused(String(error), false);
    if (refusal.permanent) {
      await settle(db, id, mail.kind, { status: "failed", lastError: refusal.message });
      return "failed";
    }
    await finish(db, id, { status: "queued", lastError: refusal.message });
    throw new MailDeferred(`Mail ${id} not delivered yet: ${refusal.message}`);
  }
  await settle(db, id, mail.kind, { status: "sent", lastError: null, sentAt: new Date() });
  return "sent";
}

/**
 * The attachments' bytes, read from the file store into memory: a mail's attachments are small
 * (a report of at most a few megabytes) and a buffer can be sent again when the server defers.
 */
async function openAttachments(
  list: readonly MailAttachment[],
  files: FileStore | undefined,
): Promise<OutgoingAttachment[]> {
  if (list.length === 0) return [];
  if (!files) throw new Error("no file store given to the delivery");
  const opened: OutgoingAttachment[] = [];
  for (const a of list) {
    const chunks: Buffer[] = [];
    for await (const chunk of await files.read(a.fileKey)) chunks.push(chunk as Buffer);
    opened.push({ fileName: a.fileName, contentType: a.contentType, content: Buffer.concat(chunks) });
  }
  return opened;
}

type Finish = { status: "sent" | "queued" | "failed" | "not_sent"; lastError: string | null; sentAt?: Date };

/** Marks the outbox row (only a queued one when `onlyQueued`); answers whether it was marked. */
async function finish(db: Db, id: number, values: Finish, onlyQueued = false): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ ...values, claimedUntil: null, updatedAt: new Date() })
    .where(onlyQueued ? and(eq(outbox.id, id), eq(outbox.status, "queued")) : eq(outbox.id, id))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/**
 * Marks a mail settled and tells its kind's listeners, in one transaction. If a listener fails
 * the outbox row is still marked (a sent mail must never be sent again) and the error is thrown:
 * the job's retry finds the mail settled and tells the listeners again (`settledOutcome`).
 */
async function settle(
  db: Db,
  id: number,
  kind: string,
  values: Finish & { status: MailSettlement["status"] },
  onlyQueued = false,
): Promise<boolean> {
  if (!hasMailSettledListeners(kind)) return finish(db, id, values, onlyQueued);
  try {
    return await db.transaction(async (tx) => {
      const marked = await finish(tx, id, values, onlyQueued);
      if (marked)
        await notifyMailSettled(tx, {
          outboxId: id,
          kind,
          status: values.status,
          lastError: values.lastError,
        });
      return marked;
    });
  } catch (error) {
    await finish(db, id, values, onlyQueued);
    throw error;
  }
}

async function settledOutcome(db: Db, id: number): Promise<DeliveryOutcome> {
  const [row] = await db
    .select({ status: outbox.status, kind: outbox.kind, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  if (!row) return "missing";
  if (row.status === "queued") return "busy";
  const status = row.status as MailSettlement["status"];
  // Idempotent listeners: telling them again catches up a listener that failed on the first run.
  if (hasMailSettledListeners(row.kind))
    await notifyMailSettled(db, { outboxId: id, kind: row.kind, status, lastError: row.lastError });
  return status === "sent" ? "already_sent" : status;
}
