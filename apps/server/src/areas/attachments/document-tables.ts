import { type AccountDocument, type ActivityDocument, type AssetDocument, documentStatus } from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { accountDocuments, activities, activityDocuments, assetDocuments, assets } from "../../db/schema";
import { today } from "../accounts/accounts.service";
import type { OwnerKind } from "./attachment-owners";

/** The fields a checked upload or edit writes; each table keeps those it has columns for. */
export type DocumentValues = {
  name: string;
  type: string;
  dsvType: string | null;
  clientAccess: boolean;
  expiryDate: string | null;
};

/** A document row as read: the columns every document table has, then the table's own. */
export type DocumentRow = {
  id: number;
  name: string;
  type: string;
  fileKey: string;
  fileName: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: Date;
  [column: string]: unknown;
};

export type DocumentAnswers = {
  account: AccountDocument;
  activity: ActivityDocument;
  asset: AssetDocument;
};

/** Where one kind of owner keeps its documents and how a row becomes the API's answer. */
export type DocumentTable<A> = {
  table: typeof accountDocuments | typeof activityDocuments | typeof assetDocuments;
  owner: AnyPgColumn;
  ownerKey: "accountId" | "activityId" | "assetId";
  /** The sharing flag; asset documents have none (their type alone decides). */
  clientAccess: AnyPgColumn | null;
  /** The answer's columns beyond those every document has (its owner's key, account fields). */
  own: Record<string, AnyPgColumn | SQL>;
  /** The table's columns written from checked fields (beyond the owner and the file). */
  values(fields: DocumentValues): Partial<DocumentValues>;
  answer(row: DocumentRow): A;
};

const common = (row: DocumentRow) => ({
  id: row.id,
  name: row.name,
  type: row.type,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  uploadedBy: row.uploadedBy,
  createdAt: row.createdAt.toISOString(),
});

const accountTable: DocumentTable<AccountDocument> = {
  table: accountDocuments,
  owner: accountDocuments.accountId,
  ownerKey: "accountId",
  clientAccess: accountDocuments.clientAccess,
  own: {
    accountId: accountDocuments.accountId,
    dsvType: accountDocuments.dsvType,
    clientAccess: accountDocuments.clientAccess,
    expiryDate: accountDocuments.expiryDate,
    updatedAt: accountDocuments.updatedAt,
  },
  values: (fields) => fields,
  answer: (row) => {
    const expiryDate = row.expiryDate as string | null;
    return {
      ...common(row),
      accountId: row.accountId as number,
      dsvType: row.dsvType as AccountDocument["dsvType"],
      clientAccess: row.clientAccess as boolean,
      expiryDate,
      status: documentStatus(expiryDate, today()),
      updatedAt: (row.updatedAt as Date).toISOString(),
    };
  },
};

const activityTable: DocumentTable<ActivityDocument> = {
  table: activityDocuments,
  owner: activityDocuments.activityId,
  ownerKey: "activityId",
  clientAccess: activityDocuments.clientAccess,
  own: {
    activitySlug: sql<string>`(select a.slug from ${activities} a where a.id = ${activityDocuments.activityId})`,
    clientAccess: activityDocuments.clientAccess,
  },
  values: ({ name, type, clientAccess }) => ({ name, type, clientAccess }),
  answer: (row) => ({
    ...common(row),
    activitySlug: row.activitySlug as string,
    clientAccess: row.clientAccess as boolean,
  }),
};

const assetTable: DocumentTable<AssetDocument> = {
  table: assetDocuments,
  owner: assetDocuments.assetId,
  ownerKey: "assetId",
  clientAccess: null,
  own: { barcode: sql<string>`(select a.barcode from ${assets} a where a.id = ${assetDocuments.assetId})` },
  values: ({ name, type }) => ({ name, type }),
  answer: (row) => ({ ...common(row), barcode: row.barcode as string }),
};

export const DOCUMENT_TABLES: { [K in OwnerKind]: DocumentTable<DocumentAnswers[K]> } = {
  account: accountTable,
  activity: activityTable,
  asset: assetTable,
};
