import { Region, Routing, Tag, TagBody, TagsQuery } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./reference.service";

const tags = ["reference"];

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/regions",
    {
      // Address and rule forms of every audience pick regions.
      config: { access: "signedIn" },
      schema: { tags, summary: "Regions with their countries", response: { 200: z.array(Region) } },
    },
    async (request) => service.listRegions(contextOf(request, db)),
  );
  app.get(
    "/spa/tags",
    { schema: { tags, summary: "Tags", querystring: TagsQuery, response: { 200: z.array(Tag) } } },
    async (request) => service.listTags(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/tags",
    { schema: { tags, summary: "Add a tag", body: TagBody, response: { 201: Tag } } },
    async (request, reply) =>
      reply.status(201).send(await service.createTag(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/routings",
    { schema: { tags, summary: "Routings and their steps", response: { 200: z.array(Routing) } } },
    async (request) => service.listRoutings(contextOf(request, db)),
  );
};
