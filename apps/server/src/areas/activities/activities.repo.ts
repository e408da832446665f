import type { ActivitiesQuery, Activity, ActivityStatus, ActivityType } from "@ops/domain";
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { containsPattern, exactCount, listOrder, paginate } from "../../db/paging";
import {
  accounts,
  activities,
  activityRatings,
  asnItems,
  carriers,
  inboundRequests,
  programs,
  users,
  warehouses,
} from "../../db/schema";

export type ActivityInsert = typeof activities.$inferInsert;

export const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;

/**
 * The name of the row a column points at, as a scalar subquery: a page joins a dozen tables,
 * and as joins their planning alone outweighed running the query many times over.
 */
const accountNameOf = (column: AnyPgColumn) =>
  sql<string | null>`(select l.name from ${accounts} l where l.id = ${column})`;
const userNameOf = (column: AnyPgColumn) =>
  sql<string | null>`(select l.first_name || ' ' || l.last_name from ${users} l where l.id = ${column})`;

/**
 * Child counts, ratings and ASN totals of the given activities, each one grouped statement
 * joined to the page: a list costs the same number of queries whatever its size.
 */
function aggregatesOf(db: Db, ids: number[]) {
  const children = db
    .select({
      parentId: activities.parentId,
      n: sql<number>`count(*)::int`.as("child_count"),
    })
    .from(activities)
    .where(inArray(activities.parentId, ids))
    .groupBy(activities.parentId)
    .as("children");
  const ratings = db
    .select({
      activityId: activityRatings.activityId,
      average: sql<number>`avg(${activityRatings.score})::float8`.as("rating_average"),
      n: sql<number>`count(*)::int`.as("rating_count"),
    })
    .from(activityRatings)
    .where(inArray(activityRatings.activityId, ids))
    .groupBy(activityRatings.activityId)
    .as("ratings");
  const asn = db
    .select({
      activityId: asnItems.activityId,
      n: sql<number>`count(*)::int`.as("asn_item_count"),
      quantity: sql<number>`coalesce(sum(${asnItems.quantity}), 0)::float8`.as("asn_quantity"),
      weight: sql<number>`coalesce(sum(${asnItems.weight}), 0)::float8`.as("asn_weight"),
    })
    .from(asnItems)
    .where(inArray(asnItems.activityId, ids))
    .groupBy(asnItems.activityId)
    .as("asn");
  return { children, ratings, asn };
}

/** The one column list and joins behind every Activity (and Load) answer. */
function selectRows(db: Db, ids: number[], withAsn: boolean) {
  const { children, ratings, asn } = aggregatesOf(db, ids);
  const columns = {
    id: activities.id,
    slug: activities.slug,
    type: activities.type,
    status: activities.status,
    accountId: activities.accountId,
    accountName: accountNameOf(activities.accountId),
    programId: activities.programId,
    programName: sql<
      string | null
    >`(select ${programs.name} from ${programs} where ${programs.id} = ${activities.programId})`,
    warehouseId: activities.warehouseId,
    warehouseShortName: warehouses.shortName,
    shipmentSize: activities.shipmentSize,
    serviceTier: activities.serviceTier,
    transportType: activities.transportType,
    carrierId: activities.carrierId,
    carrierName: sql<
      string | null
    >`(select ${carriers.name} from ${carriers} where ${carriers.id} = ${activities.carrierId})`,
    logisticsCoordinatorId: activities.logisticsCoordinatorId,
    logisticsCoordinatorName: userNameOf(activities.logisticsCoordinatorId),
    vendorAccountId: activities.vendorAccountId,
    vendorAccountName: accountNameOf(activities.vendorAccountId),
    scheduledDate: activities.scheduledDate,
    scheduledTime: activities.scheduledTime,
    routine: activities.routine,
    gateControl: activities.gateControl,
    clientRef: activities.clientRef,
    description: activities.description,
    parentSlug: sql<string | null>`(select l.slug from ${activities} l where l.id = ${activities.parentId})`,
    loadSlug: sql<string | null>`(select l.slug from ${activities} l where l.id = ${activities.loadId})`,
    childCount: sql<number>`coalesce(${children.n}, 0)`,
    inboundRequestNumber: sql<
      number | null
    >`(select ${inboundRequests.number} from ${inboundRequests} where ${inboundRequests.id} = ${activities.inboundRequestId})`,
    integration: activities.integration,
    attributes: activities.attributes,
    ratingAverage: sql<number | null>`${ratings.average}`,
    ratingCount: sql<number>`coalesce(${ratings.n}, 0)`,
    createdBy: userNameOf(activities.createdBy),
    createdAt: activities.createdAt,
    updatedAt: activities.updatedAt,
    asnItemCount: withAsn ? sql<number>`coalesce(${asn.n}, 0)` : sql<number>`0`,
    asnQuantity: withAsn ? sql<number>`coalesce(${asn.quantity}, 0)` : sql<number>`0`,
    asnWeight: withAsn ? sql<number>`coalesce(${asn.weight}, 0)` : sql<number>`0`,
  };
  const base = db
    .select(columns)
    .from(activities)
    .innerJoin(warehouses, eq(warehouses.id, activities.warehouseId))
    .leftJoin(children, eq(children.parentId, activities.id))
    .leftJoin(ratings, eq(ratings.activityId, activities.id));
  return (withAsn ? base.leftJoin(asn, eq(asn.activityId, activities.id)) : base).where(
    inArray(activities.id, ids),
  );
}

type Row = Awaited<ReturnType<typeof selectRows>>[number];

export type LoadRecord = Activity & { asnItemCount: number; asnQuantity: number; asnWeight: number };

function toRecord(row: Row): LoadRecord {
  const { id: _id, ...rest } = row;
  return {
    ...rest,
    type: row.type as ActivityType,
    status: row.status as ActivityStatus,
    shipmentSize: row.shipmentSize as Activity["shipmentSize"],
    serviceTier: row.serviceTier as Activity["serviceTier"],
    transportType: row.transportType as Activity["transportType"],
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    ratingAverage: row.ratingAverage === null ? null : Number(row.ratingAverage),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The activities with these ids, in the order given (a page keeps its sort). `withAsn` adds
 * the ASN totals of a Load; activities answer them as 0 and callers drop them.
 */
export async function recordsByIds(db: Db, ids: number[], withAsn = false): Promise<LoadRecord[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(db, ids, withAsn);
  const byId = new Map(rows.map((r) => [r.id, toRecord(r)]));
  return ids.flatMap((id) => {
    const record = byId.get(id);
    return record ? [record] : [];
  });
}

/** An Activity from a record (the ASN totals belong to loads only). */
export function toActivity(record: LoadRecord): Activity {
  const { asnItemCount: _n, asnQuantity: _q, asnWeight: _w, ...activity } = record;
  return activity;
}

export type ActivityFilter = Omit<
  ActivitiesQuery,
  "page" | "pageSize" | "sort" | "order" | "type" | "status"
> & {
  types?: readonly string[];
  statuses?: readonly string[];
};

/** A condition on activities (a list's WHERE or a scope), opaque to the services. */
export type ActivityWhere = SQL | undefined;

/** The WHERE of an activity list; `scope` limits it to the actor's accounts. */
export function listFilter(query: ActivityFilter, scope?: SQL): SQL | undefined {
  const filters: (SQL | undefined)[] = [scope];
  if (query.types?.length) filters.push(inArray(activities.type, [...query.types]));
  if (query.statuses?.length) filters.push(inArray(activities.status, [...query.statuses]));
  if (query.startDate) filters.push(sql`${activities.scheduledDate} >= ${query.startDate}`);
  if (query.endDate) filters.push(sql`${activities.scheduledDate} <= ${query.endDate}`);
  if (query.accountId) filters.push(eq(activities.accountId, query.accountId));
  if (query.accountIds?.length) filters.push(inArray(activities.accountId, query.accountIds));
  if (query.warehouseId) filters.push(eq(activities.warehouseId, query.warehouseId));
  if (query.carrierId) filters.push(eq(activities.carrierId, query.carrierId));
  if (query.vendorAccountId) filters.push(eq(activities.vendorAccountId, query.vendorAccountId));
  if (query.logisticsCoordinatorId)
    filters.push(eq(activities.logisticsCoordinatorId, query.logisticsCoordinatorId));
  if (query.routine !== undefined) filters.push(eq(activities.routine, query.routine));
  if (query.gateControl !== undefined) filters.push(eq(activities.gateControl, query.gateControl));
  if (query.parentSlug) {
    filters.push(
      sql`${activities.parentId} = (select p.id from ${activities} p where p.slug = ${query.parentSlug})`,
    );
  }
  if (query.loadSlug) {
    filters.push(
      sql`${activities.loadId} = (select l.id from ${activities} l where l.slug = ${query.loadSlug})`,
    );
  }
  if (query.search) {
    // Both expressions have trigram indexes; slugs are stored lower-case.
    const like = containsPattern(query.search);
    filters.push(sql`(${activities.slug} like ${like} or lower(${activities.clientRef}) like ${like})`);
  }
  return and(...filters);
}

/** The scope "activity of one of these accounts" (`all`: no condition), for `listFilter`. */
export function accountScope(ids: number[] | "all"): SQL | undefined {
  if (ids === "all") return undefined;
  if (ids.length === 0) return sql`false`;
  return sql`${activities.accountId} = any(${sql.param(ids)}::int[])`;
}

/** The scope "activity whose downstream vendor is one of these accounts" (vendor dock schedule). */
export function vendorScope(vendorAccountIds: number[]): SQL {
  return inArray(activities.vendorAccountId, vendorAccountIds);
}

/** The WHERE of the dock calendar: the list filter over dated activities that are not canceled. */
export function calendarFilter(query: ActivityFilter, scope?: SQL): SQL | undefined {
  return and(
    listFilter(query, scope),
    sql`${activities.scheduledDate} is not null`,
    ne(activities.status, "canceled"),
  );
}

const SORTS = {
  scheduledDate: activities.scheduledDate,
  createdAt: activities.createdAt,
  slug: activities.slug,
  status: activities.status,
  accountName: accounts.name,
} as const;

/** One page of activity ids in the list's order, and how many match. */
export async function pageIds(
  db: Db,
  where: SQL | undefined,
  paging: { page: number; pageSize: number; sort: keyof typeof SORTS; order: "asc" | "desc" },
): Promise<{ ids: number[]; total: number }> {
  // Loads without a dock date (or account) come last whichever way the list is sorted.
  const nullsLast = paging.sort === "scheduledDate" || paging.sort === "accountName";
  const order = listOrder(SORTS, paging.sort, paging.order, activities.id, { tieBreak: "same", nullsLast });
  const ids = db.select({ id: activities.id }).from(activities).$dynamic();
  const joined =
    paging.sort === "accountName" ? ids.leftJoin(accounts, eq(accounts.id, activities.accountId)) : ids;
  const [rows, total] = await Promise.all([
    paginate(joined.where(where).orderBy(...order), paging),
    exactCount(db, activities, where),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** Ids of up to `limit` activities in the filter, newest first (search). */
export async function idsWhere(db: Db, where: SQL | undefined, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The slugs' ids as a map (requested order is the caller's). */
export async function idsOfSlugs(db: Db, slugs: string[], scope?: SQL): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, slug: activities.slug })
    .from(activities)
    .where(and(inArray(activities.slug, slugs), scope));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export type ActivityRow = typeof activities.$inferSelect;

/** The activity row, locked until the transaction ends (updates and status moves). */
export async function lockBySlug(db: Db, slug: string): Promise<ActivityRow | undefined> {
  const rows = await db.select().from(activities).where(eq(activities.slug, slug)).for("update");
  return rows[0];
}

/** Locks the rows of several slugs in id order (two bulk moves never deadlock). */
export async function lockManyBySlug(db: Db, slugs: string[]): Promise<ActivityRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select()
    .from(activities)
    .where(inArray(activities.slug, slugs))
    .orderBy(asc(activities.id))
    .for("update");
}

export async function findRowBySlug(db: Db, slug: string): Promise<ActivityRow | undefined> {
  const rows = await db.select().from(activities).where(eq(activities.slug, slug)).limit(1);
  return rows[0];
}

/** The next number of the load slug sequence (`dal-in-100042`). */
export async function nextActivityNumber(db: Db): Promise<number> {
  const result = (await db.execute(sql`select nextval('activity_number_seq')::int as n`)) as unknown as {
    rows: { n: number }[];
  };
  const n = result.rows[0]?.n;
  if (n === undefined) throw new Error("the activity number sequence answered nothing");
  return Number(n);
}

export async function insertActivity(db: Db, values: ActivityInsert): Promise<ActivityRow> {
  const [row] = await db.insert(activities).values(values).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateActivity(db: Db, id: number, values: Partial<ActivityInsert>): Promise<void> {
  await db
    .update(activities)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(activities.id, id));
}

/** Moves several activities to one status in one statement. */
export async function setStatus(db: Db, ids: number[], status: string): Promise<void> {
  if (ids.length === 0) return;
  await db.update(activities).set({ status, updatedAt: sql`now()` }).where(inArray(activities.id, ids));
}

export async function childCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(activities)
    .where(eq(activities.parentId, id));
  return row?.n ?? 0;
}

export async function slugOf(db: Db, id: number): Promise<string | undefined> {
  const rows = await db
    .select({ slug: activities.slug })
    .from(activities)
    .where(eq(activities.id, id))
    .limit(1);
  return rows[0]?.slug;
}

/** Dock days in a range: how many loads each has (canceled ones are off the dock). */
export async function dockDayCounts(
  db: Db,
  where: SQL | undefined,
): Promise<{ date: string; count: number }[]> {
  const rows = await db
    .select({ date: activities.scheduledDate, count: sql<number>`count(*)::int` })
    .from(activities)
    .where(where)
    .groupBy(activities.scheduledDate)
    .orderBy(asc(activities.scheduledDate));
  return rows.flatMap((r) => (r.date ? [{ date: r.date, count: r.count }] : []));
}

/** The first `perDay` loads of each dock day by time, in one windowed statement. */
export async function firstLoadsPerDay(db: Db, where: SQL | undefined, perDay: number) {
  const ranked = db
    .select({
      slug: activities.slug,
      type: activities.type,
      status: activities.status,
      accountName: sql<string | null>`${accounts.name}`.as("account_name"),
      warehouseShortName: sql<string>`${warehouses.shortName}`.as("warehouse_short_name"),
      date: sql<string>`${activities.scheduledDate}::text`.as("dock_date"),
      scheduledTime: activities.scheduledTime,
      shipmentSize: activities.shipmentSize,
      rank: sql<number>`row_number() over (partition by ${activities.scheduledDate} order by ${activities.scheduledTime} asc nulls last, ${warehouses.shortName}, ${activities.id})`.as(
        "day_rank",
      ),
    })
    .from(activities)
    .innerJoin(warehouses, eq(warehouses.id, activities.warehouseId))
    .leftJoin(accounts, eq(accounts.id, activities.accountId))
    .where(where)
    .as("ranked");
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perDay}`)
    .orderBy(asc(ranked.date), asc(ranked.rank));
}
