import { listNotificationsFromToken, stopNotificationsFromToken } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { AreaDeps } from "../../platform/area";
import { serve } from "../../platform/endpoints";
import * as service from "./notifications.service";

/**
 * A contact's mail subscriptions from the token of an unsubscribe link (`/spa/no_user/…`, no
 * sign-in). The token is checked before the body is validated, so a wrong link answers its plain
 * 404 and learns nothing from a 422.
 */
export const notificationsPublicRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  app.addHook("preValidation", async (request) => {
    const fromQuery = (request.query as { token?: unknown } | undefined)?.token;
    const fromBody = (request.body as { token?: unknown } | undefined)?.token;
    await service.openToken(db, request.method === "GET" ? fromQuery : fromBody);
  });
  serve(app, db, listNotificationsFromToken, ({ query }, ctx) =>
    service.subscriptionsFromToken(ctx.db, query.token),
  );
  serve(app, db, stopNotificationsFromToken, ({ body }, ctx) => service.stopFromToken(ctx.db, body));
};

const ONE_CLICK = "List-Unsubscribe=One-Click";

/**
 * `POST /unsubscribe/{token}`: the one-click unsubscribe a mail client sends from the
 * `List-Unsubscribe` and `List-Unsubscribe-Post` headers (RFC 8058), outside `/spa` since the
 * header's address is the page's. The body is `List-Unsubscribe=One-Click`, form-encoded (or
 * multipart); a wrong token is a plain 404. (A GET of the address is the unsubscribe page.)
 */
export const oneClickRoutes: FastifyPluginAsync<AreaDeps> = async (app, { db }) => {
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "text/plain"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post<{ Params: { token: string } }>(
    "/unsubscribe/:token",
    {
      schema: {
        operationId: "oneClickUnsubscribe",
        summary:
          "One-click unsubscribe (RFC 8058): stops the kind of mail the link came with, for its account",
        tags: ["notifications"],
      },
    },
    async (request, reply) => {
      await service.openToken(db, request.params.token);
      if (!oneClickBody(request.body)) {
        return reply.status(400).send({ message: `Send ${ONE_CLICK}` });
      }
      await service.oneClickUnsubscribe(db, request.params.token);
      return reply.header("Cache-Control", "no-store").send({ message: "Unsubscribed" });
    },
  );
};

function oneClickBody(body: unknown): boolean {
  if (typeof body === "string") return new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
  // A multipart body (RFC 8058 allows it) arrives through @fastify/multipart as fields.
  if (body && typeof body === "object" && "List-Unsubscribe" in body) {
    const field = (body as Record<string, unknown>)["List-Unsubscribe"];
    const value = typeof field === "object" && field !== null && "value" in field ? field.value : field;
    return value === "One-Click";
  }
  return false;
}
