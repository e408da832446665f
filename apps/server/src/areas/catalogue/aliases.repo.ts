import type { Alias, AliasBody, AliasesQuery, Paged } from "@ops/domain";
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";
import { products } from "../../db/schema";

const target = alias(products, "target");

const columns = {
  id: products.id,
  name: products.name,
  productId: sql<number>`${target.id}`,
  productName: sql<string>`${target.name}`,
  createdAt: products.createdAt,
};

function select(db: Db) {
  return db.select(columns).from(products).innerJoin(target, eq(target.id, products.aliasOfId));
}

const toAlias = (r: {
  id: number;
  name: string;
  productId: number;
  productName: string;
  createdAt: Date;
}): Alias => ({
  ...r,
  productId: Number(r.productId),
  createdAt: r.createdAt.toISOString(),
});

const SORTS = { name: sql`lower(${products.name})`, createdAt: products.createdAt } as const;

export async function pageAliases(db: Db, query: AliasesQuery): Promise<Paged<Alias>> {
  const where = and(
    eq(products.type, "alias"),
    query.product_id ? eq(products.aliasOfId, query.product_id) : undefined,
    query.search ? sql`lower(${products.name}) like ${containsPattern(query.search)}` : undefined,
  );
  const [rows, total] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...listOrder(SORTS, query.sort, query.order, products.id))
        .$dynamic(),
      query,
    ),
    exactCount(db, products, where),
  ]);
  return { data: rows.map(toAlias), total };
}

export async function findAlias(db: Db, id: number): Promise<Alias | undefined> {
  const rows = await select(db)
    .where(and(eq(products.id, id), eq(products.type, "alias")))
    .limit(1);
  return rows[0] ? toAlias(rows[0]) : undefined;
}

export async function insertAlias(db: Db, body: AliasBody): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ name: body.name, type: "alias", aliasOfId: body.productId })
    .returning({ id: products.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateAlias(db: Db, id: number, body: AliasBody): Promise<void> {
  await db
    .update(products)
    .set({ name: body.name, aliasOfId: body.productId, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}
