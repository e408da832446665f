import {
  createAccountProgram,
  createProgramTemplate,
  getAccountProgram,
  getProgramTemplate,
  listAccountPrograms,
  listProgramTemplates,
  updateAccountProgram,
  updateProgramTemplate,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./programs.service";

/** Programs of accounts and the templates they start from; the path family sets the actor's scope. */
export const programsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listAccountPrograms, ({ params }, ctx) => service.listPrograms(ctx, params.id));
  serve(app, db, getAccountProgram, ({ params }, ctx) =>
    service.getProgram(ctx, params.id, params.programId),
  );
  serve(app, db, createAccountProgram, ({ params, body }, ctx) =>
    service.createProgram(ctx, params.id, body),
  );
  serve(app, db, updateAccountProgram, ({ params, body }, ctx) =>
    service.updateProgram(ctx, params.id, params.programId, body),
  );

  serve(app, db, listProgramTemplates, (_input, ctx) => service.listTemplates(ctx));
  serve(app, db, createProgramTemplate, ({ body }, ctx) => service.createTemplate(ctx, body));
  serve(app, db, getProgramTemplate, ({ params }, ctx) => service.getTemplate(ctx, params.id));
  serve(app, db, updateProgramTemplate, ({ params, body }, ctx) =>
    service.updateTemplate(ctx, params.id, body),
  );
};
