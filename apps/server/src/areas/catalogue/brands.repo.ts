import type { Brand, BrandBody, Line, LineBody } from "@ops/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { brands, productLines, products } from "../../db/schema";
import { nameTaken } from "./names.repo";

const brandColumns = {
  id: brands.id,
  name: brands.name,
  active: brands.active,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.brand_id = ${brands}.id)`,
  lineCount: sql<number>`(select count(*)::int from ${productLines} l where l.brand_id = ${brands}.id)`,
};

export function listBrands(db: Db): Promise<Brand[]> {
  return db
    .select(brandColumns)
    .from(brands)
    .orderBy(asc(sql`lower(${brands.name})`));
}

export async function findBrand(db: Db, id: number): Promise<Brand | undefined> {
  const rows = await db.select(brandColumns).from(brands).where(eq(brands.id, id)).limit(1);
  return rows[0];
}

export async function insertBrand(db: Db, body: BrandBody): Promise<number> {
  const [row] = await db.insert(brands).values(body).returning({ id: brands.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateBrand(db: Db, id: number, body: BrandBody): Promise<void> {
  await db.update(brands).set(body).where(eq(brands.id, id));
}

export async function deleteBrand(db: Db, id: number): Promise<void> {
  await db.delete(brands).where(eq(brands.id, id));
}

const lineColumns = {
  id: productLines.id,
  name: productLines.name,
  brandId: productLines.brandId,
  brandName: brands.name,
  active: productLines.active,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.line_id = ${productLines}.id)`,
};

function selectLines(db: Db) {
  return db.select(lineColumns).from(productLines).innerJoin(brands, eq(brands.id, productLines.brandId));
}

export function listLines(db: Db, brandId?: number): Promise<Line[]> {
  return selectLines(db)
    .where(brandId ? eq(productLines.brandId, brandId) : undefined)
    .orderBy(asc(sql`lower(${brands.name})`), asc(sql`lower(${productLines.name})`));
}

export async function findLine(db: Db, id: number): Promise<Line | undefined> {
  const rows = await selectLines(db).where(eq(productLines.id, id)).limit(1);
  return rows[0];
}

export async function insertLine(db: Db, body: LineBody): Promise<number> {
  const [row] = await db.insert(productLines).values(body).returning({ id: productLines.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateLine(db: Db, id: number, body: LineBody): Promise<void> {
  await db.update(productLines).set(body).where(eq(productLines.id, id));
}

export async function deleteLine(db: Db, id: number): Promise<void> {
  await db.delete(productLines).where(eq(productLines.id, id));
}

/** Whether another brand has this name, in any case. */
export function brandNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, brands, { id: brands.id, name: brands.name }, name, exceptId);
}

/** Whether another line of this brand has this name, in any case. */
export function lineNameTaken(db: Db, brandId: number, name: string, exceptId?: number): Promise<boolean> {
  const columns = { id: productLines.id, name: productLines.name };
  return nameTaken(db, productLines, columns, name, exceptId, eq(productLines.brandId, brandId));
}
