import type {
  ParcelProject,
  ParcelProjectAssetList,
  ParcelProjectList,
  ParcelProjectsQuery,
  ParcelRequest,
  ParcelRequestBody,
  ParcelRequestList,
  ParcelRequestsQuery,
} from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";
import { countProjects, countRequests, projectViews, requestStageSql, requestViews } from "./parcels.repo";

// SQL of the parcel projects calls (issue 20 part 1). Projects are `p`, requests `r` as in
// parcels.repo.ts, whose reads (projectViews, requestViews) the lists use.

/** One project with its progress, by id. */
export async function projectView(db: Db, id: number): Promise<ParcelProject | undefined> {
  return (await projectViews(db, sql`p.id = ${id}`))[0];
}

/** One request with its newest tracking, by id. */
export async function requestView(db: Db, id: number): Promise<ParcelRequest | undefined> {
  return (await requestViews(db, sql`r.id = ${id}`))[0];
}

/** A page of the projects in `scope` (SQL over `p`), filtered as the query says. */
export async function projectPage(
  db: Db,
  scope: SQL,
  query: ParcelProjectsQuery,
): Promise<ParcelProjectList> {
  const where: SQL[] = [scope];
  if (query.accountId !== undefined) where.push(sql`p.account_id = ${query.accountId}`);
  if (query.status) where.push(sql`p.status = ${query.status}`);
  if (query.search) {
    const like = containsPattern(query.search);
    where.push(sql`(lower(p.name) like ${like} or lower(p.project_prefix) like ${like})`);
  }
  const all = sql.join(where, sql` and `);
  const order = query.order === "asc" ? sql`p.id asc` : sql`p.id desc`;
  const offset = (query.page - 1) * query.pageSize;
  const [data, total] = await Promise.all([
    projectViews(db, all, { limit: query.pageSize, offset, order }),
    countProjects(db, all),
  ]);
  return { data, total };
}

/** A page of a project's requests by number, filtered by status, stage and search. */
export async function requestPage(
  db: Db,
  projectId: number,
  query: ParcelRequestsQuery,
): Promise<ParcelRequestList> {
  const where: SQL[] = [sql`r.project_id = ${projectId}`];
  if (query.status) where.push(sql`r.status = ${query.status}`);
  if (query.stage) where.push(sql`${requestStageSql} = ${query.stage}`);
  if (query.search) {
    const like = containsPattern(query.search);
    where.push(
      sql`(lower(r.reference_id) like ${like} or lower(r.employee_name) like ${like} or lower(r.email) like ${like})`,
    );
  }
  const all = sql.join(where, sql` and `);
  const order = query.order === "desc" ? sql`r.number desc` : sql`r.number asc`;
  const offset = (query.page - 1) * query.pageSize;
  const [data, total] = await Promise.all([
    requestViews(db, all, { limit: query.pageSize, offset, order }),
    countRequests(db, all),
  ]);
  return { data, total };
}

/** Whether a project already has this prefix (any project, whoever may see it). */
export async function prefixTaken(db: Db, prefix: string): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from parcel_projects where project_prefix = ${prefix}`);
  return rows.length > 0;
}

/** Whether the warehouse exists. */
export async function warehouseExists(db: Db, id: number): Promise<boolean> {
  const rows = await rowsOf(db, sql`select 1 from warehouses where id = ${id}`);
  return rows.length > 0;
}

/** An account's name (the e-mails name the client). */
export async function accountName(db: Db, id: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(db, sql`select name from accounts where id = ${id}`);
  return row?.name ?? "";
}

/** The inbound load with this slug of this account (the project's parcels arrive on it), or null. */
export async function inboundLoadId(db: Db, slug: string, accountId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id from activities where slug = ${slug} and type = 'inbound' and account_id = ${accountId}`,
  );
  return row ? Number(row.id) : null;
}

/** A new project's columns. */
export type ProjectValues = {
  projectPrefix: string;
  name: string;
  accountId: number;
  warehouseId: number;
  activityId: number | null;
  method: string;
  instructions: string | null;
  returnAddress: unknown;
  createdBy: number | null;
};

/** Inserts a draft project; null when the prefix was taken meanwhile (the unique index). */
export async function insertProject(db: Db, v: ProjectValues): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into parcel_projects (project_prefix, name, account_id, warehouse_id, activity_id, method,
          instructions, return_address, created_by)
        values (${v.projectPrefix}, ${v.name}, ${v.accountId}, ${v.warehouseId}, ${v.activityId}, ${v.method},
          ${v.instructions}, ${v.returnAddress === null ? null : JSON.stringify(v.returnAddress)}::jsonb, ${v.createdBy})
        on conflict (project_prefix) do nothing returning id`,
  );
  return row ? Number(row.id) : null;
}

export type ProjectChanges = Partial<{
  name: string;
  warehouseId: number;
  activityId: number | null;
  method: string;
  instructions: string | null;
  returnAddress: unknown;
  status: string;
  sentBy: number | null;
  sent: boolean;
}>;

/** Writes the changed fields of a project (and `sent_at = now()` when `sent`). */
export async function updateProject(db: Db, id: number, c: ProjectChanges): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (c.name !== undefined) sets.push(sql`name = ${c.name}`);
  if (c.warehouseId !== undefined) sets.push(sql`warehouse_id = ${c.warehouseId}`);
  if (c.activityId !== undefined) sets.push(sql`activity_id = ${c.activityId}`);
  if (c.method !== undefined) sets.push(sql`method = ${c.method}`);
  if (c.instructions !== undefined) sets.push(sql`instructions = ${c.instructions}`);
  if (c.returnAddress !== undefined)
    sets.push(
      sql`return_address = ${c.returnAddress === null ? null : JSON.stringify(c.returnAddress)}::jsonb`,
    );
  if (c.status !== undefined) sets.push(sql`status = ${c.status}`);
  if (c.sent) sets.push(sql`sent_at = now(), sent_by = ${c.sentBy ?? null}`);
  await db.execute(sql`update parcel_projects set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Deletes a project (its requests go with it). */
export async function deleteProject(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from parcel_projects where id = ${id}`);
}

/** How many assets were received from the project's (or one request's) parcels. */
export async function receivedAssetCount(
  db: Db,
  where: { projectId?: number; requestId?: number },
): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from parcel_request_assets ra join parcel_requests r on r.id = ra.request_id
        where ${where.requestId !== undefined ? sql`r.id = ${where.requestId}` : sql`r.project_id = ${where.projectId ?? 0}`}`,
  );
  return Number(row?.n ?? 0);
}

/** How many tracking entries a request has. */
export async function trackingCount(db: Db, requestId: number): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from parcel_tracking_entries where request_id = ${requestId}`,
  );
  return Number(row?.n ?? 0);
}

/** The e-mails (lower case) of the project's requests among `emails` (all of them when omitted). */
export async function emailsOnProject(db: Db, projectId: number, emails?: string[]): Promise<Set<string>> {
  const rows = await rowsOf<{ email: string }>(
    db,
    sql`select lower(email) as email from parcel_requests where project_id = ${projectId}
        ${emails ? sql`and lower(email) = any(${sql.param(emails)}::text[])` : sql``}`,
  );
  return new Set(rows.map((r) => r.email));
}

/**
 * Takes `count` request numbers of the project: the update locks its row until the caller's
 * transaction ends, so two uploads at once number one after the other. Answers the first number.
 */
export async function reserveNumbers(db: Db, projectId: number, count: number): Promise<number> {
  const [row] = await rowsOf<{ last: number }>(
    db,
    sql`update parcel_projects set last_number = last_number + ${count}, updated_at = now()
        where id = ${projectId} returning last_number as last`,
  );
  return Number(row?.last) - count + 1;
}

/**
 * Inserts requests numbered from `first`, in one statement however many (each column one array
 * parameter). Answers their ids in the order given.
 */
export async function insertRequests(
  db: Db,
  project: { id: number; projectPrefix: string },
  bodies: ParcelRequestBody[],
  first: number,
  createdBy: number | null,
): Promise<number[]> {
  if (bodies.length === 0) return [];
  const col = <T>(f: (b: ParcelRequestBody, i: number) => T) => sql.param(bodies.map(f));
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into parcel_requests (project_id, reference_id, number, employee_name, email, phone, address,
          devices, status, created_by)
        select ${project.id}, ${`${project.projectPrefix}-`} || (${first}::int + n::int - 1), ${first}::int + n::int - 1,
          b.name, b.email, b.phone, b.address::jsonb, b.devices::jsonb, 'review', ${createdBy}::int
        from unnest(${col((b) => b.employeeName)}::text[], ${col((b) => b.email)}::text[],
          ${col((b) => b.phone ?? null)}::text[], ${col((b) => JSON.stringify(b.address))}::text[],
          ${col((b) => JSON.stringify(b.devices))}::text[])
          with ordinality as b(name, email, phone, address, devices, n)
        order by n
        returning id`,
  );
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** A request as its e-mail needs it. */
export type MailTarget = { id: number; referenceId: string; employeeName: string; email: string };

/**
 * The project's requests waiting for their e-mail (review or hold), by id, after `afterId`;
 * with `ids` only those.
 */
export async function requestsToMail(
  db: Db,
  projectId: number,
  window: { afterId?: number; limit?: number; ids?: number[] },
): Promise<MailTarget[]> {
  const rows = await rowsOf<MailTarget>(
    db,
    sql`select id, reference_id as "referenceId", employee_name as "employeeName", email
        from parcel_requests
        where project_id = ${projectId} and status in ('review', 'hold') and id > ${window.afterId ?? 0}
          ${window.ids ? sql`and id = any(${sql.param(window.ids)}::int[])` : sql``}
        order by id ${window.limit ? sql`limit ${window.limit}` : sql``}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** How many of the project's requests wait for their e-mail (review or hold). */
export async function countToMail(db: Db, projectId: number): Promise<number> {
  const [row] = await rowsOf<{ n: unknown }>(
    db,
    sql`select count(*) as n from parcel_requests where project_id = ${projectId} and status in ('review', 'hold')`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Marks requests as e-mailed, in one statement: each its new token's hash and expiry, its
 * outbox mail, status email_sending and no hold reason.
 */
export async function markMailed(
  db: Db,
  mailed: { id: number; tokenHash: string; outboxId: number }[],
  expiresAt: Date,
): Promise<void> {
  if (mailed.length === 0) return;
  await db.execute(sql`
    update parcel_requests r set status = 'email_sending', hold_reason = null, token_hash = m.hash,
      token_expires_at = ${expiresAt.toISOString()}::timestamptz, outbox_id = m.outbox_id, emailed_at = now(),
      updated_at = now()
    from unnest(${sql.param(mailed.map((m) => m.id))}::int[], ${sql.param(mailed.map((m) => m.tokenHash))}::text[],
      ${sql.param(mailed.map((m) => m.outboxId))}::int[]) as m(id, hash, outbox_id)
    where r.id = m.id`);
}

/**
 * Moves the request whose latest mail this is, once its delivery is over: sent → email_sent,
 * refused or not sent → hold with the outbox's reason. Only a request still waiting for this very
 * mail moves, so a late outcome of an older mail (sent again since) changes nothing.
 */
export async function settleRequestMail(
  db: Db,
  outboxId: number,
  outcome: { sent: true } | { sent: false; reason: string },
): Promise<void> {
  await db.execute(
    outcome.sent
      ? sql`update parcel_requests set status = 'email_sent', hold_reason = null, updated_at = now()
            where outbox_id = ${outboxId} and status = 'email_sending'`
      : sql`update parcel_requests set status = 'hold', hold_reason = ${outcome.reason}, updated_at = now()
            where outbox_id = ${outboxId} and status = 'email_sending'`,
  );
}

export type RequestChanges = Partial<{
  employeeName: string;
  email: string;
  phone: string | null;
  address: unknown;
  devices: unknown;
}>;

/** Writes the changed fields of a request. */
export async function updateRequest(db: Db, id: number, c: RequestChanges): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (c.employeeName !== undefined) sets.push(sql`employee_name = ${c.employeeName}`);
  if (c.email !== undefined) sets.push(sql`email = ${c.email}`);
  if (c.phone !== undefined) sets.push(sql`phone = ${c.phone}`);
  if (c.address !== undefined) sets.push(sql`address = ${JSON.stringify(c.address)}::jsonb`);
  if (c.devices !== undefined) sets.push(sql`devices = ${JSON.stringify(c.devices)}::jsonb`);
  await db.execute(sql`update parcel_requests set ${sql.join(sets, sql`, `)} where id = ${id}`);
}

/** Deletes a request. */
export async function deleteRequest(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from parcel_requests where id = ${id}`);
}

/** Whether another request of the project has this e-mail (any case). */
export async function emailTakenByOther(db: Db, projectId: number, email: string, requestId: number) {
  const rows = await rowsOf(
    db,
    sql`select 1 from parcel_requests where project_id = ${projectId} and lower(email) = ${email.toLowerCase()}
        and id <> ${requestId}`,
  );
  return rows.length > 0;
}

/** The assets received from a project's parcels, newest first, paged. */
export async function projectAssets(
  db: Db,
  projectId: number,
  query: { page: number; pageSize: number; search?: string },
): Promise<ParcelProjectAssetList> {
  const search = query.search
    ? sql`and (lower(a.barcode) like ${containsPattern(query.search)} or lower(coalesce(a.serial_number, ''))
          like ${containsPattern(query.search)} or lower(r.reference_id) like ${containsPattern(query.search)})`
    : sql``;
  const from = sql`from parcel_request_assets ra join parcel_requests r on r.id = ra.request_id
      join assets a on a.id = ra.asset_id where r.project_id = ${projectId} ${search}`;
  const rows = await rowsOf<{
    barcode: string;
    serialNumber: string | null;
    productName: string | null;
    type: string;
    referenceId: string;
    employeeName: string;
    receivedAt: unknown;
  }>(
    db,
    sql`select a.barcode, a.serial_number as "serialNumber", a.type, r.reference_id as "referenceId",
          r.employee_name as "employeeName", ra.created_at as "receivedAt",
          (select pr.name from product_assets pa join products pr on pr.id = pa.product_id
           where pa.asset_id = a.id order by pa.position limit 1) as "productName"
        ${from} order by ra.created_at desc, a.id desc
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  const [count] = await rowsOf<{ n: unknown }>(db, sql`select count(*) as n ${from}`);
  return {
    data: rows.map((r) => ({ ...r, receivedAt: new Date(r.receivedAt as string).toISOString() })),
    total: Number(count?.n ?? 0),
  };
}
