import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { recordEvents } from "../../platform/audit";
import { sendMails } from "../../platform/mail/mail-jobs";
import { issueUnsubscribeToken, unsubscribeLink } from "../../platform/mail/unsubscribe";
import type { StatusChange } from "../../platform/status-changed";
import { surveyInvitationMail, surveyPageUrl } from "./survey-invitation.mail";
import * as repo from "./surveys.repo";

/** The stored form of a survey link's token (only the hash is kept). */
export const hashSurveyToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Whether a text can be a token at all (43 base64url characters), checked before any query. */
export const isSurveyTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The dedupe key of a load's survey mail to one contact: a retried close writes one mail. */
export const surveyMailKey = (activityId: number, contactId: number) =>
  `survey:${activityId}:contact:${contactId}`;

/**
 * Sends the active survey about an inbound load that has just closed, in the transaction of the
 * close: one invitation per contact of the load's account subscribed to "Surveys" (with an
 * address), each with its own link token (256 random bits; only the hash is stored) and a mail
 * through the outbox with its unsubscribe link. A load is surveyed once: a load that was sent
 * its survey before (closed, reopened, closed again) sends nothing new, and without an active
 * survey nothing is sent.
 */
export async function sendLoadSurvey(db: Db, change: StatusChange, publicUrl: string): Promise<number> {
  if (change.to !== "closed") return 0;
  const load = await repo.loadById(db, change.activityId);
  if (load?.type !== "inbound" || load.accountId === null) return 0;
  if ((await repo.sentSurveyId(db, load.id)) !== null) return 0;
  const survey = await repo.activeSurvey(db);
  if (!survey) return 0;
  const contacts = await repo.surveyContacts(db, load.accountId);
  if (contacts.length === 0) return 0;
  const tokens = new Map(contacts.map((c) => [c.id, randomBytes(32).toString("base64url")]));
  const made = await repo.insertInvitations(
    db,
    contacts.map((c) => ({
      surveyId: survey.id,
      activityId: load.id,
      accountId: load.accountId as number,
      contactId: c.id,
      tokenHash: hashSurveyToken(tokens.get(c.id) as string),
    })),
  );
  if (made.length === 0) return 0;
  const byId = new Map(contacts.map((c) => [c.id, c]));
  const sent: { invitationId: number; mail: Parameters<typeof sendMails>[1][number] }[] = [];
  for (const invitation of made) {
    const contact = byId.get(invitation.contactId);
    const token = tokens.get(invitation.contactId);
    if (!contact || !token) continue;
    const unsubscribe = unsubscribeLink(publicUrl, await issueUnsubscribeToken(db, contact.id, "survey"));
    sent.push({
      invitationId: invitation.id,
      mail: {
        kind: "survey",
        to: contact.email,
        ...surveyInvitationMail({
          firstName: contact.firstName,
          load: load.slug.toUpperCase(),
          account: load.accountName ?? "",
          surveyUrl: surveyPageUrl(publicUrl, token),
          unsubscribeUrl: unsubscribe.url,
        }),
        headers: unsubscribe.headers,
        dedupeKey: surveyMailKey(load.id, contact.id),
      },
    });
  }
  const outboxIds = await sendMails(
    db,
    sent.map((s) => s.mail),
  );
  await repo.setInvitationMails(
    db,
    sent.flatMap((s, i) => {
      const outboxId = outboxIds[i];
      return outboxId ? [{ id: s.invitationId, outboxId }] : [];
    }),
  );
  await recordEvents(db, [
    {
      activityId: load.id,
      action: "survey_sent",
      message: `Survey "${survey.name}" sent to ${made.length} ${made.length === 1 ? "contact" : "contacts"}`,
      userId: change.userId,
    },
  ]);
  return made.length;
}
