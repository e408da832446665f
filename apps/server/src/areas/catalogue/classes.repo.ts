import type {
  AttributeSet,
  ClassAttribute,
  ClassAttributeBody,
  ProductClass,
  ProductClassBody,
  ProductClassesQuery,
} from "@ops/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  classAttributeClasses,
  classAttributes,
  productAttributeValues,
  productClasses,
  products,
} from "../../db/schema";
import { nameTaken } from "./names.repo";

const classColumns = {
  id: productClasses.id,
  name: productClasses.name,
  tier: productClasses.tier,
  serialized: productClasses.serialized,
  description: productClasses.description,
  r2MaterialType: productClasses.r2MaterialType,
  active: productClasses.active,
  productCount: sql<number>`(select count(*)::int from ${products} p where p.class_id = ${productClasses}.id)`,
  attributeCount: sql<number>`(select count(*)::int from ${classAttributeClasses} c where c.class_id = ${productClasses}.id)`,
  updatedAt: productClasses.updatedAt,
};

type ClassRow = Omit<ProductClass, "tier" | "r2MaterialType" | "updatedAt"> & {
  tier: string;
  r2MaterialType: string | null;
  updatedAt: Date;
};
const toClass = (row: ClassRow): ProductClass => ({
  ...row,
  tier: row.tier as ProductClass["tier"],
  r2MaterialType: row.r2MaterialType as ProductClass["r2MaterialType"],
  updatedAt: row.updatedAt.toISOString(),
});

/** The condition of a classes list: by tier, serialized and active. */
export function classFilter(query: ProductClassesQuery): SQL | undefined {
  return and(
    query.tier ? eq(productClasses.tier, query.tier) : undefined,
    query.serialized ? eq(productClasses.serialized, query.serialized === "true") : undefined,
    query.active === "all" ? undefined : eq(productClasses.active, query.active === "true"),
  );
}

export async function listClasses(db: Db, where?: SQL): Promise<ProductClass[]> {
  const rows = await db
    .select(classColumns)
    .from(productClasses)
    .where(where)
    .orderBy(asc(sql`lower(${productClasses.name})`));
  return rows.map(toClass);
}

export async function findClass(db: Db, id: number): Promise<ProductClass | undefined> {
  const rows = await db.select(classColumns).from(productClasses).where(eq(productClasses.id, id)).limit(1);
  return rows[0] ? toClass(rows[0]) : undefined;
}

export async function insertClass(db: Db, body: ProductClassBody): Promise<number> {
  const [row] = await db.insert(productClasses).values(body).returning({ id: productClasses.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateClass(db: Db, id: number, body: ProductClassBody): Promise<void> {
  await db
    .update(productClasses)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(productClasses.id, id));
}

export async function deleteClass(db: Db, id: number): Promise<void> {
  await db.delete(productClasses).where(eq(productClasses.id, id));
}

/** How many products and attributes use a class (a used class cannot be removed). */
export async function classUsage(db: Db, id: number): Promise<{ products: number; attributes: number }> {
  const [used, attrs] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.classId, id)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(classAttributeClasses)
      .where(eq(classAttributeClasses.classId, id)),
  ]);
  return { products: used[0]?.n ?? 0, attributes: attrs[0]?.n ?? 0 };
}

export async function existingClassIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: productClasses.id })
    .from(productClasses)
    .where(inArray(productClasses.id, ids));
  return new Set(rows.map((r) => r.id));
}

const classIdsColumn = sql<
  number[] | null
>`(select array_agg(c.class_id order by c.class_id) from ${classAttributeClasses} c where c.attribute_id = ${classAttributes}.id)`;

const attributeColumns = {
  id: classAttributes.id,
  name: classAttributes.name,
  kind: classAttributes.kind,
  options: classAttributes.options,
  required: classAttributes.required,
  classIds: classIdsColumn,
  updatedAt: classAttributes.updatedAt,
};

type AttributeRow = {
  id: number;
  name: string;
  kind: string;
  options: string[];
  required: boolean;
  classIds: number[] | null;
  updatedAt: Date;
};
const toAttribute = (row: AttributeRow): ClassAttribute => ({
  ...row,
  kind: row.kind as ClassAttribute["kind"],
  classIds: (row.classIds ?? []).map(Number),
  updatedAt: row.updatedAt.toISOString(),
});

/** Attributes, optionally only those of one class. */
export async function listAttributes(db: Db, classId?: number): Promise<ClassAttribute[]> {
  const where = classId
    ? sql`exists (select 1 from ${classAttributeClasses} c where c.attribute_id = ${classAttributes}.id and c.class_id = ${classId})`
    : undefined;
  const rows = await db
    .select(attributeColumns)
    .from(classAttributes)
    .where(where)
    .orderBy(asc(sql`lower(${classAttributes.name})`));
  return rows.map(toAttribute);
}

export async function findAttribute(db: Db, id: number): Promise<ClassAttribute | undefined> {
  const rows = await db
    .select(attributeColumns)
    .from(classAttributes)
    .where(eq(classAttributes.id, id))
    .limit(1);
  return rows[0] ? toAttribute(rows[0]) : undefined;
}

export async function insertAttribute(db: Db, body: ClassAttributeBody): Promise<number> {
  const { classIds: _classIds, ...values } = body;
  const [row] = await db.insert(classAttributes).values(values).returning({ id: classAttributes.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateAttribute(db: Db, id: number, body: ClassAttributeBody): Promise<void> {
  const { classIds: _classIds, ...values } = body;
  await db
    .update(classAttributes)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(classAttributes.id, id));
}

/** Replaces an attribute's classes: one delete and one multi-row insert. */
export async function replaceAttributeClasses(
  db: Db,
  attributeId: number,
  classIds: number[],
): Promise<void> {
  await db.delete(classAttributeClasses).where(eq(classAttributeClasses.attributeId, attributeId));
  if (classIds.length)
    await db.insert(classAttributeClasses).values(classIds.map((classId) => ({ attributeId, classId })));
}

export async function attributeValueCount(db: Db, attributeId: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(productAttributeValues)
    .where(eq(productAttributeValues.attributeId, attributeId));
  return rows[0]?.n ?? 0;
}

export async function deleteAttribute(db: Db, id: number): Promise<void> {
  await db.delete(classAttributes).where(eq(classAttributes.id, id));
}

/** Each attribute of a class with the distinct values its products hold, in one query. */
export async function attributeSets(db: Db, classId: number): Promise<AttributeSet[]> {
  const rows = await db
    .select({
      attributeId: classAttributes.id,
      name: classAttributes.name,
      kind: classAttributes.kind,
      required: classAttributes.required,
      options: classAttributes.options,
      values: sql<
        string[] | null
      >`(select array_agg(distinct v.value order by v.value) from ${productAttributeValues} v
        join ${products} p on p.id = v.product_id
        where v.attribute_id = ${classAttributes}.id and p.class_id = ${classId})`,
    })
    .from(classAttributes)
    .innerJoin(
      classAttributeClasses,
      and(
        eq(classAttributeClasses.attributeId, classAttributes.id),
        eq(classAttributeClasses.classId, classId),
      ),
    )
    .orderBy(asc(sql`lower(${classAttributes.name})`));
  return rows.map((r) => ({ ...r, kind: r.kind as AttributeSet["kind"], values: r.values ?? [] }));
}

/** How many serialized products sit in a class (it cannot stop being serialized while any do). */
export async function serializedProductCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.classId, id), eq(products.type, "serialized")));
  return row?.n ?? 0;
}

/** Whether another class has this name, in any case. */
export function classNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(db, productClasses, { id: productClasses.id, name: productClasses.name }, name, exceptId);
}

/** Whether another attribute has this name, in any case. */
export function attributeNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  return nameTaken(
    db,
    classAttributes,
    { id: classAttributes.id, name: classAttributes.name },
    name,
    exceptId,
  );
}
