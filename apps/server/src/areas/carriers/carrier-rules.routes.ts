import { CarrierParams, CarrierRule, CarrierRuleBody, CarrierRuleParams } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client";
import { contextOf } from "../../plugins/auth";
import * as service from "./carrier-rules.service";

const tags = ["carriers"];
const base = "/spa/carriers/:carrierId/rules";

export const carrierRulesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      schema: {
        tags,
        summary: "Rules of a carrier",
        params: CarrierParams,
        response: { 200: z.array(CarrierRule) },
      },
    },
    async (request) => service.listRules(contextOf(request, db), request.params.carrierId),
  );
  app.post(
    base,
    {
      schema: {
        tags,
        summary: "Add a carrier rule",
        params: CarrierParams,
        body: CarrierRuleBody,
        response: { 201: CarrierRule },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createRule(contextOf(request, db), request.params.carrierId, request.body)),
  );
  app.get(
    `${base}/:ruleId`,
    {
      schema: {
        tags,
        summary: "Get a carrier rule",
        params: CarrierRuleParams,
        response: { 200: CarrierRule },
      },
    },
    async (request) =>
      service.getRule(contextOf(request, db), request.params.carrierId, request.params.ruleId),
  );
  app.put(
    `${base}/:ruleId`,
    {
      schema: {
        tags,
        summary: "Update a carrier rule",
        params: CarrierRuleParams,
        body: CarrierRuleBody,
        response: { 200: CarrierRule },
      },
    },
    async (request) =>
      service.updateRule(
        contextOf(request, db),
        request.params.carrierId,
        request.params.ruleId,
        request.body,
      ),
  );
  app.delete(
    `${base}/:ruleId`,
    {
      schema: {
        tags,
        summary: "Remove a carrier rule",
        params: CarrierRuleParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await service.deleteRule(contextOf(request, db), request.params.carrierId, request.params.ruleId);
      return reply.status(204).send(null);
    },
  );
};
