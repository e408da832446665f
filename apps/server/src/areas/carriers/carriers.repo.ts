import type { Carrier, CarrierBody, CarriersQuery } from "@ops/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";
import { carriers, vendorRules } from "../../db/schema";

const carrierColumns = {
  id: carriers.id,
  name: carriers.name,
  scac: carriers.scac,
  phone: carriers.phone,
  email: carriers.email,
  website: carriers.website,
  notes: carriers.notes,
  active: carriers.active,
  contactCount: sql<number>`(select count(*)::int from carrier_contacts cc where cc.carrier_id = ${carriers}.id)`,
  ruleCount: sql<number>`(select count(*)::int from carrier_rules cr where cr.carrier_id = ${carriers}.id)`,
  createdAt: carriers.createdAt,
  updatedAt: carriers.updatedAt,
};

type CarrierRow = Omit<Carrier, "createdAt" | "updatedAt"> & { createdAt: Date; updatedAt: Date };

function toCarrier(row: CarrierRow): Carrier {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const SORTS = { name: carriers.name, scac: carriers.scac, createdAt: carriers.createdAt } as const;

function listFilter(query: CarriersQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [];
  if (query.active !== undefined) filters.push(eq(carriers.active, query.active));
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(
      sql`(lower(${carriers.name}) like ${like} or lower(coalesce(${carriers.scac}, '')) like ${like})`,
    );
  }
  return and(...filters);
}

export async function pageCarriers(
  db: Db,
  query: CarriersQuery,
): Promise<{ rows: Carrier[]; total: number }> {
  const where = listFilter(query);
  const [rows, total] = await Promise.all([
    paginate(
      db
        .select(carrierColumns)
        .from(carriers)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, carriers.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, carriers, where),
  ]);
  return { rows: rows.map(toCarrier), total };
}

export async function findCarrier(db: Db, id: number): Promise<Carrier | undefined> {
  const rows = await db.select(carrierColumns).from(carriers).where(eq(carriers.id, id)).limit(1);
  return rows[0] ? toCarrier(rows[0]) : undefined;
}

export async function carrierExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: carriers.id }).from(carriers).where(eq(carriers.id, id)).limit(1);
  return rows.length > 0;
}

export async function insertCarrier(db: Db, body: CarrierBody): Promise<number> {
  const [row] = await db.insert(carriers).values(body).returning({ id: carriers.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateCarrier(db: Db, id: number, body: CarrierBody): Promise<boolean> {
  const rows = await db
    .update(carriers)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(carriers.id, id))
    .returning({ id: carriers.id });
  return rows.length > 0;
}

export async function deleteCarrier(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(carriers).where(eq(carriers.id, id)).returning({ id: carriers.id });
  return rows.length > 0;
}

export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: carriers.id })
    .from(carriers)
    .where(
      and(
        sql`lower(${carriers.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${carriers.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function scacTaken(db: Db, scac: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: carriers.id })
    .from(carriers)
    .where(and(eq(carriers.scac, scac), exceptId ? sql`${carriers.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

/** How many vendor rules name the carrier (they keep it from being removed). */
export async function vendorRuleCount(db: Db, carrierId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vendorRules)
    .where(eq(vendorRules.carrierId, carrierId));
  return row?.n ?? 0;
}
