import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rowsOf } from "../../db/paging";
import { notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import { visibleAccountIds } from "../accounts/account-scope";

/** A parcel project's row as the area's use cases need it. */
export type ProjectRow = {
  id: number;
  projectPrefix: string;
  name: string;
  accountId: number;
  warehouseId: number;
  activityId: number | null;
  method: "qr_code" | "box_and_label" | "label_only";
  status: "draft" | "review" | "closed";
  instructions: string | null;
  lastNumber: number;
};

/** A request's row with its project, as the area's use cases need it. */
export type RequestRow = {
  id: number;
  projectId: number;
  referenceId: string;
  status: "review" | "email_sending" | "email_sent" | "hold";
  email: string;
  employeeName: string;
  trackingNumber: string | null;
  tokenExpiresAt: Date | null;
  project: ProjectRow;
};

const PROJECT_COLUMNS = sql`p.id, p.project_prefix as "projectPrefix", p.name, p.account_id as "accountId",
  p.warehouse_id as "warehouseId", p.activity_id as "activityId", p.method, p.status, p.instructions,
  p.last_number as "lastNumber"`;

/**
 * The projects (`p`) the actor may see, as SQL: operators every one, clients those of their
 * accounts (and child accounts), vendors none (ARCHITECTURE §2).
 */
export async function projectScope(ctx: ServiceContext): Promise<SQL> {
  if (ctx.actor.audience === "vendor") return sql`false`;
  const ids = await visibleAccountIds(ctx);
  return ids === "all" ? sql`true` : sql`p.account_id = any(${sql.param(ids)}::int[])`;
}

const numbered = (r: ProjectRow): ProjectRow => ({
  ...r,
  id: Number(r.id),
  accountId: Number(r.accountId),
  warehouseId: Number(r.warehouseId),
  activityId: r.activityId === null ? null : Number(r.activityId),
  lastNumber: Number(r.lastNumber),
});

/**
 * The project with this prefix if the actor may see it, else 404 (never its data). With
 * `forUpdate` the row is locked for the caller's transaction (numbering requests, sending).
 */
export async function findProject(
  ctx: ServiceContext,
  projectPrefix: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  const [row] = await rowsOf<ProjectRow>(
    ctx.db,
    sql`select ${PROJECT_COLUMNS} from parcel_projects p
        where p.project_prefix = ${projectPrefix.toUpperCase()} and ${await projectScope(ctx)}
        ${options.forUpdate ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound("Parcel project");
  return numbered(row);
}

type FlatRequest = Omit<RequestRow, "project"> & { p: ProjectRow };

async function requestWhere(db: Db, where: SQL, forUpdate: boolean): Promise<RequestRow | null> {
  const [row] = await rowsOf<FlatRequest>(
    db,
    sql`select r.id, r.project_id as "projectId", r.reference_id as "referenceId", r.status, r.email,
          r.employee_name as "employeeName", r.tracking_number as "trackingNumber",
          r.token_expires_at as "tokenExpiresAt",
          (select row_to_json(x) from (select ${PROJECT_COLUMNS}) x) as p
        from parcel_requests r join parcel_projects p on p.id = r.project_id
        where ${where} ${forUpdate ? sql`for update of r` : sql``}`,
  );
  if (!row) return null;
  const { p, ...request } = row;
  return {
    ...request,
    id: Number(request.id),
    projectId: Number(request.projectId),
    tokenExpiresAt: request.tokenExpiresAt ? new Date(request.tokenExpiresAt) : null,
    project: numbered(p),
  };
}

/** The request with this reference id if the actor may see its project, else 404. */
export async function findRequest(
  ctx: ServiceContext,
  referenceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<RequestRow> {
  const row = await requestWhere(
    ctx.db,
    sql`r.reference_id = ${referenceId.toUpperCase()} and ${await projectScope(ctx)}`,
    options.forUpdate ?? false,
  );
  if (!row) throw notFound("Parcel request");
  return row;
}

/** The request a carrier's tracking number is on, if the actor may see it, else 404. */
export async function findRequestByTracking(
  ctx: ServiceContext,
  trackingNumber: string,
): Promise<RequestRow> {
  const row = await requestWhere(
    ctx.db,
    sql`r.tracking_number = ${trackingNumber.toUpperCase()} and ${await projectScope(ctx)}`,
    false,
  );
  if (!row) throw notFound("Parcel request");
  return row;
}

/**
 * The request whose page a token opens (no sign-in): the token's hash must match and not be
 * expired, and the reference id must be the token's own. Anything else is null: the caller
 * answers the same 404 for a wrong, expired or foreign token, so a guess learns nothing.
 */
export async function findRequestByToken(
  db: Db,
  referenceId: string,
  tokenHash: string,
): Promise<RequestRow | null> {
  return requestWhere(
    db,
    sql`r.token_hash = ${tokenHash} and r.reference_id = ${referenceId.toUpperCase()}
        and r.token_expires_at > now()`,
    false,
  );
}
