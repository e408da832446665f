import type {
  InboundRequest,
  InboundRequestBody,
  InboundRequestQuestion,
  InboundRequestsQuery,
} from "@ops/domain";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, listOrder, paginate } from "../../db/paging";
import { accounts, activities, inboundRequestQuestions, inboundRequests, users } from "../../db/schema";

/** Rows of a raw statement; PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The scope "request of one of these accounts" (`all`: no condition). */
export function accountScope(ids: number[] | "all"): SQL | undefined {
  if (ids === "all") return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`${inboundRequests.accountId} = any(${sql.param(ids)}::int[])`;
}

export async function listQuestions(
  db: Db,
  activeOnly: boolean,
): Promise<(InboundRequestQuestion & { active: boolean })[]> {
  const rows = await db
    .select({
      id: inboundRequestQuestions.id,
      question: inboundRequestQuestions.question,
      kind: inboundRequestQuestions.kind,
      required: inboundRequestQuestions.required,
      position: inboundRequestQuestions.position,
      active: inboundRequestQuestions.active,
    })
    .from(inboundRequestQuestions)
    .where(activeOnly ? eq(inboundRequestQuestions.active, true) : undefined)
    .orderBy(asc(inboundRequestQuestions.position), asc(inboundRequestQuestions.id));
  return rows.map((r) => ({ ...r, kind: r.kind as InboundRequestQuestion["kind"] }));
}

const columns = {
  id: inboundRequests.id,
  number: inboundRequests.number,
  accountId: inboundRequests.accountId,
  accountName: accounts.name,
  status: inboundRequests.status,
  requestedStart: inboundRequests.requestedStart,
  requestedEnd: inboundRequests.requestedEnd,
  street: inboundRequests.street,
  city: inboundRequests.city,
  region: inboundRequests.region,
  postalCode: inboundRequests.postalCode,
  country: inboundRequests.country,
  contactName: inboundRequests.contactName,
  contactPhone: inboundRequests.contactPhone,
  contactEmail: inboundRequests.contactEmail,
  shipmentSize: inboundRequests.shipmentSize,
  estimatedPallets: inboundRequests.estimatedPallets,
  estimatedWeight: inboundRequests.estimatedWeight,
  estimatedUnits: inboundRequests.estimatedUnits,
  notes: inboundRequests.notes,
  answers: inboundRequests.answers,
  attributes: inboundRequests.attributes,
  loadSlug: activities.slug,
  createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  createdAt: inboundRequests.createdAt,
  updatedAt: inboundRequests.updatedAt,
};

type Row = Omit<InboundRequest, "status" | "answers" | "attributes" | "createdAt" | "updatedAt"> & {
  id: number;
  status: string;
  answers: unknown;
  attributes: unknown;
  createdAt: Date;
  updatedAt: Date;
};

export type InboundRequestRow = InboundRequest & { id: number };

function toRequest(row: Row): InboundRequestRow {
  return {
    ...row,
    status: row.status as InboundRequest["status"],
    answers: (row.answers ?? {}) as Record<string, string>,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One query for any number of requests: the load comes from one left join (one load per request). */
function select(db: Db) {
  return db
    .select(columns)
    .from(inboundRequests)
    .innerJoin(accounts, eq(accounts.id, inboundRequests.accountId))
    .leftJoin(activities, eq(activities.inboundRequestId, inboundRequests.id))
    .leftJoin(users, eq(users.id, inboundRequests.createdBy));
}

export async function findRequest(db: Db, number: number): Promise<InboundRequestRow | undefined> {
  const rows = await select(db).where(eq(inboundRequests.number, number)).limit(1);
  return rows[0] ? toRequest(rows[0]) : undefined;
}

const SORTS = {
  number: inboundRequests.number,
  requestedStart: inboundRequests.requestedStart,
  createdAt: inboundRequests.createdAt,
  status: inboundRequests.status,
} as const;

function listFilter(query: InboundRequestsQuery, scope: SQL | undefined): SQL | undefined {
  const filters: (SQL | undefined)[] = [scope];
  if (query.status) filters.push(eq(inboundRequests.status, query.status));
  if (query.accountId) filters.push(eq(inboundRequests.accountId, query.accountId));
  if (query.accountIds && query.accountIds.length > 0)
    filters.push(sql`${inboundRequests.accountId} = any(${sql.param(query.accountIds)}::int[])`);
  if (query.search) {
    const term = query.search.trim();
    const like = containsPattern(term);
    const byNumber = /^\d{1,9}$/.test(term) ? sql`${inboundRequests.number} = ${Number(term)} or ` : sql``;
    filters.push(
      sql`(${byNumber}lower(${accounts.name}) like ${like} or lower(${inboundRequests.contactName}) like ${like}
        or lower(${inboundRequests.city}) like ${like} or lower(${inboundRequests.attributes}->>'clientRef') like ${like})`,
    );
  }
  return and(...filters);
}

/** A page of requests and the total; `scope` limits a client to their accounts. */
export async function pageRequests(
  db: Db,
  query: InboundRequestsQuery,
  scope: SQL | undefined,
): Promise<{ rows: InboundRequestRow[]; total: number }> {
  const where = listFilter(query, scope);
  const order = listOrder(SORTS, query.sort, query.order, inboundRequests.id, { tieBreak: "same" });
  const [rows, count] = await Promise.all([
    paginate(
      select(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      query,
    ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(inboundRequests)
      .innerJoin(accounts, eq(accounts.id, inboundRequests.accountId))
      .where(where),
  ]);
  return { rows: rows.map(toRequest), total: count[0]?.n ?? 0 };
}

export async function recentRequests(
  db: Db,
  scope: SQL | undefined,
  limit: number,
): Promise<InboundRequestRow[]> {
  const rows = await select(db)
    .where(scope)
    .orderBy(desc(inboundRequests.createdAt), desc(inboundRequests.id))
    .limit(limit);
  return rows.map(toRequest);
}

export async function nextNumber(db: Db): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select nextval('inbound_request_number_seq')::int as n`);
  if (!row) throw new Error("no number from inbound_request_number_seq");
  return Number(row.n);
}

export type RequestValues = Omit<InboundRequestBody, "attributes" | "answers" | "accountId"> & {
  answers: Record<string, string>;
  attributes: Record<string, unknown>;
};

export async function insertRequest(
  db: Db,
  values: RequestValues & { number: number; accountId: number; createdBy: number },
): Promise<void> {
  await db.insert(inboundRequests).values(values);
}

/** Locks the request until the transaction ends (the load link takes the same lock). */
export async function lockRequest(db: Db, number: number) {
  const [row] = await db
    .select({
      id: inboundRequests.id,
      accountId: inboundRequests.accountId,
      status: inboundRequests.status,
      requestedStart: inboundRequests.requestedStart,
      requestedEnd: inboundRequests.requestedEnd,
    })
    .from(inboundRequests)
    .where(eq(inboundRequests.number, number))
    .for("update");
  if (!row) return undefined;
  const [load] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.inboundRequestId, row.id))
    .limit(1);
  return { ...row, loadSlug: load?.slug ?? null };
}

export async function updateRequest(
  db: Db,
  id: number,
  values: Partial<RequestValues> & { status?: string },
): Promise<void> {
  await db
    .update(inboundRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(inboundRequests.id, id));
}

/**
 * DCA numbers already used on the account's requests and inbound loads, distinct and sorted
 * (the cable form's suggestions); at most 500.
 */
export async function dcaNumbers(db: Db, accountId: number): Promise<string[]> {
  const rows = await rowsOf<{ dca: string }>(
    db,
    sql`select dca from (
      select jsonb_array_elements_text(r.attributes->'dcaNumbers') as dca
      from inbound_requests r
      where r.account_id = ${accountId} and jsonb_typeof(r.attributes->'dcaNumbers') = 'array'
      union
      select jsonb_array_elements_text(a.attributes->'dcaNumbers')
      from activities a
      where a.account_id = ${accountId} and a.type = 'inbound' and jsonb_typeof(a.attributes->'dcaNumbers') = 'array'
    ) used
    where dca <> ''
    order by dca
    limit 500`,
  );
  return rows.map((r) => r.dca);
}

/** The inbound form variant of an account (which attribute schema its requests use). */
export async function inboundFormOf(db: Db, accountId: number): Promise<string | undefined> {
  const [account] = await db
    .select({ inboundForm: accounts.inboundForm })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return account?.inboundForm;
}

/** A request by number with what claiming it checks, locked until the transaction ends. */
export async function lockRequestForLoad(db: Db, number: number) {
  const [request] = await db
    .select({ id: inboundRequests.id, accountId: inboundRequests.accountId, status: inboundRequests.status })
    .from(inboundRequests)
    .where(eq(inboundRequests.number, number))
    .for("update");
  return request;
}

/** The slug of the load made from a request, if there is one. */
export async function loadSlugOfRequest(db: Db, requestId: number): Promise<string | undefined> {
  const [linked] = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.inboundRequestId, requestId))
    .limit(1);
  return linked?.slug;
}

export async function markLoadCreated(db: Db, requestId: number): Promise<void> {
  await db
    .update(inboundRequests)
    .set({ status: "load_created", updatedAt: sql`now()` })
    .where(eq(inboundRequests.id, requestId));
}
