import {
  InboundRequest,
  InboundRequestBody,
  InboundRequestList,
  InboundRequestParams,
  InboundRequestQuestion,
  InboundRequestsQuery,
  RecentInboundRequests,
} from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import type { FileStore } from "../../platform/files";
import { registerListExport } from "../../platform/list-export";
import { contextOf } from "../../plugins/auth";
import { inboundRequestsExport } from "./activity-exports";
import * as service from "./inbound-requests.service";

const tags = ["inbound requests"];
const DcaQuery = z.object({
  accountId: z.coerce.number({ error: "Choose an account" }).int().positive("Choose an account"),
});
/**
 * `PUT /inbound-requests/{number}`: `{status}` alone cancels or reopens; any other field means
 * the whole InboundRequestBody (checked in the service, where the account is known).
 */
const InboundRequestEdit = z.record(z.string(), z.unknown());

/** Inbound requests: clients create and follow theirs; staff list, read, correct and cancel. */
export const inboundRequestsRoutes: FastifyPluginAsyncZod<{ db: Db; files: FileStore }> = async (
  app,
  { db, files },
) => {
  for (const base of ["/spa/inbound-requests", "/spa/client/inbound-requests"]) {
    app.get(
      `${base}/questions`,
      {
        schema: {
          tags,
          summary: "Questions a pickup request answers (active, by position)",
          response: { 200: z.array(InboundRequestQuestion) },
        },
      },
      async (request) => service.listQuestions(contextOf(request, db)),
    );
    app.get(
      `${base}/dca-numbers`,
      {
        schema: {
          tags,
          summary: "DCA numbers already used on the account's requests and loads",
          querystring: DcaQuery,
          response: { 200: z.array(z.string()) },
        },
      },
      async (request) => service.dcaNumbers(contextOf(request, db), request.query.accountId),
    );
    app.get(
      base,
      {
        schema: {
          tags,
          summary: "Inbound requests (clients: their accounts')",
          querystring: InboundRequestsQuery,
          response: { 200: InboundRequestList },
        },
      },
      async (request) => service.listRequests(contextOf(request, db), request.query),
    );
    app.get(
      `${base}/:number`,
      {
        schema: {
          tags,
          summary: "Get an inbound request",
          params: InboundRequestParams,
          response: { 200: InboundRequest },
        },
      },
      async (request) => service.getRequest(contextOf(request, db), request.params.number),
    );
  }

  app.get(
    "/spa/client/inbound-requests/recent",
    { schema: { tags, summary: "The client's latest requests", response: { 200: RecentInboundRequests } } },
    async (request) => service.recentRequests(contextOf(request, db)),
  );
  app.post(
    "/spa/client/inbound-requests",
    {
      schema: {
        tags,
        summary: "Request a pickup (clients only)",
        body: InboundRequestBody,
        response: { 201: InboundRequest },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createRequest(contextOf(request, db), request.body)),
  );
  app.put(
    "/spa/inbound-requests/:number",
    {
      schema: {
        tags,
        summary:
          "Correct a request (the whole InboundRequestBody) and/or set its status (submitted, canceled)",
        params: InboundRequestParams,
        body: InboundRequestEdit,
        response: { 200: InboundRequest },
      },
    },
    async (request) => service.updateRequest(contextOf(request, db), request.params.number, request.body),
  );
  registerListExport(app, { db, files }, ["/spa/inbound-requests", "/spa/client/inbound-requests"], {
    tags: tags,
    summary: "Export inbound requests as filtered",
    querystring: InboundRequestsQuery,
    spec: inboundRequestsExport,
  });
};
