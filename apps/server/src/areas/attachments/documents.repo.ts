import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import type { DocumentRow, DocumentTable, DocumentValues } from "./document-tables";
import type { StoredValues } from "./stored-files";

/**
 * What someone outside the operator may see: documents of these types, and only those shared
 * with the client when `sharedOnly`; none means every document (staff).
 */
export type DocumentFilter = { types: readonly string[]; sharedOnly: boolean };

type Table = DocumentTable<unknown>;

function select(db: Db, spec: Table) {
  const t = spec.table;
  return db
    .select({
      id: t.id,
      name: t.name,
      type: t.type,
      fileKey: t.fileKey,
      fileName: t.fileName,
      contentType: t.contentType,
      size: t.size,
      uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      createdAt: t.createdAt,
      ...spec.own,
    })
    .from(t)
    .leftJoin(users, eq(users.id, t.uploadedBy));
}

function visibleOf(spec: Table, filter: DocumentFilter | undefined): SQL | undefined {
  if (!filter) return undefined;
  const shared = filter.sharedOnly && spec.clientAccess ? eq(spec.clientAccess, true) : undefined;
  return and(inArray(spec.table.type, [...filter.types]), shared);
}

/** Documents of an owner, newest first (an owner has few; the cap keeps a mistake bounded). */
export async function listDocuments(
  db: Db,
  spec: Table,
  ownerId: number,
  options: { filter?: DocumentFilter; type?: string } = {},
): Promise<DocumentRow[]> {
  const t = spec.table;
  const rows = await select(db, spec)
    .where(
      and(
        eq(spec.owner, ownerId),
        options.type ? eq(t.type, options.type) : undefined,
        visibleOf(spec, options.filter),
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1000);
  return rows as DocumentRow[];
}

export async function findDocument(
  db: Db,
  spec: Table,
  ownerId: number,
  id: number,
  filter?: DocumentFilter,
): Promise<DocumentRow | undefined> {
  const rows = await select(db, spec)
    .where(and(eq(spec.owner, ownerId), eq(spec.table.id, id), visibleOf(spec, filter)))
    .limit(1);
  return rows[0] as DocumentRow | undefined;
}

export async function insertDocument(
  db: Db,
  spec: Table,
  ownerId: number,
  values: Partial<DocumentValues> & StoredValues,
): Promise<number> {
  const [row] = await db
    .insert(spec.table)
    .values({ ...values, [spec.ownerKey]: ownerId } as typeof spec.table.$inferInsert)
    .returning({ id: spec.table.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

/** Changes an account document's fields (the file stays). */
export async function updateDocument(db: Db, spec: Table, id: number, values: Partial<DocumentValues>) {
  await db
    .update(spec.table)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(spec.table.id, id));
}

export async function deleteDocument(db: Db, spec: Table, id: number): Promise<void> {
  await db.delete(spec.table).where(eq(spec.table.id, id));
}
