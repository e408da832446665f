import { z } from "zod";
import { loadConfig } from "../../config";
import type { Db } from "../../db/client";
import { defineJob, enqueue, enqueueMany, schedule } from "../jobs";
import { deliverMail, MailDeferred } from "./deliver";
import { type MailSettings, mailSettingsOf } from "./mail-settings";
import { type NewMail, queuedMailIds, queueMail, queueMails } from "./outbox";

/**
 * The mail settings of the process that runs a job. Every app server and `npm run worker` start
 * from the same environment, so whichever takes the job sends with the same SMTP server.
 */
export function mailSettingsFromEnvironment(): MailSettings {
  return mailSettingsOf(loadConfig(process.env));
}

/**
 * Delivers one outbox mail (see `deliverMail`). A second run is harmless: a mail already sent or
 * failed for good is left as it is, and one another worker is sending is not touched. While the
 * SMTP server is down the run fails with MailDeferred and is retried with back-off for about
 * eight hours; after that the sweep below still picks the mail up.
 */
export const deliverMailJob = defineJob({
  name: "mail_deliver",
  payload: z.object({ outboxId: z.number().int().positive() }),
  retry: { limit: 10, delaySeconds: 30, backoff: true },
  handler: ({ outboxId }, run) =>
    deliverMail(run.db, mailSettingsFromEnvironment().mailer, outboxId, run.files),
});

/**
 * Writes a mail into the outbox and queues its delivery, both with the caller's database or
 * transaction: a rolled-back change leaves neither, a committed one both. Answers the outbox id,
 * or null when the mail of this dedupe key was written before (then nothing is queued).
 */
export async function sendMail(db: Db, mail: NewMail): Promise<number | null> {
  const id = await queueMail(db, mail);
  if (id !== null) await enqueue({ db, actor: null }, deliverMailJob, { outboxId: id });
  return id;
}

/**
 * `sendMail` for a batch (a project's e-mails to every employee): the outbox rows and their
 * delivery jobs written set-based with the caller's database or transaction, a few statements
 * whatever the batch's size. Answers each mail's outbox id in order, or null for one whose dedupe
 * key was written before (then nothing is queued for it).
 */
export async function sendMails(
  db: Db,
  mails: readonly (NewMail & { dedupeKey: string })[],
): Promise<(number | null)[]> {
  const ids = await queueMails(db, mails);
  const written = ids.filter((id): id is number => id !== null);
  await enqueueMany(
    { db, actor: null },
    deliverMailJob,
    written.map((outboxId) => ({ outboxId })),
  );
  return ids;
}

/** Mails one sweep tries at most; the next sweep takes the rest. */
const SWEEP_LIMIT = 200;

/**
 * Tries every mail still queued whose delivery job gave up (an SMTP server down for longer than
 * its retries), oldest first, stopping at the first the server defers. Harmless to run twice:
 * each mail is delivered under the same claim as the delivery job's.
 */
export const mailSweepJob = defineJob({
  name: "mail_sweep",
  payload: z.object({}),
  handler: async (_, run) => {
    const { mailer } = mailSettingsFromEnvironment();
    let delivered = 0;
    for (const id of await queuedMailIds(run.db, SWEEP_LIMIT)) {
      try {
        if ((await deliverMail(run.db, mailer, id, run.files)) === "sent") delivered++;
      } catch (error) {
        if (error instanceof MailDeferred) break;
        throw error;
      }
    }
    return { delivered };
  },
});

/** The platform's mail kinds and their schedule, for the registry (src/job-kinds.ts). */
export const mailJobs = [deliverMailJob, mailSweepJob];
export const mailSchedules = [schedule(mailSweepJob, "*/15 * * * *", {})];
