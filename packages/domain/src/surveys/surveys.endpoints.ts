// The surveys calls (SPEC §7 "Surveys: get; survey response get and create (client)"): operators
// write surveys and read responses and scores; clients answer in the portal; a contact answers by
// the mail's link without signing in (`/spa/no_user/…`).
import { z } from "zod";
import { defineEndpoint } from "../platform/endpoints";
import { exportResponses, exportSummaryOf } from "../platform/exports.schemas";
import {
  ClientSurveys,
  LoadSurvey,
  OwnSurveyResponse,
  PublicSurvey,
  Survey,
  SurveyBody,
  SurveyIdParams,
  SurveyList,
  SurveyLoadParams,
  SurveyResponseBody,
  SurveyResponseList,
  SurveyResponsesExportQuery,
  SurveyResponsesQuery,
  SurveyScores,
  SurveyScoresQuery,
  SurveysQuery,
  SurveyTokenParams,
} from "./surveys.schemas";

const tags = ["surveys"] as const;
const operator = ["operator"] as const;
const client = ["client"] as const;
const pub = ["public"] as const;

export const listSurveys = defineEndpoint({
  method: "GET",
  path: "/surveys",
  families: operator,
  operationId: "listSurveys",
  permission: "surveys.view",
  summary: "Every survey with its questions, whether it is the active one, and its responses so far",
  tags,
  query: SurveysQuery,
  responses: { 200: SurveyList },
});

export const getSurvey = defineEndpoint({
  method: "GET",
  path: "/surveys/:surveyId",
  families: operator,
  operationId: "getSurvey",
  permission: "surveys.view",
  summary: "One survey",
  tags,
  params: SurveyIdParams,
  responses: { 200: Survey },
});

export const createSurvey = defineEndpoint({
  method: "POST",
  path: "/surveys",
  families: operator,
  operationId: "createSurvey",
  permission: "surveys.manage",
  summary: "A new survey (name unique); made active, it deactivates the active one",
  tags,
  body: SurveyBody,
  responses: { 201: Survey },
});

export const updateSurvey = defineEndpoint({
  method: "PUT",
  path: "/surveys/:surveyId",
  families: operator,
  operationId: "updateSurvey",
  permission: "surveys.manage",
  summary:
    "Rename a survey, change its questions or make it (in)active; a survey with responses keeps its questions (409: make a copy)",
  tags,
  params: SurveyIdParams,
  body: SurveyBody,
  responses: { 200: Survey },
});

export const deleteSurvey = defineEndpoint({
  method: "DELETE",
  path: "/surveys/:surveyId",
  families: operator,
  operationId: "deleteSurvey",
  permission: "surveys.manage",
  summary: "Remove a survey never sent (409 once sent or answered: deactivate it instead)",
  tags,
  params: SurveyIdParams,
  responses: { 204: z.null() },
});

export const listSurveyResponses = defineEndpoint({
  method: "GET",
  path: "/survey_responses",
  families: operator,
  operationId: "listSurveyResponses",
  permission: "surveys.view",
  summary: "Survey responses with their answers and score, paged; filter account, survey and dates",
  tags,
  query: SurveyResponsesQuery,
  responses: { 200: SurveyResponseList },
});

export const exportSurveyResponses = defineEndpoint({
  method: "GET",
  path: "/survey_responses/export",
  families: operator,
  operationId: "exportSurveyResponses",
  permission: "surveys.view",
  summary: exportSummaryOf("Export survey responses"),
  tags,
  query: SurveyResponsesExportQuery,
  responses: exportResponses,
});

export const getSurveyScores = defineEndpoint({
  method: "GET",
  path: "/survey_responses/scores",
  families: operator,
  operationId: "getSurveyScores",
  permission: "surveys.view",
  summary: "The mean score month by month (UTC) over the last months, of an account or all",
  tags,
  query: SurveyScoresQuery,
  responses: { 200: SurveyScores },
});

export const getClientSurveys = defineEndpoint({
  method: "GET",
  path: "/surveys",
  families: client,
  operationId: "getClientSurveys",
  permission: "surveys.answer",
  summary:
    "The active survey and the caller's closed loads (of the last year) whose survey nobody has answered yet",
  tags,
  responses: { 200: ClientSurveys },
});

export const getSurveyResponse = defineEndpoint({
  method: "GET",
  path: "/survey_responses/:activitySlug",
  families: client,
  operationId: "getSurveyResponse",
  permission: "surveys.answer",
  summary:
    "The survey of one of the caller's closed loads and their answer if given; another client's load is 404",
  tags,
  params: SurveyLoadParams,
  responses: { 200: LoadSurvey },
});

export const createSurveyResponse = defineEndpoint({
  method: "POST",
  path: "/survey_responses/:activitySlug",
  families: client,
  operationId: "createSurveyResponse",
  permission: "surveys.answer",
  summary:
    "Answer the survey of one of the caller's closed loads, once per user and load (409 the second time)",
  tags,
  params: SurveyLoadParams,
  body: SurveyResponseBody,
  responses: { 201: LoadSurvey },
});

export const getPublicSurvey = defineEndpoint({
  method: "GET",
  path: "/surveys/:token",
  families: pub,
  access: "public",
  operationId: "getPublicSurvey",
  permission: null,
  summary:
    "The survey a mail's link opens, its load, and the answer if given; any wrong token is a plain 404",
  tags,
  params: SurveyTokenParams,
  responses: { 200: PublicSurvey },
});

export const answerPublicSurvey = defineEndpoint({
  method: "POST",
  path: "/surveys/:token",
  families: pub,
  access: "public",
  operationId: "answerPublicSurvey",
  permission: null,
  summary: "Answer the survey of a mail's link, once (409 already answered; a wrong token is a plain 404)",
  tags,
  params: SurveyTokenParams,
  body: SurveyResponseBody,
  responses: { 201: OwnSurveyResponse },
});
