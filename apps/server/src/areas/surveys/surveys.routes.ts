import {
  createSurvey,
  createSurveyResponse,
  deleteSurvey,
  exportSurveyResponses,
  getClientSurveys,
  getSurvey,
  getSurveyResponse,
  getSurveyScores,
  listSurveyResponses,
  listSurveys,
  updateSurvey,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as answers from "./survey-answers.service";
import { surveyResponsesExport } from "./survey-exports";
import * as service from "./surveys.service";

/** The signed-in surveys calls: operators' surveys, responses and scores; clients' answers. */
export const surveysRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  const { publicUrl } = mailSettingsOf(config);
  serve(app, db, listSurveys, ({ query }, ctx) => service.listSurveys(ctx, query));
  serve(app, db, getSurvey, ({ params }, ctx) => service.getSurvey(ctx, params.surveyId));
  serve(app, db, createSurvey, ({ body }, ctx) => service.createSurvey(ctx, body));
  serve(app, db, updateSurvey, ({ params, body }, ctx) => service.updateSurvey(ctx, params.surveyId, body));
  serve(app, db, deleteSurvey, async ({ params }, ctx) => {
    await service.deleteSurvey(ctx, params.surveyId);
    return undefined;
  });
  serve(app, db, listSurveyResponses, ({ query }, ctx) => service.listSurveyResponses(ctx, query));
  serve(app, db, exportSurveyResponses, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, surveyResponsesExport, query),
  );
  serve(app, db, getSurveyScores, ({ query }, ctx) => service.getSurveyScores(ctx, query));
  serve(app, db, getClientSurveys, (_input, ctx) => answers.getClientSurveys(ctx));
  serve(app, db, getSurveyResponse, ({ params }, ctx) => answers.getSurveyResponse(ctx, params.activitySlug));
  serve(app, db, createSurveyResponse, ({ params, body }, ctx) =>
    answers.createSurveyResponse(ctx, publicUrl, params.activitySlug, body),
  );
};
