import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { assetDocuments, assets, users } from "../../db/schema";

/** An asset's document as the API answers it (the activity document's fields, keyed by barcode). */
export type AssetDocument = {
  id: number;
  barcode: string;
  name: string;
  type: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
};

const columns = {
  id: assetDocuments.id,
  barcode: assets.barcode,
  name: assetDocuments.name,
  type: assetDocuments.type,
  fileKey: assetDocuments.fileKey,
  fileName: assetDocuments.fileName,
  contentType: assetDocuments.contentType,
  size: assetDocuments.size,
  uploadedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: assetDocuments.createdAt,
};

export type AssetDocumentRow = Omit<AssetDocument, "createdAt"> & { fileKey: string; createdAt: Date };

export function toDocument({ fileKey: _key, ...row }: AssetDocumentRow): AssetDocument {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** `clientTypes` limits the rows to the types a client may see; undefined for staff. */
const typeFilter = (clientTypes: readonly string[] | undefined) =>
  clientTypes ? inArray(assetDocuments.type, [...clientTypes]) : undefined;

function select(db: Db) {
  return db
    .select(columns)
    .from(assetDocuments)
    .innerJoin(assets, eq(assets.id, assetDocuments.assetId))
    .leftJoin(users, eq(users.id, assetDocuments.uploadedBy));
}

/** Documents of an asset, newest first (an asset has few; the cap keeps a mistake bounded). */
export async function listDocuments(
  db: Db,
  assetId: number,
  clientTypes?: readonly string[],
): Promise<AssetDocumentRow[]> {
  return select(db)
    .where(and(eq(assetDocuments.assetId, assetId), typeFilter(clientTypes)))
    .orderBy(desc(assetDocuments.createdAt), desc(assetDocuments.id))
    .limit(1000);
}

export async function findDocument(
  db: Db,
  assetId: number,
  id: number,
  clientTypes?: readonly string[],
): Promise<AssetDocumentRow | undefined> {
  const rows = await select(db)
    .where(and(eq(assetDocuments.assetId, assetId), eq(assetDocuments.id, id), typeFilter(clientTypes)))
    .limit(1);
  return rows[0];
}

export async function insertDocument(db: Db, values: typeof assetDocuments.$inferInsert): Promise<number> {
  const [row] = await db.insert(assetDocuments).values(values).returning({ id: assetDocuments.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function deleteDocument(db: Db, id: number): Promise<void> {
  await db.delete(assetDocuments).where(eq(assetDocuments.id, id));
}
