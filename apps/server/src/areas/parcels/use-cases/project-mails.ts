import { PARCEL_MAIL_SYNC_LIMIT } from "@ops/domain";
import { z } from "zod";
import type { Db } from "../../../db/client";
import type { ServiceContext } from "../../../platform/context";
import { defineJob, enqueue, runContext } from "../../../platform/jobs";
import { mailSettingsFromEnvironment } from "../../../platform/mail/mail-jobs";
import * as repo from "../parcel-projects.repo";
import { findProject, type ProjectRow } from "../parcel-scope";
import { mailRequests } from "./mail-requests";

/** Requests e-mailed per transaction by the job (each transaction commits its mails). */
const CHUNK = 1000;

/**
 * E-mails every request of a project in review that waits for its mail (review or hold), a chunk
 * per transaction, reporting progress; stops if the project left review meanwhile. A second run
 * is harmless: a mailed request is email_sending and is not picked again, and a chunk that
 * rolled back wrote neither its mails nor its tokens. The result is `{ mailed }`.
 */
export const parcelProjectMailJob = defineJob({
  name: "parcel_project_mail",
  payload: z.object({ projectPrefix: z.string().min(2).max(10) }),
  expireInSeconds: 3600,
  async handler({ projectPrefix }, run) {
    const ctx = runContext(run);
    const { publicUrl } = mailSettingsFromEnvironment();
    const first = await findProject(ctx, projectPrefix);
    const total = await repo.countToMail(run.db, first.id);
    let mailed = 0;
    let afterId = 0;
    for (;;) {
      const chunk = await run.db.transaction(async (tx) => {
        const project = await findProject({ ...ctx, db: tx }, projectPrefix, { forUpdate: true });
        if (project.status !== "review") return null;
        const targets = await repo.requestsToMail(tx, project.id, { afterId, limit: CHUNK });
        const last = targets.at(-1);
        if (!last) return null;
        return { lastId: last.id, count: await mailRequests(tx, project, targets, publicUrl) };
      });
      if (!chunk) break;
      afterId = chunk.lastId;
      mailed += chunk.count;
      await run.report(total > 0 ? Math.min(mailed / total, 1) : 1);
    }
    return { mailed };
  },
});

/**
 * Sends the e-mails of requests that wait for them, with the caller's transaction: up to
 * PARCEL_MAIL_SYNC_LIMIT at once (`ids`: only those), more through the job above, queued in the
 * same transaction. Answers how many mails are queued (or will be) and the job's id, if any.
 */
export async function mailWaitingRequests(
  ctx: ServiceContext,
  project: ProjectRow,
  publicUrl: string,
  ids?: number[],
): Promise<{ mailsQueued: number; mailJobId: string | null }> {
  const db: Db = ctx.db;
  const waiting = ids ? ids.length : await repo.countToMail(db, project.id);
  if (waiting === 0) return { mailsQueued: 0, mailJobId: null };
  if (waiting <= PARCEL_MAIL_SYNC_LIMIT) {
    const targets = await repo.requestsToMail(db, project.id, ids ? { ids } : {});
    return { mailsQueued: await mailRequests(db, project, targets, publicUrl), mailJobId: null };
  }
  const mailJobId = await enqueue(ctx, parcelProjectMailJob, { projectPrefix: project.projectPrefix });
  return { mailsQueued: waiting, mailJobId };
}
