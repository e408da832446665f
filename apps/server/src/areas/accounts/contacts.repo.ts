import type { Contact, ContactBody } from "@ops/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contacts } from "../../db/schema";

const columns = {
  id: contacts.id,
  accountId: contacts.accountId,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  title: contacts.title,
  email: contacts.email,
  phone: contacts.phone,
  notifications: contacts.notifications,
};

function toContact(row: Omit<Contact, "name" | "notifications"> & { notifications: string[] }): Contact {
  return {
    ...row,
    name: `${row.firstName} ${row.lastName}`,
    notifications: row.notifications as Contact["notifications"],
  };
}

export async function listContacts(db: Db, accountId: number): Promise<Contact[]> {
  const rows = await db
    .select(columns)
    .from(contacts)
    .where(eq(contacts.accountId, accountId))
    .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id));
  return rows.map(toContact);
}

export async function findContact(db: Db, accountId: number, id: number): Promise<Contact | undefined> {
  const rows = await db
    .select(columns)
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .limit(1);
  return rows[0] ? toContact(rows[0]) : undefined;
}

export async function insertContact(db: Db, accountId: number, body: ContactBody): Promise<number> {
  const [row] = await db
    .insert(contacts)
    .values({ ...body, notifications: [...new Set(body.notifications)], accountId })
    .returning({ id: contacts.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateContact(
  db: Db,
  accountId: number,
  id: number,
  body: ContactBody,
): Promise<boolean> {
  const rows = await db
    .update(contacts)
    .set({ ...body, notifications: [...new Set(body.notifications)], updatedAt: sql`now()` })
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

export async function deleteContact(db: Db, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .returning({ id: contacts.id });
  return rows.length > 0;
}

/** Sets every contact's notification kinds at once (the notifications matrix). */
export async function setNotifications(db: Db, accountId: number, byContact: Map<number, string[]>) {
  for (const [id, kinds] of byContact) {
    await db
      .update(contacts)
      .set({ notifications: kinds, updatedAt: sql`now()` })
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)));
  }
}
