import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountDocuments, users } from "../../db/schema";

const columns = {
  id: accountDocuments.id,
  accountId: accountDocuments.accountId,
  name: accountDocuments.name,
  type: accountDocuments.type,
  dsvType: accountDocuments.dsvType,
  clientAccess: accountDocuments.clientAccess,
  expiryDate: accountDocuments.expiryDate,
  fileKey: accountDocuments.fileKey,
  fileName: accountDocuments.fileName,
  contentType: accountDocuments.contentType,
  size: accountDocuments.size,
  uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: accountDocuments.createdAt,
  updatedAt: accountDocuments.updatedAt,
};

export type DocumentRow = {
  id: number;
  accountId: number;
  name: string;
  type: string;
  dsvType: string | null;
  clientAccess: boolean;
  expiryDate: string | null;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Documents of an account; `clientTypes` limits to shared documents of those types (client view). */
export async function listDocuments(
  db: Db,
  accountId: number,
  options: { type?: string; clientTypes?: readonly string[] } = {},
): Promise<DocumentRow[]> {
  return db
    .select(columns)
    .from(accountDocuments)
    .leftJoin(users, eq(users.id, accountDocuments.uploadedBy))
    .where(
      and(
        eq(accountDocuments.accountId, accountId),
        options.type ? eq(accountDocuments.type, options.type) : undefined,
        options.clientTypes
          ? and(
              eq(accountDocuments.clientAccess, true),
              inArray(accountDocuments.type, [...options.clientTypes]),
            )
          : undefined,
      ),
    )
    .orderBy(desc(accountDocuments.createdAt), desc(accountDocuments.id));
}

export async function findDocument(db: Db, accountId: number, id: number): Promise<DocumentRow | undefined> {
  const rows = await db
    .select(columns)
    .from(accountDocuments)
    .leftJoin(users, eq(users.id, accountDocuments.uploadedBy))
    .where(and(eq(accountDocuments.accountId, accountId), eq(accountDocuments.id, id)))
    .limit(1);
  return rows[0];
}

export async function insertDocument(db: Db, values: typeof accountDocuments.$inferInsert): Promise<number> {
  const [row] = await db.insert(accountDocuments).values(values).returning({ id: accountDocuments.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateDocument(
  db: Db,
  id: number,
  values: {
    name: string;
    type: string;
    dsvType: string | null;
    clientAccess: boolean;
    expiryDate: string | null;
  },
) {
  await db
    .update(accountDocuments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(accountDocuments.id, id));
}

export async function deleteDocument(db: Db, id: number) {
  await db.delete(accountDocuments).where(eq(accountDocuments.id, id));
}
