import type { ActivityDocument } from "@ops/domain";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { activities, activityDocuments, users } from "../../db/schema";

const columns = {
  id: activityDocuments.id,
  activitySlug: activities.slug,
  name: activityDocuments.name,
  type: activityDocuments.type,
  clientAccess: activityDocuments.clientAccess,
  fileKey: activityDocuments.fileKey,
  fileName: activityDocuments.fileName,
  contentType: activityDocuments.contentType,
  size: activityDocuments.size,
  uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: activityDocuments.createdAt,
};

export type DocumentRow = Omit<ActivityDocument, "createdAt"> & { fileKey: string; createdAt: Date };

export function toDocument({ fileKey: _key, ...row }: DocumentRow): ActivityDocument {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(activityDocuments)
    .innerJoin(activities, eq(activities.id, activityDocuments.activityId))
    .leftJoin(users, eq(users.id, activityDocuments.uploadedBy));
}

/**
 * What someone outside the operator may see: documents of these types, and only those shared
 * with the client when `sharedOnly` (clients); none means every document (staff).
 */
export type DocumentFilter = { types: readonly string[]; sharedOnly: boolean };

const visibleOf = (filter: DocumentFilter | undefined) =>
  filter
    ? and(
        inArray(activityDocuments.type, [...filter.types]),
        filter.sharedOnly ? eq(activityDocuments.clientAccess, true) : undefined,
      )
    : undefined;

/** Documents of an activity, newest first; `filter` limits to what a client or vendor may see. */
export async function listDocuments(
  db: Db,
  activityId: number,
  filter?: DocumentFilter,
): Promise<DocumentRow[]> {
  return select(db)
    .where(and(eq(activityDocuments.activityId, activityId), visibleOf(filter)))
    .orderBy(desc(activityDocuments.createdAt), desc(activityDocuments.id))
    .limit(1000);
}

export async function findDocument(
  db: Db,
  activityId: number,
  id: number,
  filter?: DocumentFilter,
): Promise<DocumentRow | undefined> {
  const rows = await select(db)
    .where(and(eq(activityDocuments.activityId, activityId), eq(activityDocuments.id, id), visibleOf(filter)))
    .limit(1);
  return rows[0];
}

export async function insertDocument(db: Db, values: typeof activityDocuments.$inferInsert): Promise<number> {
  const [row] = await db.insert(activityDocuments).values(values).returning({ id: activityDocuments.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(activityDocuments).where(eq(activityDocuments.id, id));
}
