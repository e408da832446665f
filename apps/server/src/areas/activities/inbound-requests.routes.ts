import {
  createInboundRequest,
  exportInboundRequests,
  getInboundRequest,
  listInboundRequestDcaNumbers,
  listInboundRequestQuestions,
  listInboundRequests,
  listRecentInboundRequests,
  updateInboundRequest,
} from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { sendListExport } from "../../platform/list-export";
import { inboundRequestsExport } from "./activity-exports";
import * as service from "./inbound-requests.service";

/** Inbound requests: clients create and follow theirs; staff list, read, correct and cancel. */
export const inboundRequestsRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listInboundRequestQuestions, (_input, ctx) => service.listQuestions(ctx));
  serve(app, db, listInboundRequestDcaNumbers, ({ query }, ctx) => service.dcaNumbers(ctx, query.accountId));
  serve(app, db, listInboundRequests, ({ query }, ctx) => service.listRequests(ctx, query));
  serve(app, db, getInboundRequest, ({ params }, ctx) => service.getRequest(ctx, params.number));
  serve(app, db, listRecentInboundRequests, (_input, ctx) => service.recentRequests(ctx));
  serve(app, db, createInboundRequest, ({ body }, ctx) => service.createRequest(ctx, body));
  serve(app, db, updateInboundRequest, ({ params, body }, ctx) =>
    service.updateRequest(ctx, params.number, body),
  );
  serve(app, db, exportInboundRequests, ({ query }, ctx, _request, reply) =>
    sendListExport(reply, ctx, inboundRequestsExport, query),
  );
};
