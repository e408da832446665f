import { getOutboxMail, listOutbox } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./outbox.service";

/** The operators' outbox screen: every mail the product sent or would have sent. */
export const outboxRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listOutbox, ({ query }, ctx) => service.listOutbox(ctx, query));
  serve(app, db, getOutboxMail, ({ params }, ctx) => service.getOutboxMail(ctx, params.id));
};
