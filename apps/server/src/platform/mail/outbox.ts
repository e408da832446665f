import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type MailAttachment, outbox } from "../../db/schema";

/** A mail as its cause writes it; the delivery job sends it later. */
export type NewMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** Names the cause (e.g. certificate, threshold, recipient); a cause run twice writes one mail. */
  dedupeKey?: string;
  /**
   * Files sent with the mail, already in the file store (a scheduled report): the row keeps their
   * keys, the delivery reads the bytes when it sends, so a retry sends the same file.
   */
  attachments?: MailAttachment[];
};

/**
 * Writes a mail into the outbox with the caller's database or transaction, so the mail exists
 * exactly when the change that causes it commits. Answers the new row's id, or null when a mail
 * with the same dedupe key was written before (nothing is written twice).
 */
export async function queueMail(db: Db, mail: NewMail): Promise<number | null> {
  const rows = await db
    .insert(outbox)
    .values({
      kind: mail.kind,
      to: mail.to.trim(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? {},
      dedupeKey: mail.dedupeKey ?? null,
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows[0]?.id ?? null;
}

/** Rows one statement of a batch writes (8 values each, far below PostgreSQL's parameter limit). */
const BATCH_ROWS = 1000;

/**
 * Writes a batch of mails (each naming its cause) with set-based inserts, in the caller's
 * database or transaction. Answers each mail's new outbox id in order, or null for one whose
 * dedupe key was written before (nothing is written twice).
 */
export async function queueMails(
  db: Db,
  mails: readonly (NewMail & { dedupeKey: string })[],
): Promise<(number | null)[]> {
  const ids = new Map<string, number>();
  for (let i = 0; i < mails.length; i += BATCH_ROWS) {
    const rows = await db
      .insert(outbox)
      .values(
        mails.slice(i, i + BATCH_ROWS).map((mail) => ({
          kind: mail.kind,
          to: mail.to.trim(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers ?? {},
          dedupeKey: mail.dedupeKey,
          attachments: mail.attachments ?? [],
        })),
      )
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ id: outbox.id, dedupeKey: outbox.dedupeKey });
    for (const row of rows) if (row.dedupeKey) ids.set(row.dedupeKey, row.id);
  }
  return mails.map((m) => ids.get(m.dedupeKey) ?? null);
}

/** Mails still waiting for the SMTP server, oldest first (the sweep that retries them). */
export async function queuedMailIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      sql`${outbox.status} = 'queued' and (${outbox.claimedUntil} is null or ${outbox.claimedUntil} < now())`,
    )
    .orderBy(outbox.createdAt, outbox.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Whether the mail of a cause was written already (to skip work a second run need not do). */
export async function mailWritten(db: Db, dedupeKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.dedupeKey, dedupeKey))
    .limit(1);
  return rows.length > 0;
}
