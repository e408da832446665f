import type {
  StoredAnswers,
  SurveyBody,
  SurveyQuestion,
  SurveyResponsesQuery,
  SurveysQuery,
} from "@ops/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern, rowsOf } from "../../db/paging";

/** A survey's own row. */
export type SurveyRow = {
  id: number;
  name: string;
  questions: SurveyQuestion[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
};

const SURVEY_COLUMNS = sql`s.id, s.name, s.questions, s.active, s.created_at as "createdAt", s.updated_at as "updatedAt"`;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const toSurvey = (r: SurveyRow): SurveyRow => ({
  ...r,
  id: Number(r.id),
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const SURVEY_SORTS = { name: sql`lower(s.name)`, createdAt: sql`s.created_at` } as const;

/** A page of surveys, searched on the name. */
export async function pageSurveys(db: Db, q: SurveysQuery): Promise<{ data: SurveyRow[]; total: number }> {
  const where = q.search ? sql`lower(s.name) like ${containsPattern(q.search)}` : sql`true`;
  const [rows, [count]] = await Promise.all([
    rowsOf<SurveyRow>(
      db,
      sql`select ${SURVEY_COLUMNS} from surveys s where ${where}
        order by ${SURVEY_SORTS[q.sort]} ${sql.raw(q.order)}, s.id ${sql.raw(q.order)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*) as n from surveys s where ${where}`),
  ]);
  return { data: rows.map(toSurvey), total: Number(count?.n ?? 0) };
}

/** A survey by id, locked for a change when asked. */
export async function surveyById(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  const [row] = await rowsOf<SurveyRow>(
    db,
    sql`select ${SURVEY_COLUMNS} from surveys s where s.id = ${id} ${options.forUpdate ? sql`for update` : sql``}`,
  );
  return row ? toSurvey(row) : undefined;
}

/** The active survey (the one sent when a load closes), if any. */
export async function activeSurvey(db: Db): Promise<SurveyRow | undefined> {
  const [row] = await rowsOf<SurveyRow>(
    db,
    sql`select ${SURVEY_COLUMNS} from surveys s where s.active order by s.updated_at desc, s.id desc limit 1`,
  );
  return row ? toSurvey(row) : undefined;
}

/** Responses and loads sent, per survey (one grouped read for a page of surveys). */
export async function surveyCounts(
  db: Db,
  ids: number[],
): Promise<Map<number, { responses: number; sentLoads: number }>> {
  const out = new Map(ids.map((id) => [id, { responses: 0, sentLoads: 0 }]));
  if (ids.length === 0) return out;
  const list = sql.param(ids);
  const [responses, sent] = await Promise.all([
    rowsOf<{ id: number; n: unknown }>(
      db,
      sql`select survey_id as id, count(*) as n from survey_responses
        where survey_id = any(${list}::int[]) group by survey_id`,
    ),
    rowsOf<{ id: number; n: unknown }>(
      db,
      sql`select survey_id as id, count(distinct activity_id) as n from survey_invitations
        where survey_id = any(${list}::int[]) group by survey_id`,
    ),
  ]);
  for (const r of responses) {
    const c = out.get(Number(r.id));
    if (c) c.responses = Number(r.n);
  }
  for (const r of sent) {
    const c = out.get(Number(r.id));
    if (c) c.sentLoads = Number(r.n);
  }
  return out;
}

/** Whether another survey has this name (any case). */
export async function nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select id from surveys where lower(name) = ${name.toLowerCase()}
      ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Serialises the changes that decide which survey is active, so two operators activating two
 * surveys at once leave one active (the transaction-scoped lock ends with the transaction).
 */
export async function lockActiveChoice(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('surveys_active'))`);
}

/** Deactivates every survey but one. */
export async function deactivateOthers(db: Db, keepId: number): Promise<void> {
  await db.execute(
    sql`update surveys set active = false, updated_at = now() where active and id <> ${keepId}`,
  );
}

export async function insertSurvey(db: Db, body: SurveyBody): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into surveys (name, questions, active)
      values (${body.name}, ${JSON.stringify(body.questions)}::jsonb, ${body.active}) returning id`,
  );
  if (!row) throw new Error("no survey inserted");
  return Number(row.id);
}

export async function updateSurveyRow(db: Db, id: number, body: SurveyBody): Promise<void> {
  await db.execute(sql`update surveys set name = ${body.name}, questions = ${JSON.stringify(body.questions)}::jsonb,
      active = ${body.active}, updated_at = now() where id = ${id}`);
}

export async function deleteSurveyRow(db: Db, id: number): Promise<void> {
  await db.execute(sql`delete from surveys where id = ${id}`);
}

/** A response's row with the names the screens show. */
export type ResponseRow = {
  id: number;
  surveyId: number;
  surveyName: string;
  questions: SurveyQuestion[];
  accountId: number;
  accountName: string;
  activitySlug: string | null;
  invitationId: number | null;
  contactName: string | null;
  userName: string | null;
  answers: StoredAnswers;
  score: unknown;
  createdAt: unknown;
};

const RESPONSE_FROM = sql`from survey_responses r
  join surveys s on s.id = r.survey_id
  join accounts acc on acc.id = r.account_id
  left join activities act on act.id = r.activity_id
  left join survey_invitations i on i.id = r.invitation_id
  left join contacts c on c.id = i.contact_id
  left join users u on u.id = r.user_id`;

const RESPONSE_COLUMNS = sql`r.id, r.survey_id as "surveyId", s.name as "surveyName", s.questions,
  r.account_id as "accountId", acc.name as "accountName", act.slug as "activitySlug",
  r.invitation_id as "invitationId",
  nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') as "contactName",
  case when u.id is null then null else u.first_name || ' ' || u.last_name end as "userName",
  r.answers, r.score, r.created_at as "createdAt"`;

const RESPONSE_SORTS = {
  createdAt: sql`r.created_at`,
  score: sql`r.score`,
  accountName: sql`lower(acc.name)`,
} as const;

/** The filters of a responses list (and of the score chart) as SQL over `r`. */
export function responseWhere(q: {
  accountId?: number;
  surveyId?: number;
  from?: string;
  to?: string;
  search?: string;
}): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.accountId !== undefined) parts.push(sql`r.account_id = ${q.accountId}`);
  if (q.surveyId !== undefined) parts.push(sql`r.survey_id = ${q.surveyId}`);
  if (q.from) parts.push(sql`r.created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`r.created_at < ${q.to}::date + 1`);
  if (q.search) {
    const p = containsPattern(q.search);
    parts.push(sql`(lower(acc.name) like ${p} or lower(coalesce(act.slug, '')) like ${p})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of responses with their survey's questions. */
export async function pageResponses(
  db: Db,
  q: SurveyResponsesQuery,
): Promise<{ data: ResponseRow[]; total: number }> {
  const where = responseWhere(q);
  const [rows, [count]] = await Promise.all([
    rowsOf<ResponseRow>(
      db,
      sql`select ${RESPONSE_COLUMNS} ${RESPONSE_FROM} where ${where}
        order by ${RESPONSE_SORTS[q.sort]} ${sql.raw(q.order)} nulls last, r.id ${sql.raw(q.order)}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
    ),
    rowsOf<{ n: unknown }>(db, sql`select count(*) as n ${RESPONSE_FROM} where ${where}`),
  ]);
  return { data: rows, total: Number(count?.n ?? 0) };
}

/** One response by id. */
export async function responseById(db: Db, id: number): Promise<ResponseRow | undefined> {
  const [row] = await rowsOf<ResponseRow>(
    db,
    sql`select ${RESPONSE_COLUMNS} ${RESPONSE_FROM} where r.id = ${id}`,
  );
  return row;
}

/** Responses and the mean score per month (UTC) from `start` on, with the filters. */
export async function monthlyScores(
  db: Db,
  start: string,
  q: { accountId?: number; surveyId?: number },
): Promise<{ month: string; responses: number; scored: number; sum: number; score: number | null }[]> {
  const rows = await rowsOf<{ month: string; n: unknown; scored: unknown; sum: unknown; score: unknown }>(
    db,
    sql`select to_char(date_trunc('month', r.created_at at time zone 'UTC'), 'YYYY-MM') as month,
        count(*) as n, count(r.score) as scored, coalesce(sum(r.score), 0) as sum, avg(r.score) as score
      from survey_responses r
      where r.created_at >= ${start}::date and ${responseWhere(q)}
      group by 1 order by 1`,
  );
  return rows.map((r) => ({
    month: r.month,
    responses: Number(r.n),
    scored: Number(r.scored),
    sum: Number(r.sum),
    score: r.score === null ? null : Math.round(Number(r.score) * 100) / 100,
  }));
}

/** An inbound load and its account, as sending and answering need it. */
export type LoadRow = {
  id: number;
  slug: string;
  type: string;
  status: string;
  accountId: number | null;
  accountName: string | null;
  closedAt: unknown;
};

const CLOSED_AT = sql`(select max(e.created_at) from events e
  where e.activity_id = a.id and e.action = 'status_changed'
    and e.changes @> '[{"field": "status", "to": "closed"}]'::jsonb)`;

const LOAD_COLUMNS = sql`a.id, a.slug, a.type, a.status, a.account_id as "accountId", acc.name as "accountName",
  ${CLOSED_AT} as "closedAt"`;

export async function loadById(db: Db, id: number): Promise<LoadRow | undefined> {
  const [row] = await rowsOf<LoadRow>(
    db,
    sql`select ${LOAD_COLUMNS} from activities a left join accounts acc on acc.id = a.account_id where a.id = ${id}`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/** A load by slug among the accounts given ("all" for operators). */
export async function loadBySlugIn(
  db: Db,
  slug: string,
  accountIds: number[] | "all",
): Promise<LoadRow | undefined> {
  const scope = accountIds === "all" ? sql`true` : sql`a.account_id = any(${sql.param(accountIds)}::int[])`;
  const [row] = await rowsOf<LoadRow>(
    db,
    sql`select ${LOAD_COLUMNS} from activities a left join accounts acc on acc.id = a.account_id
      where a.slug = ${slug.toLowerCase()} and ${scope}`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/**
 * The closed inbound loads of the accounts (created in the last year) nobody has answered the
 * survey of yet (by link or in the portal), most recently closed first (at most 50).
 */
export async function loadsAwaiting(db: Db, accountIds: number[]): Promise<LoadRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await rowsOf<LoadRow>(
    db,
    sql`select ${LOAD_COLUMNS} from activities a join accounts acc on acc.id = a.account_id
      where a.account_id = any(${sql.param(accountIds)}::int[]) and a.type = 'inbound' and a.status = 'closed'
        and a.created_at >= now() - interval '1 year'
        and not exists (select 1 from survey_responses r where r.activity_id = a.id)
      order by 7 desc nulls last, a.id desc limit 50`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The survey a load was sent (its invitations'), if it was. */
export async function sentSurveyId(db: Db, activityId: number): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select survey_id as id from survey_invitations where activity_id = ${activityId} order by id limit 1`,
  );
  return row ? Number(row.id) : null;
}

/** The contacts of an account subscribed to survey mails, with an address. */
export async function surveyContacts(db: Db, accountId: number) {
  const rows = await rowsOf<{ id: number; firstName: string; email: string }>(
    db,
    sql`select id, first_name as "firstName", email from contacts
      where account_id = ${accountId} and coalesce(email, '') <> '' and 'survey' = any(notifications)
      order by id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Writes a load's invitations (one per contact; one already there is left as it is). */
export async function insertInvitations(
  db: Db,
  rows: { surveyId: number; activityId: number; accountId: number; contactId: number; tokenHash: string }[],
): Promise<{ id: number; contactId: number }[]> {
  if (rows.length === 0) return [];
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  const made = await rowsOf<{ id: number; contactId: number }>(
    db,
    sql`insert into survey_invitations (survey_id, activity_id, account_id, contact_id, token_hash)
      select * from unnest(${col((r) => r.surveyId)}::int[], ${col((r) => r.activityId)}::int[],
        ${col((r) => r.accountId)}::int[], ${col((r) => r.contactId)}::int[], ${col((r) => r.tokenHash)}::text[])
      on conflict do nothing
      returning id, contact_id as "contactId"`,
  );
  return made.map((r) => ({ id: Number(r.id), contactId: Number(r.contactId) }));
}

/** Ties each invitation to the outbox mail that carries its link. */
export async function setInvitationMails(db: Db, pairs: { id: number; outboxId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`update survey_invitations i set outbox_id = p.outbox_id, updated_at = now()
    from unnest(${sql.param(pairs.map((p) => p.id))}::int[], ${sql.param(pairs.map((p) => p.outboxId))}::int[])
      as p(id, outbox_id)
    where i.id = p.id`);
}

/** An invitation a link's token opens, with its survey, load and contact. */
export type InvitationRow = {
  id: number;
  surveyId: number;
  activityId: number;
  accountId: number;
  firstName: string;
  activitySlug: string;
  accountName: string;
  closedAt: unknown;
};

async function invitationsWhere(db: Db, where: SQL, forUpdate: boolean): Promise<InvitationRow[]> {
  const rows = await rowsOf<InvitationRow>(
    db,
    sql`select i.id, i.survey_id as "surveyId", i.activity_id as "activityId", i.account_id as "accountId",
        coalesce(c.first_name, '') as "firstName", a.slug as "activitySlug", acc.name as "accountName",
        ${CLOSED_AT} as "closedAt"
      from survey_invitations i join activities a on a.id = i.activity_id
      join accounts acc on acc.id = i.account_id left join contacts c on c.id = i.contact_id
      where ${where} order by i.id ${forUpdate ? sql`for update of i` : sql``}`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    surveyId: Number(row.surveyId),
    activityId: Number(row.activityId),
    accountId: Number(row.accountId),
  }));
}

export async function invitationByTokenHash(
  db: Db,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<InvitationRow | undefined> {
  const [row] = await invitationsWhere(db, sql`i.token_hash = ${tokenHash}`, options.forUpdate ?? false);
  return row;
}

/** Invitations by id (the demo answers some as their contacts would). */
export function invitationsByIds(db: Db, ids: number[]): Promise<InvitationRow[]> {
  return invitationsWhere(db, sql`i.id = any(${sql.param(ids)}::int[])`, false);
}

/** A load's invitations. */
export function invitationsOfLoad(db: Db, activityId: number): Promise<InvitationRow[]> {
  return invitationsWhere(db, sql`i.activity_id = ${activityId}`, false);
}

/** A response as its own answerer reads it back. */
export type OwnResponseRow = { id: number; answers: StoredAnswers; score: unknown; createdAt: unknown };

export async function responseOfInvitation(
  db: Db,
  invitationId: number,
): Promise<OwnResponseRow | undefined> {
  const [row] = await rowsOf<OwnResponseRow>(
    db,
    sql`select id, answers, score, created_at as "createdAt" from survey_responses where invitation_id = ${invitationId}`,
  );
  return row;
}

export async function responseOfUser(
  db: Db,
  surveyId: number,
  activityId: number,
  userId: number,
): Promise<OwnResponseRow | undefined> {
  const [row] = await rowsOf<OwnResponseRow>(
    db,
    sql`select id, answers, score, created_at as "createdAt" from survey_responses
      where survey_id = ${surveyId} and activity_id = ${activityId} and user_id = ${userId}`,
  );
  return row;
}

/**
 * Writes a response; null when the invitation (or the user, for the load) has answered already:
 * the unique indexes decide, so two submissions at once write one.
 */
export async function insertResponse(
  db: Db,
  v: {
    surveyId: number;
    accountId: number;
    activityId: number;
    invitationId: number | null;
    userId: number | null;
    answers: StoredAnswers;
    score: number | null;
  },
): Promise<number | null> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`insert into survey_responses (survey_id, account_id, activity_id, invitation_id, user_id, answers, score)
      values (${v.surveyId}, ${v.accountId}, ${v.activityId}, ${v.invitationId}::int, ${v.userId}::int,
        ${JSON.stringify(v.answers)}::jsonb, ${v.score}::numeric)
      on conflict do nothing returning id`,
  );
  return row ? Number(row.id) : null;
}

/** Active users who may manage surveys (those told of a new response), at most `limit`. */
export async function surveyManagers(db: Db, limit: number): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select distinct u.id from users u
      join user_roles ur on ur.user_id = u.id
      join role_permissions rp on rp.role_id = ur.role_id
      where u.active and rp.permission = 'surveys.manage'
      order by u.id limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
