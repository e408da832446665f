import type {
  Product,
  ProductListItem,
  ProductMatch,
  ProductReference,
  ProductsQuery,
  ProductType,
} from "@ops/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate, prefixPattern } from "../../db/paging";
import {
  brands,
  classAttributes,
  priceEntries,
  productAttributeValues,
  productClasses,
  productLines,
  productReferences,
  productServices,
  products,
} from "../../db/schema";

const target = alias(products, "target");

const listColumns = {
  id: products.id,
  name: products.name,
  type: products.type,
  classId: products.classId,
  className: productClasses.name,
  brandId: products.brandId,
  brandName: brands.name,
  lineId: products.lineId,
  lineName: productLines.name,
  group: products.group,
  mpn: sql<
    string | null
  >`(select r.identifier from ${productReferences} r where r.product_id = ${products}.id and r.topic = 'mpn' order by r.id limit 1)`,
  aliasOfId: products.aliasOfId,
  aliasOfName: target.name,
  active: products.active,
  createdAt: products.createdAt,
};

type ListRow = Omit<ProductListItem, "type" | "createdAt"> & { type: string; createdAt: Date };
const toListItem = (row: ListRow): ProductListItem => ({
  ...row,
  type: row.type as ProductType,
  createdAt: row.createdAt.toISOString(),
});

const detailColumns = {
  ...listColumns,
  description: products.description,
  weight: products.weight,
  serialPattern: products.serialPattern,
  serialRequired: products.serialRequired,
  updatedAt: products.updatedAt,
};

// The same joins twice: Drizzle's select builders do not type-check through a shared generic helper.
function selectList(db: Db) {
  return db
    .select(listColumns)
    .from(products)
    .leftJoin(productClasses, eq(productClasses.id, products.classId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productLines, eq(productLines.id, products.lineId))
    .leftJoin(target, eq(target.id, products.aliasOfId));
}

function selectDetail(db: Db) {
  return db
    .select(detailColumns)
    .from(products)
    .leftJoin(productClasses, eq(productClasses.id, products.classId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(productLines, eq(productLines.id, products.lineId))
    .leftJoin(target, eq(target.id, products.aliasOfId));
}

const SORTS = {
  name: sql`lower(${products.name})`,
  type: products.type,
  createdAt: products.createdAt,
} as const;

/** The condition of the product lists: by type, class, brand, line, group, active and name. */
export function productFilter(query: ProductsQuery): SQL | undefined {
  return and(
    query.type ? eq(products.type, query.type) : undefined,
    query.class_id ? eq(products.classId, query.class_id) : undefined,
    query.brand_id ? eq(products.brandId, query.brand_id) : undefined,
    query.line_id ? eq(products.lineId, query.line_id) : undefined,
    query.group ? eq(products.group, query.group) : undefined,
    query.active === "all" ? undefined : eq(products.active, query.active === "true"),
    query.search ? sql`lower(${products.name}) like ${containsPattern(query.search)}` : undefined,
  );
}

/** One page of products and the total, in two queries whatever the page size. */
export async function pageProducts(
  db: Db,
  where: SQL | undefined,
  paging: Pick<ProductsQuery, "page" | "pageSize" | "sort" | "order">,
): Promise<{ data: ProductListItem[]; total: number }> {
  const [rows, total] = await Promise.all([
    paginate(
      selectList(db)
        .where(where)
        .orderBy(...listOrder(SORTS, paging.sort, paging.order, products.id))
        .$dynamic(),
      paging,
    ),
    exactCount(db, products, where),
  ]);
  return { data: rows.map(toListItem), total };
}

/** Every product but aliases, in name order, for export (a cap keeps the file a sane size). */
export async function allProducts(db: Db, limit: number) {
  const rows = await selectDetail(db)
    .where(sql`${products.type} <> 'alias'`)
    .orderBy(asc(sql`lower(${products.name})`))
    .limit(limit);
  return rows;
}

export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  const rows = await selectDetail(db).where(eq(products.id, id)).limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const [attributes, references, aliases] = await Promise.all([
    db
      .select({
        attributeId: productAttributeValues.attributeId,
        name: classAttributes.name,
        value: productAttributeValues.value,
      })
      .from(productAttributeValues)
      .innerJoin(classAttributes, eq(classAttributes.id, productAttributeValues.attributeId))
      .where(eq(productAttributeValues.productId, id))
      .orderBy(asc(sql`lower(${classAttributes.name})`)),
    db
      .select({ topic: productReferences.topic, identifier: productReferences.identifier })
      .from(productReferences)
      .where(eq(productReferences.productId, id))
      .orderBy(asc(productReferences.id)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.aliasOfId, id))
      .orderBy(asc(sql`lower(${products.name})`)),
  ]);
  const { description, weight, serialPattern, serialRequired, updatedAt, ...item } = row;
  return {
    ...toListItem(item),
    description,
    weight: weight === null ? null : Number(weight),
    serialPattern,
    serialRequired,
    attributes,
    references,
    aliases,
    updatedAt: updatedAt.toISOString(),
  };
}

export type ProductWrite = {
  name: string;
  type: ProductType;
  classId: number | null;
  brandId: number | null;
  lineId: number | null;
  group: string | null;
  description: string | null;
  weight: number | null;
  serialPattern: string | null;
  serialRequired: boolean;
  aliasOfId: number | null;
  active: boolean;
};

const toColumns = (v: ProductWrite) => ({ ...v, weight: v.weight === null ? null : v.weight.toFixed(3) });

/** One multi-row insert; answers the new ids in input order. */
export async function insertProducts(db: Db, values: ProductWrite[]): Promise<number[]> {
  if (!values.length) return [];
  const rows = await db.insert(products).values(values.map(toColumns)).returning({ id: products.id });
  return rows.map((r) => r.id);
}

export async function updateProduct(db: Db, id: number, values: ProductWrite): Promise<void> {
  await db
    .update(products)
    .set({ ...toColumns(values), updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}

/** Replaces a product's attribute values: one delete, one multi-row insert. */
export async function replaceAttributeValues(
  db: Db,
  productId: number,
  values: { attributeId: number; value: string }[],
): Promise<void> {
  await db.delete(productAttributeValues).where(eq(productAttributeValues.productId, productId));
  if (values.length) await db.insert(productAttributeValues).values(values.map((v) => ({ productId, ...v })));
}

/** Writes references of many products at once (after their old ones are removed). */
export async function replaceReferences(
  db: Db,
  productIds: number[],
  values: { productId: number; topic: string; identifier: string }[],
): Promise<void> {
  if (productIds.length)
    await db.delete(productReferences).where(inArray(productReferences.productId, productIds));
  if (values.length) await db.insert(productReferences).values(values);
}

/** Which of these names (lower-cased) products or aliases already hold, other than `exceptId`. */
export async function takenNames(db: Db, names: string[], exceptId?: number): Promise<Set<string>> {
  if (!names.length) return new Set();
  const rows = await db
    .select({ name: sql<string>`lower(${products.name})` })
    .from(products)
    .where(
      and(
        sql`lower(${products.name}) = any(${sql.param(names.map((n) => n.toLowerCase()))}::text[])`,
        exceptId ? sql`${products.id} <> ${exceptId}` : undefined,
      ),
    );
  return new Set(rows.map((r) => r.name));
}

/** References already held by other products: `topic|lower(identifier)` → product name. */
export async function takenReferences(
  db: Db,
  refs: { topic: string; identifier: string }[],
  exceptId?: number,
): Promise<Map<string, string>> {
  if (!refs.length) return new Map();
  const keys = refs.map((r) => `${r.topic}|${r.identifier.toLowerCase()}`);
  const rows = await db
    .select({
      key: sql<string>`${productReferences.topic} || '|' || lower(${productReferences.identifier})`,
      name: products.name,
    })
    .from(productReferences)
    .innerJoin(products, eq(products.id, productReferences.productId))
    .where(
      and(
        sql`${productReferences.topic} || '|' || lower(${productReferences.identifier}) = any(${sql.param(keys)}::text[])`,
        exceptId ? sql`${productReferences.productId} <> ${exceptId}` : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.key, r.name]));
}

export async function productBasics(db: Db, id: number) {
  const rows = await db
    .select({ id: products.id, name: products.name, type: products.type, aliasOfId: products.aliasOfId })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return rows[0];
}

/** What names a product: aliases, price lines and product services (a used product is not removed). */
export async function productUsage(db: Db, id: number) {
  const count = sql<number>`count(*)::int`;
  const [aliases, prices, links] = await Promise.all([
    db.select({ n: count }).from(products).where(eq(products.aliasOfId, id)),
    db.select({ n: count }).from(priceEntries).where(eq(priceEntries.productId, id)),
    db.select({ n: count }).from(productServices).where(eq(productServices.productId, id)),
  ]);
  return { aliases: aliases[0]?.n ?? 0, prices: prices[0]?.n ?? 0, services: links[0]?.n ?? 0 };
}

/**
 * Products whose name or alias contains the text (any case), through the trigram index on
 * lower(name); an alias answers the product it resolves to. Exact and prefix matches first.
 */
export async function findProducts(
  db: Db,
  text: string,
  like: string,
  type: ProductType | undefined,
  limit: number,
) {
  const prefix = prefixPattern(text, "lower");
  // Ordered by lower(name) alone so the planner can walk the name index and stop at the limit
  // when a word matches thousands of rows, or sort the few rows the trigram index finds.
  const matching = (pattern: string) =>
    db
      .select({
        id: sql<number>`coalesce(${target.id}, ${products.id})`,
        name: sql<string>`coalesce(${target.name}, ${products.name})`,
        type: sql<string>`coalesce(${target.type}, ${products.type})`,
        classId: sql<number | null>`coalesce(${target.classId}, ${products.classId})`,
        brandId: sql<number | null>`coalesce(${target.brandId}, ${products.brandId})`,
        matchedAlias: sql<string | null>`case when ${products.type} = 'alias' then ${products.name} end`,
      })
      .from(products)
      .leftJoin(target, eq(target.id, products.aliasOfId))
      .where(
        and(
          sql`lower(${products.name}) like ${pattern}`,
          eq(products.active, true),
          sql`coalesce(${target.active}, true)`,
          type ? sql`coalesce(${target.type}, ${products.type}) = ${type}` : undefined,
        ),
      )
      .orderBy(sql`lower(${products.name})`)
      .limit(limit * 2);
  // Names starting with the text first (an exact name is the first of those), then the rest.
  const startsWith = await matching(prefix);
  const rows = startsWith.length >= limit * 2 ? startsWith : [...startsWith, ...(await matching(like))];
  const seen = new Set<number>();
  const unique = rows.filter((r) => !seen.has(r.id) && seen.add(r.id)).slice(0, limit);
  const classIds = [...new Set(unique.map((r) => r.classId).filter((v): v is number => v !== null))];
  const brandIds = [...new Set(unique.map((r) => r.brandId).filter((v): v is number => v !== null))];
  const [classRows, brandRows] = await Promise.all([
    classIds.length
      ? db
          .select({ id: productClasses.id, name: productClasses.name })
          .from(productClasses)
          .where(inArray(productClasses.id, classIds))
      : [],
    brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, brandIds))
      : [],
  ]);
  const classNames = new Map(classRows.map((r) => [r.id, r.name]));
  const brandNames = new Map(brandRows.map((r) => [r.id, r.name]));
  return unique.map(
    (r): ProductMatch => ({
      id: Number(r.id),
      name: r.name,
      type: r.type as ProductType,
      className: r.classId === null ? null : (classNames.get(Number(r.classId)) ?? null),
      brandName: r.brandId === null ? null : (brandNames.get(Number(r.brandId)) ?? null),
      matchedAlias: r.matchedAlias,
    }),
  );
}

export async function listGroups(db: Db) {
  return db
    .select({ name: sql<string>`${products.group}`, productCount: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.group} is not null`)
    .groupBy(products.group)
    .orderBy(asc(products.group));
}

function selectReferences(db: Db) {
  return db
    .select({
      topic: productReferences.topic,
      identifier: productReferences.identifier,
      productId: productReferences.productId,
      productName: products.name,
    })
    .from(productReferences)
    .innerJoin(products, eq(products.id, productReferences.productId));
}

export function listReferences(db: Db, topic: string, like?: string): Promise<ProductReference[]> {
  return selectReferences(db)
    .where(
      and(
        eq(productReferences.topic, topic),
        like ? sql`lower(${productReferences.identifier}) like ${like}` : undefined,
      ),
    )
    .orderBy(asc(productReferences.identifier))
    .limit(100);
}

export async function findReference(
  db: Db,
  topic: string,
  identifier: string,
): Promise<ProductReference | undefined> {
  const rows = await selectReferences(db)
    .where(
      and(
        eq(productReferences.topic, topic),
        sql`lower(${productReferences.identifier}) = ${identifier.toLowerCase()}`,
      ),
    )
    .limit(1);
  return rows[0];
}
