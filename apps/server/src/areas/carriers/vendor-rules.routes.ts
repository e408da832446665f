import { IdParams, VendorRule, VendorRuleBody, VendorRuleList, VendorRulesQuery } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./vendor-rules.service";

const tags = ["vendor rules"];

export const vendorRulesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/spa/vendor_rules",
    {
      schema: {
        tags,
        summary: "List vendor rules",
        querystring: VendorRulesQuery,
        response: { 200: VendorRuleList },
      },
    },
    async (request) => service.listVendorRules(contextOf(request, db), request.query),
  );
  app.post(
    "/spa/vendor_rules",
    {
      schema: { tags, summary: "Create a vendor rule", body: VendorRuleBody, response: { 201: VendorRule } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createVendorRule(contextOf(request, db), request.body)),
  );
  app.get(
    "/spa/vendor_rules/:id",
    { schema: { tags, summary: "Get a vendor rule", params: IdParams, response: { 200: VendorRule } } },
    async (request) => service.getVendorRule(contextOf(request, db), request.params.id),
  );
  app.put(
    "/spa/vendor_rules/:id",
    {
      schema: {
        tags,
        summary: "Update a vendor rule",
        params: IdParams,
        body: VendorRuleBody,
        response: { 200: VendorRule },
      },
    },
    async (request) => service.updateVendorRule(contextOf(request, db), request.params.id, request.body),
  );
};
