import type { NotificationKind, UserNotification } from "@ops/domain";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  accounts,
  activities,
  contacts,
  inboundRequests,
  parcelProjects,
  userNotifications,
  users,
} from "../../db/schema";

const columns = {
  id: userNotifications.id,
  kind: userNotifications.kind,
  title: userNotifications.title,
  body: userNotifications.body,
  link: userNotifications.link,
  readAt: userNotifications.readAt,
  createdAt: userNotifications.createdAt,
};

type Row = {
  id: number;
  kind: string;
  title: string;
  body: string | null;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
};

export const viewOf = (r: Row): UserNotification => ({
  id: r.id,
  kind: r.kind as UserNotification["kind"],
  title: r.title,
  body: r.body,
  link: r.link,
  readAt: r.readAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/** A page of a user's notifications, newest first, the page's total and the user's unread count. */
export async function listOfUser(
  db: Db,
  userId: number,
  q: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: UserNotification[]; total: number; unread: number }> {
  const mine = eq(userNotifications.userId, userId);
  const where = q.unreadOnly ? and(mine, isNull(userNotifications.readAt)) : mine;
  const [rows, [counts]] = await Promise.all([
    db
      .select(columns)
      .from(userNotifications)
      .where(where)
      .orderBy(desc(userNotifications.createdAt), desc(userNotifications.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({
        total: q.unreadOnly
          ? sql<number>`count(*) filter (where ${userNotifications.readAt} is null)::int`
          : sql<number>`count(*)::int`,
        unread: sql<number>`count(*) filter (where ${userNotifications.readAt} is null)::int`,
      })
      .from(userNotifications)
      .where(mine),
  ]);
  return { rows: rows.map(viewOf), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

/** Marks a user's notification read (keeping the first reading's time); undefined when it is not theirs. */
export async function markRead(db: Db, userId: number, id: number): Promise<UserNotification | undefined> {
  const [row] = await db
    .update(userNotifications)
    .set({ readAt: sql`coalesce(${userNotifications.readAt}, now())` })
    .where(and(eq(userNotifications.id, id), eq(userNotifications.userId, userId)))
    .returning(columns);
  return row ? viewOf(row) : undefined;
}

/** Marks every unread notification of a user read; answers how many. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(userNotifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(userNotifications.userId, userId), isNull(userNotifications.readAt)))
    .returning({ id: userNotifications.id });
  return rows.length;
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.id, userId));
  return (row?.n ?? 0) > 0;
}

export async function findByDedupeKey(
  db: Db,
  userId: number,
  dedupeKey: string,
): Promise<UserNotification | undefined> {
  const [row] = await db
    .select(columns)
    .from(userNotifications)
    .where(and(eq(userNotifications.userId, userId), eq(userNotifications.dedupeKey, dedupeKey)));
  return row ? viewOf(row) : undefined;
}

/** The contact a token belongs to: its address and account. */
export async function contactOf(
  db: Db,
  contactId: number,
): Promise<{ id: number; accountId: number; email: string | null } | undefined> {
  const [row] = await db
    .select({ id: contacts.id, accountId: contacts.accountId, email: contacts.email })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return row;
}

const sameAddress = (email: string) => sql`lower(${contacts.email}) = lower(${email})`;

/** Every contact row of an address with its account and kinds, by account name. */
export async function subscriptionsOf(
  db: Db,
  email: string,
): Promise<{ accountId: number; accountName: string; kinds: string[] }[]> {
  return db
    .select({ accountId: contacts.accountId, accountName: accounts.name, kinds: contacts.notifications })
    .from(contacts)
    .innerJoin(accounts, eq(accounts.id, contacts.accountId))
    .where(sameAddress(email))
    .orderBy(accounts.name, contacts.accountId, contacts.id);
}

/** Removes one kind from the address's contact rows of one account (or of every account). */
export async function stopKind(
  db: Db,
  email: string,
  kind: NotificationKind,
  accountId: number | null,
): Promise<void> {
  await db
    .update(contacts)
    .set({ notifications: sql`array_remove(${contacts.notifications}, ${kind})`, updatedAt: new Date() })
    .where(and(sameAddress(email), accountId === null ? undefined : eq(contacts.accountId, accountId)));
}

/** Clears every subscription of the address's contact rows. */
export async function stopAll(db: Db, email: string): Promise<void> {
  await db
    .update(contacts)
    .set({ notifications: sql`'{}'::text[]`, updatedAt: new Date() })
    .where(sameAddress(email));
}

/** What an inbound load's status mails say: its account, dock date and the request it came from. */
export async function loadOfStatusMail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: activities.id,
      slug: activities.slug,
      type: activities.type,
      accountId: activities.accountId,
      account: accounts.name,
      scheduledDate: activities.scheduledDate,
      scheduledTime: activities.scheduledTime,
      transportType: activities.transportType,
      requestNumber: inboundRequests.number,
      today: sql<string>`to_char(now(), 'YYYY-MM-DD')`,
    })
    .from(activities)
    .innerJoin(accounts, eq(accounts.id, activities.accountId))
    .leftJoin(inboundRequests, eq(inboundRequests.id, activities.inboundRequestId))
    .where(eq(activities.id, id));
  return row;
}

/** What an inbound request's status mail says, and the transaction's time (the change's). */
export async function inboundRequestOfStatusMail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: inboundRequests.id,
      number: inboundRequests.number,
      accountId: inboundRequests.accountId,
      account: accounts.name,
      at: sql<string>`to_char(now() at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.US')`,
    })
    .from(inboundRequests)
    .innerJoin(accounts, eq(accounts.id, inboundRequests.accountId))
    .where(eq(inboundRequests.id, id));
  return row;
}

/** What a parcel project's mail says: its prefix, name and account. */
export async function parcelProjectOfMail(db: Db, id: number) {
  const [row] = await db
    .select({
      id: parcelProjects.id,
      prefix: parcelProjects.projectPrefix,
      name: parcelProjects.name,
      accountId: parcelProjects.accountId,
      account: accounts.name,
    })
    .from(parcelProjects)
    .innerJoin(accounts, eq(accounts.id, parcelProjects.accountId))
    .where(eq(parcelProjects.id, id));
  return row;
}
