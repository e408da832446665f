import { answerPublicSurvey, getPublicSurvey } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import { mailSettingsOf } from "../../platform/mail/mail-settings";
import * as answers from "./survey-answers.service";

/**
 * The survey page of a mail's link (no sign-in): the token in the path is the only key; any
 * token that opens nothing answers the same plain 404, before the body is even read.
 */
export const surveyPublicRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db, config }) => {
  const { publicUrl } = mailSettingsOf(config);
  app.addHook("preValidation", async (request) => {
    const params = request.params as { token?: unknown };
    await answers.assertSurveyLinkOpens(db, params.token);
  });
  serve(app, db, getPublicSurvey, ({ params }, ctx) => answers.getPublicSurvey(ctx.db, params.token));
  serve(app, db, answerPublicSurvey, ({ params, body }, ctx) =>
    answers.answerPublicSurvey(ctx.db, publicUrl, params.token, body),
  );
};
