import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { outbox } from "../../db/schema";
import { type Mailer, MailRefused } from "./mailer";

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
 */
export async function deliverMail(db: Db, mailer: Mailer | null, id: number): Promise<DeliveryOutcome> {
  if (!mailer) {
    const rows = await db
      .update(outbox)
      .set({ status: "not_sent", lastError: NO_SMTP_REASON, updatedAt: new Date() })
      .where(and(eq(outbox.id, id), eq(outbox.status, "queued")))
      .returning({ id: outbox.id });
    return rows.length > 0 ? "not_sent" : await settledOutcome(db, id);
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
    await finish(db, id, { status: "failed", lastError: `Invalid address: "${mail.to}"` });
    return "failed";
  }
  try {
    await mailer.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      messageId: `<outbox-${mail.id}.${mail.createdAt.getTime()}@ops.mail>`,
    });
  } catch (error) {
    const refusal = error instanceof MailRefused ? error : new MailRefused(String(error), false);
    if (refusal.permanent) {
      await finish(db, id, { status: "failed", lastError: refusal.message });
      return "failed";
    }
    await finish(db, id, { status: "queued", lastError: refusal.message });
    throw new MailDeferred(`Mail ${id} not delivered yet: ${refusal.message}`);
  }
  await finish(db, id, { status: "sent", lastError: null, sentAt: new Date() });
  return "sent";
}

async function finish(
  db: Db,
  id: number,
  values: { status: "sent" | "queued" | "failed"; lastError: string | null; sentAt?: Date },
) {
  await db
    .update(outbox)
    .set({ ...values, claimedUntil: null, updatedAt: new Date() })
    .where(eq(outbox.id, id));
}

async function settledOutcome(db: Db, id: number): Promise<DeliveryOutcome> {
  const [row] = await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)).limit(1);
  if (!row) return "missing";
  if (row.status === "sent") return "already_sent";
  if (row.status === "queued") return "busy";
  return row.status as "failed" | "not_sent";
}
