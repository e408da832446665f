import {
  Load,
  LoadList,
  LoadSummaries,
  LoadsBulkQuery,
  LoadsByAccountsBody,
  LoadsQuery,
  SlugParams,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { loadsExport } from "./activity-exports";
import * as service from "./loads.service";

const tags = ["loads"];

/** Loads for operators and, limited to their accounts, clients (SPEC §7 staff and client variants). */
export const loadsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  for (const base of ["/spa/loads", "/spa/client/loads"]) {
    app.get(
      base,
      { schema: { tags, summary: "List loads", querystring: LoadsQuery, response: { 200: LoadList } } },
      async (request) => service.listLoads(contextOf(request, db), request.query),
    );
    app.post(
      base,
      {
        schema: {
          tags,
          summary: "Loads of several accounts",
          body: LoadsByAccountsBody,
          response: { 200: LoadList },
        },
      },
      async (request) => service.listLoadsOfAccounts(contextOf(request, db), request.body),
    );
    app.get(
      `${base}/bulk`,
      {
        schema: {
          tags,
          summary: "Summaries of the named loads",
          querystring: LoadsBulkQuery,
          response: { 200: LoadSummaries },
        },
      },
      async (request) => service.loadSummaries(contextOf(request, db), request.query.activity_slugs),
    );
    app.get(
      `${base}/:slug`,
      { schema: { tags, summary: "Get a load", params: SlugParams, response: { 200: Load } } },
      async (request) => service.getLoad(contextOf(request, db), request.params.slug),
    );
  }
  registerListExport(app, { db, files }, ["/spa/loads", "/spa/client/loads"], {
    tags: tags,
    summary: "Export loads as filtered",
    querystring: LoadsQuery,
    spec: loadsExport,
  });
};
