import type { VendorRule, VendorRuleBody, VendorRulesQuery } from "@ops/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";
import { accounts, carriers, vendorRules } from "../../db/schema";

const columns = {
  id: vendorRules.id,
  name: vendorRules.name,
  materialTypes: vendorRules.materialTypes,
  classifications: vendorRules.classifications,
  warehouseIds: vendorRules.warehouseIds,
  vendorAccountId: vendorRules.vendorAccountId,
  vendorName: accounts.name,
  carrierId: vendorRules.carrierId,
  carrierName: carriers.name,
  priority: vendorRules.priority,
  notes: vendorRules.notes,
  active: vendorRules.active,
  createdAt: vendorRules.createdAt,
  updatedAt: vendorRules.updatedAt,
};

/** A rule as stored; the service adds the vendor's qualification. */
export type VendorRuleRow = Omit<VendorRule, "vendorQualification">;

type Row = Omit<VendorRuleRow, "materialTypes" | "classifications" | "createdAt" | "updatedAt"> & {
  materialTypes: string[];
  classifications: string[];
  createdAt: Date;
  updatedAt: Date;
};

function toRule(row: Row): VendorRuleRow {
  return {
    ...row,
    materialTypes: row.materialTypes as VendorRuleRow["materialTypes"],
    classifications: row.classifications as VendorRuleRow["classifications"],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function select(db: Db) {
  return db
    .select(columns)
    .from(vendorRules)
    .innerJoin(accounts, eq(accounts.id, vendorRules.vendorAccountId))
    .leftJoin(carriers, eq(carriers.id, vendorRules.carrierId));
}

function values(body: VendorRuleBody) {
  return {
    ...body,
    materialTypes: [...new Set(body.materialTypes)],
    classifications: [...new Set(body.classifications)],
    warehouseIds: [...new Set(body.warehouseIds)].sort((a, b) => a - b),
  };
}

const SORTS = {
  priority: vendorRules.priority,
  name: vendorRules.name,
  createdAt: vendorRules.createdAt,
} as const;

function listFilter(query: VendorRulesQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.vendorAccountId) filters.push(eq(vendorRules.vendorAccountId, query.vendorAccountId));
  if (query.carrierId) filters.push(eq(vendorRules.carrierId, query.carrierId));
  if (query.active !== undefined) filters.push(eq(vendorRules.active, query.active));
  // A rule without material types takes any material, so it matches every material filter.
  if (query.materialType)
    filters.push(
      sql`(cardinality(${vendorRules.materialTypes}) = 0 or ${query.materialType} = any(${vendorRules.materialTypes}))`,
    );
  if (query.search) {
    filters.push(sql`lower(${vendorRules.name}) like ${containsPattern(query.search)}`);
  }
  return and(...filters);
}

export async function pageRules(
  db: Db,
  query: VendorRulesQuery,
): Promise<{ rows: VendorRuleRow[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, vendorRules.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, vendorRules, where),
  ]);
  return { rows: rows.map(toRule), total };
}

export async function findRule(db: Db, id: number): Promise<VendorRuleRow | undefined> {
  const rows = await select(db).where(eq(vendorRules.id, id)).limit(1);
  return rows[0] ? toRule(rows[0]) : undefined;
}

export async function insertRule(db: Db, body: VendorRuleBody): Promise<number> {
  const [row] = await db.insert(vendorRules).values(values(body)).returning({ id: vendorRules.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateRule(db: Db, id: number, body: VendorRuleBody): Promise<boolean> {
  const rows = await db
    .update(vendorRules)
    .set({ ...values(body), updatedAt: sql`now()` })
    .where(eq(vendorRules.id, id))
    .returning({ id: vendorRules.id });
  return rows.length > 0;
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: vendorRules.id })
    .from(vendorRules)
    .where(
      and(
        sql`lower(${vendorRules.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${vendorRules.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The account's type, to check that a rule sends material to a downstream vendor. */
export async function accountType(db: Db, id: number): Promise<string | undefined> {
  const rows = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0]?.type;
}
