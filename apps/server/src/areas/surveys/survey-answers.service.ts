import {
  answerErrors,
  type ClientSurveys,
  type LoadSurvey,
  type OwnSurveyResponse,
  type PublicSurvey,
  type SurveyForm,
  type SurveyLoad,
  type SurveyResponseBody,
  scoreOf,
  storedAnswers,
} from "@ops/domain";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../platform/app-error";
import { recordEvents } from "../../platform/audit";
import type { ServiceContext } from "../../platform/context";
import { notifyUsers } from "../../platform/notify/user-notices";
import { visibleAccountIds } from "../accounts/account-scope";
import { hashSurveyToken, isSurveyTokenShaped } from "./survey-sending";
import * as repo from "./surveys.repo";
import { answeredQuestions } from "./surveys.service";

/** Users told in the app of a new response, at most (those who manage surveys). */
const NOTIFIED_MANAGERS = 25;

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** The one answer to any link that opens no survey: it says nothing about why. */
const linkNotValid = () => new AppError(404, "This link is not valid");

const formOf = (s: repo.SurveyRow): SurveyForm => ({ id: s.id, name: s.name, questions: s.questions });

const loadOf = (slug: string, accountName: string | null, closedAt: unknown): SurveyLoad => ({
  activitySlug: slug,
  accountName: accountName ?? "",
  closedAt: closedAt === null || closedAt === undefined ? null : iso(closedAt),
});

function ownResponse(survey: repo.SurveyRow, row: repo.OwnResponseRow | undefined): OwnSurveyResponse | null {
  if (!row) return null;
  return {
    id: Number(row.id),
    score: row.score === null ? null : Number(row.score),
    answers: answeredQuestions(survey.questions, row.answers),
    createdAt: iso(row.createdAt),
  };
}

async function surveyOrFail(db: Db, id: number): Promise<repo.SurveyRow> {
  const survey = await repo.surveyById(db, id);
  if (!survey) throw notFound("Survey");
  return survey;
}

/** The answers checked against the survey's questions (422 on `answers.<id>`), as stored, with the score. */
function checkedAnswers(survey: repo.SurveyRow, body: SurveyResponseBody) {
  const errors = answerErrors(survey.questions, body.answers);
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const first = errors[fields[0] as string]?.[0] ?? "Check the answers";
    throw new AppError(422, fields.length === 1 ? first : "Some answers need attention", errors);
  }
  const answers = storedAnswers(survey.questions, body.answers);
  return { answers, score: scoreOf(survey.questions, answers) };
}

/**
 * What a new response causes, in its transaction: an event on the load, and an in-app notice to
 * the users who manage surveys (a bounded few; no mail).
 */
async function recordAnswer(
  db: Db,
  publicUrl: string,
  a: {
    responseId: number;
    activityId: number;
    slug: string;
    accountId: number;
    accountName: string;
    score: number | null;
    userId: number | null;
  },
): Promise<void> {
  const scoreText = a.score === null ? "no rating" : `score ${a.score.toFixed(2)}`;
  await recordEvents(db, [
    {
      activityId: a.activityId,
      action: "survey_answered",
      message: `Survey answered (${scoreText})`,
      userId: a.userId,
    },
  ]);
  const managers = await repo.surveyManagers(db, NOTIFIED_MANAGERS);
  await notifyUsers(
    db,
    publicUrl,
    managers.map((userId) => ({
      userId,
      kind: "survey_answered" as const,
      title: `${a.accountName} answered the survey of ${a.slug.toUpperCase()}`,
      body: `${scoreText[0]?.toUpperCase()}${scoreText.slice(1)}`,
      link: `/surveys/responses?accountId=${a.accountId}`,
      dedupeKey: `survey_response:${a.responseId}`,
    })),
  );
}

/** The invitation a link's token opens; anything else (malformed, unknown) is the same plain 404. */
async function openInvitation(db: Db, token: string, forUpdate = false): Promise<repo.InvitationRow> {
  if (!isSurveyTokenShaped(token)) throw linkNotValid();
  const invitation = await repo.invitationByTokenHash(db, hashSurveyToken(token), { forUpdate });
  if (!invitation) throw linkNotValid();
  return invitation;
}

/** Refuses a link that opens nothing before its body is read (the routes' pre-validation hook). */
export async function assertSurveyLinkOpens(db: Db, token: unknown): Promise<void> {
  await openInvitation(db, typeof token === "string" ? token : "");
}

/** The survey a mail's link opens, its load, and the answer once given. */
export async function getPublicSurvey(db: Db, token: string): Promise<PublicSurvey> {
  const invitation = await openInvitation(db, token);
  const survey = await surveyOrFail(db, invitation.surveyId);
  return {
    survey: formOf(survey),
    load: loadOf(invitation.activitySlug, invitation.accountName, invitation.closedAt),
    firstName: invitation.firstName,
    response: ownResponse(survey, await repo.responseOfInvitation(db, invitation.id)),
  };
}

const ALREADY_ANSWERED = "This survey has already been answered";

/** Answers the survey of a mail's link, once (409 already answered). */
export async function answerPublicSurvey(
  db: Db,
  publicUrl: string,
  token: string,
  body: SurveyResponseBody,
): Promise<OwnSurveyResponse> {
  return db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, token, true);
    const survey = await surveyOrFail(tx, invitation.surveyId);
    if (await repo.responseOfInvitation(tx, invitation.id)) throw new AppError(409, ALREADY_ANSWERED);
    const id = await insertInvitationAnswer(tx, publicUrl, invitation, survey, body);
    if (id === null) throw new AppError(409, ALREADY_ANSWERED);
    return ownResponse(survey, await repo.responseOfInvitation(tx, invitation.id)) as OwnSurveyResponse;
  });
}

/** The accounts a client user answers for (their own and child accounts). */
async function clientAccounts(ctx: ServiceContext): Promise<number[]> {
  const ids = await visibleAccountIds(ctx);
  return ids === "all" ? [] : ids;
}

/** The active survey and the caller's closed loads whose survey nobody has answered yet. */
export async function getClientSurveys(ctx: ServiceContext): Promise<ClientSurveys> {
  const [active, loads] = await Promise.all([
    repo.activeSurvey(ctx.db),
    clientAccounts(ctx).then((ids) => repo.loadsAwaiting(ctx.db, ids)),
  ]);
  return {
    survey: active ? formOf(active) : null,
    loads: loads.map((l) => loadOf(l.slug, l.accountName, l.closedAt)),
  };
}

/**
 * One of the caller's loads and the survey it is answered with: the one it was sent, else the
 * active survey. Another client's load (or none) is 404; a load not closed yet is 409.
 */
async function loadSurveyOf(ctx: ServiceContext, slug: string) {
  const load = await repo.loadBySlugIn(ctx.db, slug, await clientAccounts(ctx));
  if (load?.type !== "inbound") throw notFound("Load");
  if (load.status !== "closed")
    throw new AppError(409, `${load.slug.toUpperCase()} is not closed yet: its survey opens once it is`);
  const surveyId = (await repo.sentSurveyId(ctx.db, load.id)) ?? (await repo.activeSurvey(ctx.db))?.id;
  if (surveyId === undefined) throw notFound("Survey");
  return { load, survey: await surveyOrFail(ctx.db, surveyId) };
}

/** The survey of one of the caller's loads and their answer, if given. */
export async function getSurveyResponse(ctx: ServiceContext, slug: string): Promise<LoadSurvey> {
  const { load, survey } = await loadSurveyOf(ctx, slug);
  return {
    survey: formOf(survey),
    load: loadOf(load.slug, load.accountName, load.closedAt),
    response: ownResponse(survey, await repo.responseOfUser(ctx.db, survey.id, load.id, ctx.actor.id)),
  };
}

const ALREADY_ANSWERED_LOAD = "You have already answered the survey of this load";

/** Answers the survey of one of the caller's closed loads, once per user and load. */
export async function createSurveyResponse(
  ctx: ServiceContext,
  publicUrl: string,
  slug: string,
  body: SurveyResponseBody,
): Promise<LoadSurvey> {
  return ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const { load, survey } = await loadSurveyOf(t, slug);
    if (await repo.responseOfUser(tx, survey.id, load.id, ctx.actor.id))
      throw new AppError(409, ALREADY_ANSWERED_LOAD);
    const { answers, score } = checkedAnswers(survey, body);
    const id = await repo.insertResponse(tx, {
      surveyId: survey.id,
      accountId: load.accountId as number,
      activityId: load.id,
      invitationId: null,
      userId: ctx.actor.id,
      answers,
      score,
    });
    if (id === null) throw new AppError(409, ALREADY_ANSWERED_LOAD);
    await recordAnswer(tx, publicUrl, {
      responseId: id,
      activityId: load.id,
      slug: load.slug,
      accountId: load.accountId as number,
      accountName: load.accountName ?? "",
      score,
      userId: ctx.actor.id,
    });
    return {
      survey: formOf(survey),
      load: loadOf(load.slug, load.accountName, load.closedAt),
      response: ownResponse(survey, await repo.responseOfUser(tx, survey.id, load.id, ctx.actor.id)),
    };
  });
}

/** For the demo: answers an invitation as its contact would by the link. */
export async function answerInvitation(
  db: Db,
  publicUrl: string,
  invitationId: number,
  body: SurveyResponseBody,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [invitation] = await repo.invitationsByIds(tx, [invitationId]);
    if (!invitation) throw notFound("Survey invitation");
    const survey = await surveyOrFail(tx, invitation.surveyId);
    return insertInvitationAnswer(tx, publicUrl, invitation, survey, body);
  });
}

type Invitation = NonNullable<Awaited<ReturnType<typeof repo.invitationsByIds>>[number]>;

/**
 * Writes an invitation's answer and tells of it (event, notices), in the caller's transaction;
 * answers the response id, or null when the invitation was answered already (nothing written).
 */
async function insertInvitationAnswer(
  tx: Db,
  publicUrl: string,
  invitation: Pick<Invitation, "id" | "accountId" | "activityId" | "activitySlug" | "accountName">,
  survey: Awaited<ReturnType<typeof surveyOrFail>>,
  body: SurveyResponseBody,
): Promise<number | null> {
  const { answers, score } = checkedAnswers(survey, body);
  const id = await repo.insertResponse(tx, {
    surveyId: survey.id,
    accountId: invitation.accountId,
    activityId: invitation.activityId,
    invitationId: invitation.id,
    userId: null,
    answers,
    score,
  });
  if (id !== null)
    await recordAnswer(tx, publicUrl, {
      responseId: id,
      activityId: invitation.activityId,
      slug: invitation.activitySlug,
      accountId: invitation.accountId,
      accountName: invitation.accountName,
      score,
      userId: null,
    });
  return id;
}
