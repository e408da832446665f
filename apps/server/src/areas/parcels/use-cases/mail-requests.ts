import { randomBytes } from "node:crypto";
import type { Db } from "../../../db/client";
import { sendMails } from "../../../platform/mail/mail-jobs";
import * as repo from "../parcel-projects.repo";
import { PARCEL_REQUEST_MAIL_KIND, parcelRequestMail } from "../parcel-request.mail";
import type { ProjectRow } from "../parcel-scope";
import { hashRequestToken, REQUEST_TOKEN_DAYS, requestPageUrl } from "../parcel-tokens";

/**
 * E-mails requests their link, with the caller's transaction: for each a fresh token (only its
 * hash stored; the previous link stops working) and a mail, all written set-based through
 * `sendMails` (outbox + delivery jobs), then one statement marks them email_sending with their
 * outbox ids. The mails exist exactly when the caller's change commits. Answers how many were
 * mailed.
 */
export async function mailRequests(
  db: Db,
  project: ProjectRow,
  targets: repo.MailTarget[],
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  if (targets.length === 0) return 0;
  const account = await repo.accountName(db, project.accountId);
  const prepared = targets.map((t) => {
    const token = randomBytes(32).toString("base64url");
    return { target: t, token, tokenHash: hashRequestToken(token) };
  });
  const outboxIds = await sendMails(
    db,
    prepared.map(({ target: t, token, tokenHash }) => ({
      kind: PARCEL_REQUEST_MAIL_KIND,
      to: t.email,
      ...parcelRequestMail({
        name: t.employeeName,
        account,
        project: project.name,
        method: project.method,
        instructions: project.instructions,
        reference: t.referenceId,
        url: requestPageUrl(publicUrl, t.referenceId, token),
        days: REQUEST_TOKEN_DAYS,
      }),
      // One mail per token: a retried run that rolled back made neither the mail nor the token.
      dedupeKey: `parcel_request:${t.id}:${tokenHash.slice(0, 20)}`,
    })),
  );
  const mailed = prepared.flatMap(({ target, tokenHash }, i) => {
    const outboxId = outboxIds[i];
    return outboxId === null || outboxId === undefined ? [] : [{ id: target.id, tokenHash, outboxId }];
  });
  await repo.markMailed(db, mailed, new Date(now.getTime() + REQUEST_TOKEN_DAYS * 86_400_000));
  return mailed.length;
}
