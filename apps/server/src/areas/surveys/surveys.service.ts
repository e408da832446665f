import {
  type AnsweredQuestion,
  chartStart,
  questionsChanged,
  type StoredAnswers,
  type Survey,
  type SurveyBody,
  type SurveyList,
  type SurveyQuestion,
  type SurveyResponse,
  type SurveyResponseList,
  type SurveyResponsesQuery,
  type SurveyScores,
  type SurveyScoresQuery,
  type SurveysQuery,
  scoreMonths,
} from "@ops/domain";
import { AppError, fieldError, notFound } from "../../platform/app-error";
import type { ServiceContext } from "../../platform/context";
import * as repo from "./surveys.repo";

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const scoreNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** A response's answers in its survey's order, each with its question (null when left out). */
export function answeredQuestions(
  questions: readonly SurveyQuestion[],
  answers: StoredAnswers,
): AnsweredQuestion[] {
  return questions.map((q) => ({
    questionId: q.id,
    question: q.text,
    kind: q.kind,
    value: answers[q.id] ?? null,
  }));
}

function toResponse(row: repo.ResponseRow): SurveyResponse {
  const byLink = row.invitationId !== null;
  return {
    id: Number(row.id),
    surveyId: Number(row.surveyId),
    surveyName: row.surveyName,
    accountId: Number(row.accountId),
    accountName: row.accountName,
    activitySlug: row.activitySlug,
    via: byLink ? "link" : "portal",
    answeredBy: byLink ? row.contactName : row.userName,
    score: scoreNumber(row.score),
    answers: answeredQuestions(row.questions, row.answers),
    createdAt: iso(row.createdAt),
  };
}

async function withCounts(ctx: ServiceContext, rows: repo.SurveyRow[]): Promise<Survey[]> {
  const counts = await repo.surveyCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, ...(counts.get(r.id) ?? { responses: 0, sentLoads: 0 }) }));
}

/** Every survey, paged, with its responses and loads sent so far. */
export async function listSurveys(ctx: ServiceContext, query: SurveysQuery): Promise<SurveyList> {
  const page = await repo.pageSurveys(ctx.db, query);
  return { data: await withCounts(ctx, page.data), total: page.total };
}

/** One survey (404 when there is none). */
export async function getSurvey(ctx: ServiceContext, id: number): Promise<Survey> {
  const row = await repo.surveyById(ctx.db, id);
  if (!row) throw notFound("Survey");
  const [survey] = await withCounts(ctx, [row]);
  return survey as Survey;
}

const NAME_TAKEN = "A survey with this name exists already";

/**
 * A new survey. Made active, it deactivates the active one in the same transaction (under one
 * lock, so at most one survey is ever active).
 */
export async function createSurvey(ctx: ServiceContext, body: SurveyBody): Promise<Survey> {
  const id = await ctx.db.transaction(async (tx) => {
    if (body.active) await repo.lockActiveChoice(tx);
    if (await repo.nameTaken(tx, body.name)) throw fieldError("name", NAME_TAKEN);
    const made = await repo.insertSurvey(tx, body);
    if (body.active) await repo.deactivateOthers(tx, made);
    return made;
  });
  return getSurvey(ctx, id);
}

/**
 * Renames a survey, changes its questions or (de)activates it. Once a survey has responses its
 * questions no longer change (their answers name them): 409, make a copy instead.
 */
export async function updateSurvey(ctx: ServiceContext, id: number, body: SurveyBody): Promise<Survey> {
  await ctx.db.transaction(async (tx) => {
    if (body.active) await repo.lockActiveChoice(tx);
    const before = await repo.surveyById(tx, id, { forUpdate: true });
    if (!before) throw notFound("Survey");
    if (await repo.nameTaken(tx, body.name, id)) throw fieldError("name", NAME_TAKEN);
    if (questionsChanged(before.questions, body.questions)) {
      const counts = (await repo.surveyCounts(tx, [id])).get(id);
      if (counts && counts.responses > 0)
        throw new AppError(
          409,
          `"${before.name}" has ${counts.responses} ${counts.responses === 1 ? "response" : "responses"}: its questions no longer change. Make a copy and change the copy`,
        );
    }
    await repo.updateSurveyRow(tx, id, body);
    if (body.active) await repo.deactivateOthers(tx, id);
  });
  return getSurvey(ctx, id);
}

/** Removes a survey never sent nor answered (409 otherwise: deactivate it instead). */
export async function deleteSurvey(ctx: ServiceContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.surveyById(tx, id, { forUpdate: true });
    if (!row) throw notFound("Survey");
    const counts = (await repo.surveyCounts(tx, [id])).get(id);
    if (counts && (counts.responses > 0 || counts.sentLoads > 0))
      throw new AppError(409, `"${row.name}" has been sent: its responses stay. Deactivate it instead`);
    await repo.deleteSurveyRow(tx, id);
  });
}

/** Responses, paged, with their answers and score (operators: every account). */
export async function listSurveyResponses(
  ctx: ServiceContext,
  query: SurveyResponsesQuery,
): Promise<SurveyResponseList> {
  const page = await repo.pageResponses(ctx.db, query);
  return { data: page.data.map(toResponse), total: page.total };
}

/** One response as the operators read it. */
export async function surveyResponseById(ctx: ServiceContext, id: number): Promise<SurveyResponse> {
  const row = await repo.responseById(ctx.db, id);
  if (!row) throw notFound("Survey response");
  return toResponse(row);
}

/** The mean score month by month over the last `months` months (UTC), and over them all. */
export async function getSurveyScores(ctx: ServiceContext, query: SurveyScoresQuery): Promise<SurveyScores> {
  const now = new Date();
  const found = await repo.monthlyScores(ctx.db, chartStart(now, query.months), query);
  const months = scoreMonths(
    now,
    query.months,
    found.map((m) => ({ month: m.month, responses: m.responses, score: m.score })),
  );
  const responses = found.reduce((n, m) => n + m.responses, 0);
  const scored = found.reduce((n, m) => n + m.scored, 0);
  const sum = found.reduce((n, m) => n + m.sum, 0);
  const score = scored === 0 ? null : Math.round((sum / scored) * 100) / 100;
  return { months, responses, score };
}
