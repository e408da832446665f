import type { SurveyResponse, SurveyResponsesExportQuery } from "@ops/domain";
import type { AnyListExport, ListExport } from "../../platform/list-export";
import { listSurveyResponses } from "./surveys.service";

const answerText = (r: SurveyResponse) =>
  r.answers
    .filter((a) => a.value !== null)
    .map((a) => `${a.question}: ${a.value}`)
    .join("; ");

/** Survey responses as the responses screen lists them (GET /survey_responses/export). */
export const surveyResponsesExport: ListExport<SurveyResponsesExportQuery, SurveyResponse> = {
  name: "survey_responses",
  fileName: "survey-responses",
  columns: [
    { header: "Answered at", value: (r) => r.createdAt },
    { header: "Survey", value: (r) => r.surveyName },
    { header: "Account", value: (r) => r.accountName },
    { header: "Load", value: (r) => r.activitySlug },
    { header: "Via", value: (r) => (r.via === "link" ? "E-mail link" : "Client portal") },
    { header: "Answered by", value: (r) => r.answeredBy },
    { header: "Score", value: (r) => r.score },
    { header: "Answers", value: answerText },
  ],
  list: listSurveyResponses,
};

/** The survey lists that export as files (listed in src/job-kinds.ts through surveys.jobs.ts). */
export const surveyListExports: AnyListExport[] = [surveyResponsesExport];
