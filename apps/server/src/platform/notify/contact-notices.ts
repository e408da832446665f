import type { NotificationKind } from "@ops/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contacts, outbox } from "../../db/schema";
import { sendMails } from "../mail/mail-jobs";
import { issueUnsubscribeToken, unsubscribeLink } from "../mail/unsubscribe";

/** A contact of an account as a notification mail addresses them. */
export type NoticeContact = { id: number; firstName: string; lastName: string; email: string };

/** What a notification mail says to one contact; its unsubscribe link is given to write in. */
export type ContactMail = { subject: string; text: string; html: string };

export type ContactNotice = {
  accountId: number;
  kind: NotificationKind;
  /** Names the cause (`load_received:42`); the contact is added, so a cause mails each contact once. */
  dedupeKey: string;
  mail: (contact: NoticeContact, unsubscribeUrl: string) => ContactMail;
};

/** The contacts of an account subscribed to a kind who have an e-mail address, in id order. */
export async function subscribedContacts(
  db: Db,
  accountId: number,
  kind: NotificationKind,
): Promise<NoticeContact[]> {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: sql<string>`${contacts.email}`,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.accountId, accountId),
        sql`coalesce(${contacts.email}, '') <> ''`,
        sql`${kind} = any(${contacts.notifications})`,
      ),
    )
    .orderBy(contacts.id);
}

/**
 * Mails an account's contacts subscribed to a kind (the per-account matrix), through the outbox
 * with the caller's transaction: a rolled-back cause mails nobody. Each mail carries its own
 * unsubscribe link, in the body and as `List-Unsubscribe` with `List-Unsubscribe-Post` (RFC 8058
 * one-click). A cause told twice writes nothing the second time, and a contact already mailed for
 * it keeps the token of that mail (a new token would break the link they hold). Answers the
 * number of mails written.
 */
export async function notifyContacts(db: Db, publicUrl: string, notice: ContactNotice): Promise<number> {
  const people = await subscribedContacts(db, notice.accountId, notice.kind);
  if (people.length === 0) return 0;
  const keyOf = (c: NoticeContact) => `${notice.dedupeKey}:contact:${c.id}`;
  const written = await db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(inArray(outbox.dedupeKey, people.map(keyOf)));
  const done = new Set(written.map((w) => w.key));
  const mails = [];
  for (const person of people.filter((p) => !done.has(keyOf(p)))) {
    const token = await issueUnsubscribeToken(db, person.id, notice.kind);
    const link = unsubscribeLink(publicUrl, token);
    mails.push({
      kind: notice.kind,
      to: person.email,
      ...notice.mail(person, link.url),
      headers: { ...link.headers, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      dedupeKey: keyOf(person),
    });
  }
  const ids = await sendMails(db, mails);
  return ids.filter((id) => id !== null).length;
}
