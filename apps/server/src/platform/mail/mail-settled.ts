import type { Db } from "../../db/client";

/** How a mail's delivery ended: sent, refused for good, or kept as not sent (no SMTP server). */
export type MailSettlement = {
  outboxId: number;
  kind: string;
  status: "sent" | "failed" | "not_sent";
  /** The outbox's reason when it was not sent (the SMTP refusal, "no SMTP server"). */
  lastError: string | null;
};

/**
 * What a mail's cause does when its delivery ends (a parcel request moves to sent or on hold).
 * It runs with the delivery's transaction, so the outbox row and the cause move together, and
 * may run again for the same mail (a retried delivery): it must be idempotent.
 */
export type MailSettledListener = (db: Db, mail: MailSettlement) => Promise<void>;

const listeners = new Map<string, MailSettledListener[]>();

/**
 * Registers what to do when a mail of `kind` is settled. Areas register at module load from a
 * module every process loads (its `*.jobs.ts`, which src/job-kinds.ts imports), so the app
 * servers and `npm run worker` react alike. Registering the same function twice has no effect.
 */
export function onMailSettled(kind: string, listener: MailSettledListener): void {
  const list = listeners.get(kind) ?? [];
  if (!list.includes(listener)) list.push(listener);
  listeners.set(kind, list);
}

/** Whether any listener waits for mails of `kind` (delivery skips the transaction otherwise). */
export const hasMailSettledListeners = (kind: string) => (listeners.get(kind)?.length ?? 0) > 0;

/** Runs the listeners of the mail's kind, in order, with `db` (the delivery's transaction). */
export async function notifyMailSettled(db: Db, mail: MailSettlement): Promise<void> {
  for (const listener of listeners.get(mail.kind) ?? []) await listener(db, mail);
}
