import { randomUUID } from "node:crypto";
import type {
  CreateNotificationBody,
  NotificationKind,
  NotificationList,
  NotificationsQuery,
  StopNotificationsBody,
  TokenSubscriptions,
  UserNotification,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { findUnsubscribeToken } from "../../platform/mail/unsubscribe";
import { notifyUsers } from "../../platform/notify/user-notices";
import * as repo from "./notifications.repo";

/** The signed-in user's notifications, newest first, with their unread count (the bell). */
export async function listMine(ctx: ServiceContext, q: NotificationsQuery): Promise<NotificationList> {
  const { rows, total, unread } = await repo.listOfUser(ctx.db, ctx.actor.id, {
    unreadOnly: q.unread === true,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return { data: rows, total, unread };
}

/** Marks one of the signed-in user's notifications read; another user's is 404, as if it did not exist. */
export async function markRead(ctx: ServiceContext, id: number): Promise<UserNotification> {
  const row = await repo.markRead(ctx.db, ctx.actor.id, id);
  if (!row) throw notFound("Notification");
  return row;
}

export async function markAllRead(ctx: ServiceContext): Promise<{ updated: number }> {
  return { updated: await repo.markAllRead(ctx.db, ctx.actor.id) };
}

/** An operator's message to a user, shown in their bell (SPEC §7 "notifications: create"). */
export async function createMessage(
  ctx: ServiceContext,
  body: CreateNotificationBody & { body: string | null; link: string | null },
  publicUrl: string,
): Promise<UserNotification> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, body.userId))) throw fieldError("userId", "Choose a user");
    // Each message is its own cause: two sent alike are two messages.
    const dedupeKey = `message:${ctx.actor.id}:${randomUUID()}`;
    await notifyUsers(tx, publicUrl, [
      {
        userId: body.userId,
        kind: "message",
        title: body.title,
        body: body.body,
        link: body.link,
        dedupeKey,
      },
    ]);
    const created = await repo.findByDedupeKey(tx, body.userId, dedupeKey);
    if (!created) throw new Error("the message was not written");
    return created;
  });
}

/** The one answer to any unsubscribe token that opens nothing: it says nothing about why. */
export const linkNotValid = () => new AppError(404, "This link is not valid");

type Opened = { contactId: number; kind: NotificationKind; accountId: number; email: string };

/**
 * The contact an unsubscribe token opens: a well-formed token whose hash is the newest issued for
 * its contact and kind, of a contact that still has an address. Anything else is the same 404.
 */
export async function openToken(db: Db, token: unknown): Promise<Opened> {
  const found = typeof token === "string" ? await findUnsubscribeToken(db, token) : null;
  if (!found) throw linkNotValid();
  const contact = await repo.contactOf(db, found.contactId);
  if (!contact?.email) throw linkNotValid();
  return { contactId: contact.id, kind: found.kind, accountId: contact.accountId, email: contact.email };
}

async function subscriptionsView(db: Db, opened: Opened): Promise<TokenSubscriptions> {
  const rows = await repo.subscriptionsOf(db, opened.email);
  // One address may be a contact of one account twice: the account lists what either gets.
  const byAccount = new Map<number, { accountId: number; accountName: string; kinds: Set<string> }>();
  for (const r of rows) {
    const entry = byAccount.get(r.accountId) ?? {
      accountId: r.accountId,
      accountName: r.accountName,
      kinds: new Set<string>(),
    };
    for (const k of r.kinds) entry.kinds.add(k);
    byAccount.set(r.accountId, entry);
  }
  return {
    email: opened.email.toLowerCase(),
    kind: opened.kind,
    accountId: opened.accountId,
    accounts: [...byAccount.values()].map((a) => ({
      accountId: a.accountId,
      accountName: a.accountName,
      kinds: [...a.kinds] as NotificationKind[],
    })),
  };
}

/** What the unsubscribe page shows: which mails the token's address gets, per account. */
export async function subscriptionsFromToken(db: Db, token: string): Promise<TokenSubscriptions> {
  return subscriptionsView(db, await openToken(db, token));
}

/**
 * Stops one kind of mail for one account, or every mail, to the token's address (every contact
 * row with that address, whichever account's link was followed). Harmless to repeat.
 */
export async function stopFromToken(db: Db, body: StopNotificationsBody): Promise<TokenSubscriptions> {
  return db.transaction(async (tx) => {
    const opened = await openToken(tx, body.token);
    if (body.all) await repo.stopAll(tx, opened.email);
    else if (body.kind && body.accountId) await repo.stopKind(tx, opened.email, body.kind, body.accountId);
    return subscriptionsView(tx, opened);
  });
}

/** The one-click unsubscribe of a mail's List-Unsubscribe header (RFC 8058): stops that mail's kind for its account. */
export async function oneClickUnsubscribe(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const opened = await openToken(tx, token);
    await repo.stopKind(tx, opened.email, opened.kind, opened.accountId);
  });
}
