import {
  type Endpoint,
  type EndpointParsed,
  type EndpointResult,
  FAMILY_PREFIX,
  operationIdIn,
} from "@ops/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { Db } from "../db/client";
import { contextOf } from "../plugins/auth";
import type { Actor, ServiceContext } from "./context";

/** The context of a public endpoint: the actor is there only when someone is signed in. */
export type PublicContext = { db: Db; actor: Actor | null };

type ContextOf<E extends Endpoint> = E["access"] extends "public" ? PublicContext : ServiceContext;

/**
 * What a handler answers: the call's result, or the reply itself when it sent something of its
 * own (a file, a download).
 */
type Answer<E extends Endpoint> = EndpointResult<E> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointParsed<E>,
  ctx: ContextOf<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Answer<E>> | Answer<E>;

const isJobStarted = (value: unknown): value is { jobId: string } =>
  typeof value === "object" && value !== null && "jobId" in value && Object.keys(value).length === 1;

/** The status of a result: 202 for a started job, 204 for nothing, else the call's 201 or 200. */
function statusOf(endpoint: Endpoint, result: unknown): number {
  const statuses = Object.keys(endpoint.responses).map(Number);
  if (statuses.includes(202) && isJobStarted(result)) return 202;
  if (statuses.includes(204)) return 204;
  if (statuses.includes(201)) return 201;
  return 200;
}

/**
 * Registers an endpoint in each of its families (ARCHITECTURE §4): its schemas validate and
 * serialise, its operationId names it in the OpenAPI document, the guard reads its access and
 * permission, and the handler receives the parsed input and the actor's context. The status
 * comes from the descriptor: a started job answers 202, a 204 call sends nothing.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** Fastify options a call needs beyond its descriptor (a larger body limit, say). */
  options: Pick<RouteOptions, "bodyLimit"> = {},
): void {
  for (const family of endpoint.families) {
    app.route({
      ...options,
      method: endpoint.method,
      url: `${FAMILY_PREFIX[family]}${endpoint.path}`,
      schema: {
        operationId: operationIdIn(endpoint, family),
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.consumes ? { consumes: [...endpoint.consumes] } : {}),
        response: endpoint.responses,
      },
      config: {
        ...(endpoint.access ? { access: endpoint.access } : {}),
        ...(endpoint.permission ? { permission: endpoint.permission } : {}),
      },
      handler: async (request, reply) => {
        const ctx = (
          endpoint.access === "public" ? { db, actor: request.actor } : contextOf(request, db)
        ) as ContextOf<E>;
        const input = {
          params: request.params,
          query: request.query,
          body: request.body,
        } as EndpointParsed<E>;
        const result = await handler(input, ctx, request, reply);
        if (result === reply || reply.sent) return reply;
        const status = statusOf(endpoint, result);
        return reply.status(status).send(status === 204 ? null : result);
      },
    });
  }
}
