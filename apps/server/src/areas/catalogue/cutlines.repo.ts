import type { EcommerceCutline, ProductGrade } from "@ops/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ecommerceCutlines, productClasses } from "../../db/schema";

export async function listCutlines(db: Db, classId?: number): Promise<EcommerceCutline[]> {
  const rows = await db
    .select({
      id: ecommerceCutlines.id,
      classId: ecommerceCutlines.classId,
      className: productClasses.name,
      grade: ecommerceCutlines.grade,
      minPrice: ecommerceCutlines.minPrice,
      updatedAt: ecommerceCutlines.updatedAt,
    })
    .from(ecommerceCutlines)
    .innerJoin(productClasses, eq(productClasses.id, ecommerceCutlines.classId))
    .where(classId ? eq(ecommerceCutlines.classId, classId) : undefined)
    .orderBy(asc(sql`lower(${productClasses.name})`), asc(ecommerceCutlines.grade));
  return rows.map((r) => ({
    ...r,
    grade: r.grade as ProductGrade,
    minPrice: Number(r.minPrice),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/** One delete and one multi-row insert. */
export async function replaceCutlines(
  db: Db,
  classId: number,
  lines: { grade: ProductGrade; minPrice: number }[],
): Promise<void> {
  await db.delete(ecommerceCutlines).where(eq(ecommerceCutlines.classId, classId));
  if (lines.length)
    await db
      .insert(ecommerceCutlines)
      .values(lines.map((l) => ({ classId, grade: l.grade, minPrice: l.minPrice.toFixed(2) })));
}
