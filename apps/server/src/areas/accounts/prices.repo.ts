import type { PriceableItem, Pricebook, PriceEntry, PriceEntryView, PriceList, PriceType } from "@ops/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/paging";
import { accounts, pricebooks, priceEntries, priceLists, products, services, users } from "../../db/schema";

/** Whose prices: an account's inbound or outbound list, or a price book's. */
export type PriceOwner = { accountId: number; type: PriceType } | { pricebookId: number };

function ownerFilter(owner: PriceOwner): SQL | undefined {
  return "accountId" in owner
    ? and(eq(priceLists.accountId, owner.accountId), eq(priceLists.type, owner.type))
    : eq(priceLists.pricebookId, owner.pricebookId);
}

/**
 * Locks the owner's row until the transaction ends, so two saves take turns: the second sees the
 * first one's version. NO KEY UPDATE leaves rows that reference the owner free to be written.
 * Answers false when the owner does not exist.
 */
export async function lockOwner(db: Db, owner: PriceOwner): Promise<boolean> {
  const rows =
    "accountId" in owner
      ? await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(eq(accounts.id, owner.accountId))
          .for("no key update")
      : await db
          .select({ id: pricebooks.id })
          .from(pricebooks)
          .where(eq(pricebooks.id, owner.pricebookId))
          .for("no key update");
  return rows.length > 0;
}

export async function currentVersion(db: Db, owner: PriceOwner): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(max(${priceLists.version}), 0)::int` })
    .from(priceLists)
    .where(ownerFilter(owner));
  return Number(row?.version ?? 0);
}

/**
 * Saved versions of an owner's list, newest first (only the newest with `latestOnly`), each with
 * its entries: two queries whatever the number of versions and entries.
 */
export async function readPriceLists(db: Db, owner: PriceOwner, latestOnly: boolean): Promise<PriceList[]> {
  const heads = db
    .select({
      id: priceLists.id,
      version: priceLists.version,
      createdAt: priceLists.createdAt,
      createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(priceLists)
    .leftJoin(users, eq(users.id, priceLists.createdBy))
    .where(ownerFilter(owner))
    .orderBy(desc(priceLists.version));
  const lists = latestOnly ? await heads.limit(1) : await heads;
  if (!lists.length) return [];
  const entries = await db
    .select({
      priceListId: priceEntries.priceListId,
      productId: priceEntries.productId,
      serviceId: priceEntries.serviceId,
      itemName: sql<string>`coalesce(${products.name}, ${services.name}, '')`,
      method: priceEntries.method,
      customName: priceEntries.customName,
      unit: priceEntries.unit,
      price: priceEntries.price,
    })
    .from(priceEntries)
    .leftJoin(products, eq(products.id, priceEntries.productId))
    .leftJoin(services, eq(services.id, priceEntries.serviceId))
    .where(
      inArray(
        priceEntries.priceListId,
        lists.map((l) => l.id),
      ),
    )
    .orderBy(asc(priceEntries.priceListId), asc(priceEntries.position));
  const byList = new Map<number, PriceEntryView[]>();
  for (const { priceListId, ...entry } of entries) {
    const view: PriceEntryView = {
      ...entry,
      method: entry.method as PriceEntryView["method"],
      unit: entry.unit as PriceEntryView["unit"],
    };
    const list = byList.get(priceListId);
    if (list) list.push(view);
    else byList.set(priceListId, [view]);
  }
  return lists.map((l) => ({
    version: l.version,
    createdBy: l.createdBy,
    createdAt: l.createdAt.toISOString(),
    entries: byList.get(l.id) ?? [],
  }));
}

/** Writes one version: its head row, then every entry in one multi-row insert. */
export async function insertPriceList(
  db: Db,
  owner: PriceOwner,
  version: number,
  createdBy: number | null,
  entries: PriceEntry[],
): Promise<void> {
  const owned =
    "accountId" in owner
      ? { accountId: owner.accountId, type: owner.type }
      : { pricebookId: owner.pricebookId };
  const [head] = await db
    .insert(priceLists)
    .values({ ...owned, version, createdBy })
    .returning({ id: priceLists.id });
  if (!head) throw new Error("insert returned no row");
  if (!entries.length) return;
  await db.insert(priceEntries).values(
    entries.map((e, position) => ({
      priceListId: head.id,
      position,
      productId: e.productId,
      serviceId: e.serviceId,
      method: e.method,
      customName: e.customName,
      unit: e.unit,
      price: e.price,
    })),
  );
}

/** Which of the given product and service ids exist, in one query. */
export async function existingItems(
  db: Db,
  productIds: number[],
  serviceIds: number[],
): Promise<{ products: Set<number>; services: Set<number> }> {
  const found = { products: new Set<number>(), services: new Set<number>() };
  if (!productIds.length && !serviceIds.length) return found;
  const rows = await db
    .select({ kind: sql<string>`'product'`, id: products.id })
    .from(products)
    .where(inArray(products.id, productIds.length ? productIds : [0]))
    .unionAll(
      db
        .select({ kind: sql<string>`'service'`, id: services.id })
        .from(services)
        .where(inArray(services.id, serviceIds.length ? serviceIds : [0])),
    );
  for (const r of rows) (r.kind === "product" ? found.products : found.services).add(r.id);
  return found;
}

// The outer column is written `${table}.id`: in a single-table select Drizzle leaves `${column}`
// unqualified, and a bare "id" inside the subquery would bind to the subquery's own table.
const pricebookColumns = {
  id: pricebooks.id,
  name: pricebooks.name,
  description: pricebooks.description,
  currentVersion: sql<number>`(select coalesce(max(pl.version), 0)::int from ${priceLists} pl where pl.pricebook_id = ${pricebooks}.id)`,
  accountCount: sql<number>`(select count(*)::int from ${accounts} a where a.pricebook_id = ${pricebooks}.id)`,
};

function toPricebook(row: Pricebook): Pricebook {
  return { ...row, currentVersion: Number(row.currentVersion), accountCount: Number(row.accountCount) };
}

export async function listPricebooks(db: Db): Promise<Pricebook[]> {
  const rows = await db.select(pricebookColumns).from(pricebooks).orderBy(asc(pricebooks.name));
  return rows.map(toPricebook);
}

export async function findPricebook(db: Db, id: number): Promise<Pricebook | undefined> {
  const rows = await db.select(pricebookColumns).from(pricebooks).where(eq(pricebooks.id, id)).limit(1);
  return rows[0] ? toPricebook(rows[0]) : undefined;
}

export async function pricebookNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: pricebooks.id })
    .from(pricebooks)
    .where(
      and(
        sql`lower(${pricebooks.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${pricebooks.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type PricebookWrite = { name: string; description: string | null };

export async function insertPricebook(db: Db, values: PricebookWrite): Promise<number> {
  const [row] = await db.insert(pricebooks).values(values).returning({ id: pricebooks.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updatePricebook(db: Db, id: number, values: PricebookWrite): Promise<void> {
  await db
    .update(pricebooks)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(pricebooks.id, id));
}

/**
 * Active products and services whose name contains the text, by name, at most `limit`. The
 * filter is on `lower(name)`, the expression the products trigram index covers; each side is
 * limited before the union so a short search does not sort every match.
 */
export async function searchPriceableItems(
  db: Db,
  search: string | undefined,
  limit: number,
): Promise<PriceableItem[]> {
  const like = search ? containsPattern(search) : undefined;
  const productName = sql<string>`lower(${products.name})`;
  const serviceName = sql<string>`lower(${services.name})`;
  const rows = await db
    .select({ kind: sql<string>`'product'`, id: products.id, name: products.name, sortName: productName })
    .from(products)
    .where(and(eq(products.active, true), like ? sql`${productName} like ${like}` : undefined))
    .orderBy(productName)
    .limit(limit)
    .unionAll(
      db
        .select({ kind: sql<string>`'service'`, id: services.id, name: services.name, sortName: serviceName })
        .from(services)
        .where(and(eq(services.active, true), like ? sql`${serviceName} like ${like}` : undefined))
        .orderBy(serviceName)
        .limit(limit),
    )
    .orderBy(sql`4`, sql`1`, sql`2`)
    .limit(limit);
  return rows.map((r) => ({ kind: r.kind === "service" ? "service" : "product", id: r.id, name: r.name }));
}
