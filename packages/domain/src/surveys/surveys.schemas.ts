// Surveys (issue 21, SPEC §3 "survey: name, surveyId, response id"): a survey's questions (ratings
// 1–5 and text), the responses a client's contacts give by link or its users in the portal, and
// the score over time operators read.
import { z } from "zod";
import { ActivitySlug } from "../activities/activities.schemas";
import { IsoDate, UrlId } from "../platform/common.schemas";
import { exportQueryOf } from "../platform/exports.schemas";
import { PageQuery, paged } from "../platform/paging.schemas";
import { RATING_MAX, RATING_MIN } from "./survey.rules";

/** The most questions one survey asks. */
export const SURVEY_QUESTIONS_MAX = 20;

const QuestionId = z
  .string({ error: "A question needs an id" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "A question's id is 1–40 letters, digits, - or _");

const questionText = z
  .string({ error: "Write the question" })
  .trim()
  .min(1, "Write the question")
  .max(300, "A question is at most 300 characters");

/** A question rated from 1 (poor) to 5 (excellent); its ratings make the response's score. */
export const RatingQuestion = z.object({
  id: QuestionId,
  kind: z.literal("rating"),
  text: questionText,
  required: z.boolean().default(true),
});

/** A question answered in words. */
export const TextQuestion = z.object({
  id: QuestionId,
  kind: z.literal("text"),
  text: questionText,
  required: z.boolean().default(false),
});

/** One question of a survey (the `questions` JSON of the surveys table holds a list of them). */
export const SurveyQuestion = z.discriminatedUnion("kind", [RatingQuestion, TextQuestion], {
  error: "A question is a rating or a text question",
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

/** A survey's questions: 1 to 20, ids unique, at least one rating (the score is their mean). */
export const SurveyQuestions = z
  .array(SurveyQuestion)
  .min(1, "Ask at least one question")
  .max(SURVEY_QUESTIONS_MAX, `A survey asks at most ${SURVEY_QUESTIONS_MAX} questions`)
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, i) => {
      if (seen.has(q.id))
        ctx.addIssue({ code: "custom", path: [i, "id"], message: `Two questions have the id ${q.id}` });
      seen.add(q.id);
    });
    if (questions.length > 0 && !questions.some((q) => q.kind === "rating"))
      ctx.addIssue({
        code: "custom",
        message: "Ask at least one rating question: the survey's score is the mean of its ratings",
      });
  });

/** A survey as the operators' screens read it. */
export const Survey = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(SurveyQuestion),
  active: z.boolean(),
  /** Responses given so far: a survey with any keeps its questions. */
  responses: z.number().int(),
  /** Loads it was sent about. */
  sentLoads: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Survey = z.infer<typeof Survey>;

export const SurveyList = paged(Survey);
export type SurveyList = z.infer<typeof SurveyList>;

export const SurveyIdParams = z.object({ surveyId: UrlId });

/** `GET /surveys`: every survey, paged, searched on the name. */
export const SurveysQuery = PageQuery.extend({
  sort: z.enum(["name", "createdAt"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type SurveysQuery = z.infer<typeof SurveysQuery>;

const surveyName = z
  .string({ error: "Give the survey a name" })
  .trim()
  .min(1, "Give the survey a name")
  .max(120, "A name is at most 120 characters");

/**
 * `POST /surveys` and `PUT /surveys/{surveyId}`: the name (unique), the questions and whether it
 * is the active survey (the one sent when a load closes; activating it deactivates the other).
 */
export const SurveyBody = z.object({
  name: surveyName,
  questions: SurveyQuestions,
  active: z.boolean().default(false),
});
export type SurveyBody = z.infer<typeof SurveyBody>;

/** An answer as sent: a rating 1–5, a text, or null for an optional question left out. */
export const SurveyAnswerValue = z.union([z.number(), z.string(), z.null()]);

/** `POST` of a response: each question's answer by its id (the survey's rules check them). */
export const SurveyResponseBody = z.object({
  answers: z
    .record(z.string(), SurveyAnswerValue, { error: "Give the answers by question id" })
    .refine((a) => Object.keys(a).length <= SURVEY_QUESTIONS_MAX * 2, "Too many answers"),
});
export type SurveyResponseBody = z.infer<typeof SurveyResponseBody>;

/** A stored answer: a rating or a text. */
export const StoredAnswer = z.union([z.number().int().min(RATING_MIN).max(RATING_MAX), z.string()]);

/** One question of a response with its answer (null when left out), in the survey's order. */
export const AnsweredQuestion = z.object({
  questionId: z.string(),
  question: z.string(),
  kind: z.enum(["rating", "text"]),
  value: StoredAnswer.nullable(),
});
export type AnsweredQuestion = z.infer<typeof AnsweredQuestion>;

/** How a response was given: by the mail's link (a contact) or in the client portal (a user). */
export const SurveyResponseVia = z.enum(["link", "portal"]);

/** A response as the operators' screens read it. */
export const SurveyResponse = z.object({
  id: z.number().int(),
  surveyId: z.number().int(),
  surveyName: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  activitySlug: z.string().nullable(),
  via: SurveyResponseVia,
  /** The contact (by link) or the user (in the portal) who answered. */
  answeredBy: z.string().nullable(),
  score: z.number().nullable(),
  answers: z.array(AnsweredQuestion),
  createdAt: z.string(),
});
export type SurveyResponse = z.infer<typeof SurveyResponse>;

export const SurveyResponseList = paged(SurveyResponse);
export type SurveyResponseList = z.infer<typeof SurveyResponseList>;

/** Which responses: of an account, of a survey, in a date range (YYYY-MM-DD, inclusive). */
const responseFilters = {
  accountId: UrlId.optional(),
  surveyId: UrlId.optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
};

/** `GET /survey_responses`: responses, newest first by default, searched on account or load. */
export const SurveyResponsesQuery = PageQuery.extend({
  ...responseFilters,
  sort: z.enum(["createdAt", "score", "accountName"]).default("createdAt"),
  order: z.enum(["asc", "desc"]).default("desc"),
});
export type SurveyResponsesQuery = z.infer<typeof SurveyResponsesQuery>;
export const SurveyResponsesExportQuery = exportQueryOf(SurveyResponsesQuery);
export type SurveyResponsesExportQuery = z.infer<typeof SurveyResponsesExportQuery>;

/** `GET /survey_responses/scores`: the monthly score of an account (or all) over the last months. */
export const SurveyScoresQuery = z.object({
  accountId: UrlId.optional(),
  surveyId: UrlId.optional(),
  months: z.coerce.number().int().min(1, "Show 1 to 36 months").max(36, "Show 1 to 36 months").default(12),
});
export type SurveyScoresQuery = z.infer<typeof SurveyScoresQuery>;

export const SurveyMonthScore = z.object({
  /** YYYY-MM (UTC). */
  month: z.string(),
  responses: z.number().int(),
  /** The mean of the month's response scores, or null without a scored response. */
  score: z.number().nullable(),
});

export const SurveyScores = z.object({
  months: z.array(SurveyMonthScore),
  /** Over the whole range. */
  responses: z.number().int(),
  score: z.number().nullable(),
});
export type SurveyScores = z.infer<typeof SurveyScores>;

/** What the answer form shows of a survey. */
export const SurveyForm = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(SurveyQuestion),
});
export type SurveyForm = z.infer<typeof SurveyForm>;

/** The load a survey asks about. */
export const SurveyLoad = z.object({
  activitySlug: z.string(),
  accountName: z.string(),
  /** When it was closed (the status change), if known. */
  closedAt: z.string().nullable(),
});
export type SurveyLoad = z.infer<typeof SurveyLoad>;

/** A response as its own answerer reads it back. */
export const OwnSurveyResponse = z.object({
  id: z.number().int(),
  score: z.number().nullable(),
  answers: z.array(AnsweredQuestion),
  createdAt: z.string(),
});
export type OwnSurveyResponse = z.infer<typeof OwnSurveyResponse>;

/** `GET /no_user/surveys/{token}`: the survey a mail's link opens, its load, and whether answered. */
export const PublicSurvey = z.object({
  survey: SurveyForm,
  load: SurveyLoad,
  /** The contact's first name, for the greeting. */
  firstName: z.string(),
  response: OwnSurveyResponse.nullable(),
});
export type PublicSurvey = z.infer<typeof PublicSurvey>;

/** The token of a survey mail's link (any text: one that opens nothing answers a plain 404). */
export const SurveyTokenParams = z.object({ token: z.string() });

/** `GET /client/surveys`: the active survey and the caller's closed loads awaiting an answer. */
export const ClientSurveys = z.object({
  survey: SurveyForm.nullable(),
  loads: z.array(SurveyLoad),
});
export type ClientSurveys = z.infer<typeof ClientSurveys>;

export const SurveyLoadParams = z.object({ activitySlug: ActivitySlug });

/** `GET /client/survey_responses/{activitySlug}`: the survey of one load and the caller's answer. */
export const LoadSurvey = z.object({
  survey: SurveyForm,
  load: SurveyLoad,
  response: OwnSurveyResponse.nullable(),
});
export type LoadSurvey = z.infer<typeof LoadSurvey>;
