import { createTag, listRegions, listRoutings, listTags } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import * as service from "./reference.service";

export const referenceRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  serve(app, db, listRegions, (_, ctx) => service.listRegions(ctx));
  serve(app, db, listTags, ({ query }, ctx) => service.listTags(ctx, query));
  serve(app, db, createTag, ({ body }, ctx) => service.createTag(ctx, body));
  serve(app, db, listRoutings, (_, ctx) => service.listRoutings(ctx));
};
