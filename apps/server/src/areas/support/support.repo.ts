import type { SupportRequest, SupportRequestEvent, SupportRequestsQuery } from "@ops/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";
import { supportRequests } from "../../db/schema";

// The support area's SQL: request rows (`r`) with their account and the people who filed and
// executed them, the request's events, and who is told when one is filed.

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportRequestInsert = typeof supportRequests.$inferInsert;

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

type ListedRow = Omit<SupportRequest, "executedAt" | "createdAt" | "updatedAt"> & {
  executedAt: unknown;
  createdAt: unknown;
  updatedAt: unknown;
};

const personName = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else ${alias}.first_name || ' ' || ${alias}.last_name end`,
  );

const columns = sql`r.id, r.account_id as "accountId", acc.name as "accountName", r.type, r.subject,
  r.description, r.asset_barcode as "assetBarcode", r.status, r.outcome,
  ${personName("xu")} as "executedBy", r.executed_at as "executedAt",
  ${personName("cu")} as "createdBy", r.created_at as "createdAt", r.updated_at as "updatedAt"`;

const joins = sql`join accounts acc on acc.id = r.account_id
  left join users xu on xu.id = r.executed_by
  left join users cu on cu.id = r.created_by`;

const toRequest = (r: ListedRow): SupportRequest => ({
  ...r,
  executedAt: iso(r.executedAt),
  createdAt: iso(r.createdAt) as string,
  updatedAt: iso(r.updatedAt) as string,
});

/** The accounts a list is limited to: every one (operators) or these (a client's). */
export type AccountScope = number[] | "all";

const scopeWhere = (scope: AccountScope): SQL =>
  scope === "all" ? sql`true` : sql`r.account_id = any(${sql.param(scope)}::int[])`;

const SORTS: Record<SupportRequestsQuery["sort"], SQL> = {
  id: sql`r.id`,
  createdAt: sql`r.created_at`,
  status: sql`r.status`,
  subject: sql`lower(r.subject)`,
  accountName: sql`acc.name`,
};

/** A page of requests in scope, filtered, with the filtered total (two statements). */
export async function pageRequests(
  db: Db,
  q: SupportRequestsQuery,
  scope: AccountScope,
): Promise<{ data: SupportRequest[]; total: number }> {
  const conditions: SQL[] = [scopeWhere(scope)];
  if (q.status) conditions.push(sql`r.status = ${q.status}`);
  if (q.type) conditions.push(sql`r.type = ${q.type}`);
  if (q.accountId) conditions.push(sql`r.account_id = ${q.accountId}`);
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(
      sql`(lower(r.subject) like ${pattern} or lower(coalesce(r.asset_barcode, '')) like ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const direction = sql.raw(q.order);
  const [rows, [count]] = await Promise.all([
    rowsOf<ListedRow>(
      db,
      sql`select ${columns} from support_requests r ${joins} where ${where}
        order by ${SORTS[q.sort]} ${direction}, r.id ${direction}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(
      db,
      sql`select count(*) as n from support_requests r join accounts acc on acc.id = r.account_id where ${where}`,
    ),
  ]);
  return { data: rows.map(toRequest), total: Number(count?.n ?? 0) };
}

/** One request as the screens read it. */
export async function requestById(db: Db, id: number): Promise<SupportRequest | undefined> {
  const [row] = await rowsOf<ListedRow>(
    db,
    sql`select ${columns} from support_requests r ${joins} where r.id = ${id}`,
  );
  return row ? toRequest(row) : undefined;
}

/** The stored row, locked for the caller's transaction when asked. */
export async function findRow(db: Db, id: number, forUpdate = false): Promise<SupportRequestRow | undefined> {
  const query = db.select().from(supportRequests).where(eq(supportRequests.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

export async function insertRow(db: Db, values: SupportRequestInsert): Promise<number> {
  const [row] = await db.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error("no support request inserted");
  return row.id;
}

export async function updateRow(db: Db, id: number, values: Partial<SupportRequestInsert>): Promise<void> {
  await db
    .update(supportRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(supportRequests.id, id));
}

export async function deleteRow(db: Db, id: number): Promise<void> {
  await db.delete(supportRequests).where(eq(supportRequests.id, id));
}

/** The request's events, oldest first (events_support_request_idx). */
export async function eventsOf(db: Db, id: number): Promise<SupportRequestEvent[]> {
  const rows = await rowsOf<
    Omit<SupportRequestEvent, "id" | "createdAt"> & { id: unknown; createdAt: unknown }
  >(
    db,
    sql`select e.id, e.action, e.message, ${personName("u")} as "userName", e.created_at as "createdAt"
      from events e left join users u on u.id = e.user_id
      where e.support_request_id = ${id}::int order by e.created_at, e.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt) as string }));
}

/** Most operators told of a new request: those who can execute it, never the whole staff list. */
export const EXECUTOR_NOTICE_LIMIT = 100;

/** Active operator users holding `support.execute` through one of their roles (bounded). */
export async function executorIds(db: Db): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct u.id from users u
      join user_roles ur on ur.user_id = u.id
      join roles ro on ro.id = ur.role_id and ro.type = 'operator'
      join role_permissions rp on rp.role_id = ro.id and rp.permission = 'support.execute'
      where u.active
      order by u.id limit ${EXECUTOR_NOTICE_LIMIT}`,
  );
  return rows.map((r) => Number(r.id));
}
