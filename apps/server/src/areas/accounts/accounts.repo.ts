import type { Account, AccountBody, AccountsQuery } from "@ops/domain";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";
import { accountDocuments, accounts, accountUsers, pricebooks } from "../../db/schema";

const parent = alias(accounts, "parent");

const accountColumns = {
  id: accounts.id,
  name: accounts.name,
  code: accounts.code,
  type: accounts.type,
  status: accounts.status,
  parentId: accounts.parentId,
  parentName: parent.name,
  // Qualified explicitly: a bare column here would bind to the subquery's own table.
  childCount: sql<number>`(select count(*)::int from ${accounts} c where c.parent_id = ${accounts}.id)`,
  pricingMode: accounts.pricingMode,
  inboundForm: accounts.inboundForm,
  assetForm: accounts.assetForm,
  certificateType: accounts.certificateType,
  subscriptionLevel: accounts.subscriptionLevel,
  pricebookId: accounts.pricebookId,
  email: accounts.email,
  phone: accounts.phone,
  street: accounts.street,
  city: accounts.city,
  region: accounts.region,
  postalCode: accounts.postalCode,
  country: accounts.country,
  notes: accounts.notes,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

export type AccountRow = Omit<Account, "qualification" | "createdAt" | "updatedAt"> & {
  createdAt: Date;
  updatedAt: Date;
};

function select(db: Db) {
  return db.select(accountColumns).from(accounts).leftJoin(parent, eq(parent.id, accounts.parentId));
}

const SORTS = { name: accounts.name, createdAt: accounts.createdAt, status: accounts.status } as const;

/** The WHERE of an accounts list, without the qualification filter (computed from documents). */
export function listFilter(
  query: Omit<AccountsQuery, "page" | "pageSize" | "sort" | "order">,
  scope?: SQL,
): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(accounts.type, query.type), scope];
  const text = query.find_by_name ?? query.search;
  if (text) {
    filters.push(sql`lower(${accounts.name}) like ${containsPattern(text)}`);
  }
  if (query.accountIds?.length) filters.push(inArray(accounts.id, query.accountIds));
  if (query.parentId) filters.push(eq(accounts.parentId, query.parentId));
  if (query.status) filters.push(eq(accounts.status, query.status));
  return and(...filters);
}

export async function pageAccounts(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number; sort: AccountsQuery["sort"]; order: "asc" | "desc" },
): Promise<{ rows: AccountRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...listOrder(SORTS, paging.sort, paging.order, accounts.id))
        .$dynamic(),
      paging,
    ),
    exactCount(db, accounts, where),
  ]);
  return { rows: rows as AccountRow[], total };
}

/** Every account matching a filter, capped; for the downstream-vendor qualification filter. */
export async function allAccounts(db: Db, where: SQL | undefined, limit: number): Promise<AccountRow[]> {
  return (await select(db)
    .where(where)
    .orderBy(asc(accounts.name), asc(accounts.id))
    .limit(limit)) as AccountRow[];
}

export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const rows = await select(db).where(eq(accounts.id, id)).limit(1);
  return rows[0] as AccountRow | undefined;
}

export async function childAccounts(db: Db, id: number, scope?: SQL): Promise<AccountRow[]> {
  return (await select(db)
    .where(and(eq(accounts.parentId, id), scope))
    .orderBy(asc(accounts.name))) as AccountRow[];
}

export async function insertAccount(db: Db, body: AccountBody): Promise<number> {
  const [row] = await db.insert(accounts).values(body).returning({ id: accounts.id });
  if (!row) throw new Error("insert returned no row");
  return row.id;
}

export async function updateAccount(db: Db, id: number, body: AccountBody): Promise<void> {
  await db
    .update(accounts)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(accounts.id, id));
}

export async function nameTaken(db: Db, type: string, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.type, type),
        sql`lower(${accounts.name}) = ${name.toLowerCase()}`,
        exceptId ? sql`${accounts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function codeTaken(db: Db, code: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        sql`lower(${accounts.code}) = ${code.toLowerCase()}`,
        exceptId ? sql`${accounts.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Arbitrary but fixed: the transaction lock that serialises changes of account parents. */
const ACCOUNT_TREE_LOCK = 72_640_118;

/**
 * Serialises parent changes until the transaction ends, so two concurrent moves cannot close a
 * loop that neither saw (each checks the ancestors only after the other has committed).
 */
export async function lockAccountTree(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_TREE_LOCK}::bigint)`);
}

/** The ancestors of an account, nearest first (to refuse a parent that would make a cycle). */
export async function ancestorIds(db: Db, id: number): Promise<number[]> {
  const result: number[] = [];
  let current: number | null = id;
  for (let depth = 0; current !== null && depth < 50; depth++) {
    const rows: { parentId: number | null }[] = await db
      .select({ parentId: accounts.parentId })
      .from(accounts)
      .where(eq(accounts.id, current))
      .limit(1);
    current = rows[0]?.parentId ?? null;
    if (current !== null) result.push(current);
  }
  return result;
}

/** Certificates of the given downstream vendors, for their qualification; one query. */
export async function certificatesOf(db: Db, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      id: accountDocuments.id,
      accountId: accountDocuments.accountId,
      dsvType: accountDocuments.dsvType,
      expiryDate: accountDocuments.expiryDate,
    })
    .from(accountDocuments)
    .where(
      and(inArray(accountDocuments.accountId, accountIds), sql`${accountDocuments.dsvType} is not null`),
    );
}

/** The accounts a client user belongs to and their children (the client's account scope). */
export async function memberAccountIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: accounts.id })
    .from(accounts)
    .innerJoin(
      accountUsers,
      or(eq(accountUsers.accountId, accounts.id), eq(accountUsers.accountId, accounts.parentId)),
    )
    .where(eq(accountUsers.userId, userId));
  return rows.map((r) => r.id);
}

/** The SQL condition "account id is one of these" (`all`: no condition), for list queries. */
export function accountIdScope(ids: number[] | "all"): SQL | undefined {
  if (ids === "all") return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`${accounts.id} = any(${sql.param(ids)}::int[])`;
}

/** The type of an account, or undefined when there is none with this id. */
export async function accountTypeOf(db: Db, id: number): Promise<{ type: string } | undefined> {
  const rows = await db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

export async function pricebookExists(db: Db, id: number): Promise<boolean> {
  const found = await db.select({ id: pricebooks.id }).from(pricebooks).where(eq(pricebooks.id, id));
  return found.length > 0;
}
