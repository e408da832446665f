import type {
  Paged,
  ParcelPortalProjectsQuery,
  ParcelPortalRequestsQuery,
  ParcelProgressDay,
  ParcelProject,
  ParcelRequest,
} from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";
import { countProjects, countRequests, projectViews, requestStageSql, requestViews } from "./parcels.repo";

const PROJECT_SORTS: Record<ParcelPortalProjectsQuery["sort"], SQL> = {
  createdAt: sql`p.created_at`,
  name: sql`lower(p.name)`,
  projectPrefix: sql`p.project_prefix`,
};

const REQUEST_SORTS: Record<ParcelPortalRequestsQuery["sort"], SQL> = {
  number: sql`r.number`,
  employeeName: sql`lower(r.employee_name)`,
  receivedAt: sql`r.received_at`,
};

const direction = (order: "asc" | "desc") => sql.raw(order === "desc" ? "desc nulls last" : "asc nulls last");

/** A page of the projects in `scope` (SQL over `p`), searched on name or prefix. */
export async function pageProjects(
  db: Db,
  scope: SQL,
  query: ParcelPortalProjectsQuery,
): Promise<Paged<ParcelProject>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const search = pattern
    ? sql`and (lower(p.name) like ${pattern} or lower(p.project_prefix) like ${pattern})`
    : sql``;
  const where = sql`${scope} ${search}`;
  const [data, total] = await Promise.all([
    projectViews(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      order: sql`${PROJECT_SORTS[query.sort]} ${direction(query.order)}, p.id desc`,
    }),
    countProjects(db, where),
  ]);
  return { data, total };
}

/** One project with its progress. */
export async function projectById(db: Db, projectId: number): Promise<ParcelProject | undefined> {
  const [project] = await projectViews(db, sql`p.id = ${projectId}`);
  return project;
}

/** A page of a project's requests, by stage and searched on name, e-mail, reference or tracking number. */
export async function pageRequests(
  db: Db,
  projectId: number,
  query: ParcelPortalRequestsQuery,
): Promise<Paged<ParcelRequest>> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const search = pattern
    ? sql`and (lower(r.employee_name) like ${pattern} or lower(r.email) like ${pattern}
          or lower(r.reference_id) like ${pattern} or lower(coalesce(r.tracking_number, '')) like ${pattern})`
    : sql``;
  const stage = query.stage ? sql`and ${requestStageSql} = ${query.stage}` : sql``;
  const where = sql`r.project_id = ${projectId} ${stage} ${search}`;
  const [data, total] = await Promise.all([
    requestViews(db, where, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
      order: sql`${REQUEST_SORTS[query.sort]} ${direction(query.order)}, r.id`,
    }),
    countRequests(db, where),
  ]);
  return { data, total };
}

/**
 * A project's progress per day (UTC): how many requests were e-mailed (emailed_at), shipped (their
 * first shipped, in-transit or delivered tracking entry) and received (received_at, or a received
 * entry when the dock did not receive it here) that day. Only days with something are listed.
 */
export async function progressDays(db: Db, projectId: number): Promise<ParcelProgressDay[]> {
  const rows = await rowsOf<{ day: unknown; emailed: unknown; shipped: unknown; received: unknown }>(
    db,
    sql`with facts as (
          select r.emailed_at as emailed,
            (select min(t.occurred_at) from parcel_tracking_entries t
              where t.request_id = r.id and t.type in ('shipped', 'in_transit', 'delivered')) as shipped,
            coalesce(r.received_at, (select min(t.occurred_at) from parcel_tracking_entries t
              where t.request_id = r.id and t.type = 'received')) as received
          from parcel_requests r where r.project_id = ${projectId}
        ), moments as (
          select 'emailed' as kind, emailed as at from facts where emailed is not null
          union all select 'shipped', shipped from facts where shipped is not null
          union all select 'received', received from facts where received is not null
        )
        select to_char((at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
          count(*) filter (where kind = 'emailed') as emailed,
          count(*) filter (where kind = 'shipped') as shipped,
          count(*) filter (where kind = 'received') as received
        from moments group by 1 order by 1`,
  );
  return rows.map((r) => ({
    date: String(r.day),
    emailed: Number(r.emailed),
    shipped: Number(r.shipped),
    received: Number(r.received),
  }));
}
