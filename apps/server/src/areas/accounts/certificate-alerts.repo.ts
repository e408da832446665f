import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountDocuments, accounts, contacts } from "../../db/schema";

/** Every certificate of the downstream vendors still in use (not inactive), with the vendor's name; one query. */
export async function dsvCertificates(db: Db) {
  return db
    .select({
      id: accountDocuments.id,
      accountId: accountDocuments.accountId,
      accountName: accounts.name,
      name: accountDocuments.name,
      dsvType: accountDocuments.dsvType,
      expiryDate: accountDocuments.expiryDate,
    })
    .from(accountDocuments)
    .innerJoin(accounts, eq(accounts.id, accountDocuments.accountId))
    .where(
      and(
        eq(accounts.type, "dsvs"),
        ne(accounts.status, "inactive"),
        sql`${accountDocuments.dsvType} is not null`,
      ),
    )
    .orderBy(asc(accountDocuments.accountId), asc(accountDocuments.id));
}

/**
 * The primary contact of each given vendor for expiring documents: its first contact (by id)
 * with an e-mail address who has the `document_expiring` notification on.
 */
export async function expiryContacts(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .selectDistinctOn([contacts.accountId], {
      id: contacts.id,
      accountId: contacts.accountId,
      firstName: contacts.firstName,
      email: sql<string>`${contacts.email}`,
    })
    .from(contacts)
    .where(
      and(
        inArray(contacts.accountId, accountIds),
        sql`coalesce(${contacts.email}, '') <> ''`,
        sql`'document_expiring' = any(${contacts.notifications})`,
      ),
    )
    .orderBy(asc(contacts.accountId), asc(contacts.id));
}
