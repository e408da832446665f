import type { UserNotificationKind } from "@ops/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { userNotifications, users } from "../../db/schema";
import { sendMails } from "../mail/mail-jobs";
import { renderHtml, renderSubject, renderText } from "../mail/template";

/** One in-app notification for one user, and whether it is mailed to them too. */
export type UserNotice = {
  userId: number;
  kind: UserNotificationKind;
  title: string;
  body?: string | null;
  /** The app path the bell entry and the mail open (`/tasks/12`). */
  link?: string | null;
  /** Names the cause (`task:12:assigned:7`): a cause run twice writes one notification and mail. */
  dedupeKey: string;
  /** Also send it by mail through the outbox (a critical alert, an assignment). */
  mail?: boolean;
};

const TEXT = `Hello {{firstName}},

{{title}}
{{body}}

Open it: {{url}}
`;

const HTML = `<p>Hello {{firstName}},</p>
<p><strong>{{title}}</strong></p>
<p>{{body}}</p>
<p><a href="{{url}}">Open it</a></p>
`;

/**
 * Tells users of something in the app (the shell's bell, the notifications screen) and, when
 * asked, by mail: written with the caller's transaction, so a rolled-back cause notifies nobody.
 * A notice whose dedupe key the user already has is left out, its mail too. Inactive users are
 * not mailed (they cannot sign in to act on it); they keep the in-app entry.
 */
export async function notifyUsers(db: Db, publicUrl: string, notices: readonly UserNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const written = await db
    .insert(userNotifications)
    .values(
      notices.map((n) => ({
        userId: n.userId,
        kind: n.kind,
        title: n.title,
        body: n.body ?? null,
        link: n.link ?? null,
        dedupeKey: n.dedupeKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: userNotifications.userId, dedupeKey: userNotifications.dedupeKey });
  const isNew = new Set(written.map((w) => `${w.userId}|${w.dedupeKey}`));
  const toMail = notices.filter((n) => n.mail && isNew.has(`${n.userId}|${n.dedupeKey}`));
  if (toMail.length === 0) return;
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, active: users.active })
    .from(users)
    .where(
      inArray(
        users.id,
        toMail.map((n) => n.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  const base = publicUrl.replace(/\/+$/, "");
  await sendMails(
    db,
    toMail.flatMap((n) => {
      const person = byId.get(n.userId);
      if (!person?.active) return [];
      const v = {
        firstName: person.firstName,
        title: n.title,
        body: n.body ?? "",
        url: `${base}${n.link ?? "/"}`,
      };
      return [
        {
          kind: n.kind,
          to: person.email,
          subject: renderSubject("{{title}}", v),
          text: renderText(TEXT, v),
          html: renderHtml(HTML, v),
          dedupeKey: `user:${n.userId}:${n.dedupeKey}`,
        },
      ];
    }),
  );
}
