import { listNotificationsFromToken, stopNotificationsFromToken } from "@ops/domain";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
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
      if (!(await oneClickRequested(request))) {
        return reply.status(400).send({ message: `Send ${ONE_CLICK}` });
      }
      await service.oneClickUnsubscribe(db, request.params.token);
      return reply.header("Cache-Control", "no-store").send({ message: "Unsubscribed" });
    },
  );
};

/** Whether the body says `List-Unsubscribe=One-Click`, form-encoded, as text or as a multipart field. */
async function oneClickRequested(request: FastifyRequest): Promise<boolean> {
  if (request.isMultipart()) {
    let value: unknown;
    // Every part is read to its end, so the request completes whatever else it carries.
    for await (const part of request.parts()) {
      if (part.type === "file") part.file.resume();
      else if (part.fieldname === "List-Unsubscribe") value = part.value;
    }
    return value === "One-Click";
  }
  const body = request.body;
  return typeof body === "string" && new URLSearchParams(body).get("List-Unsubscribe") === "One-Click";
}
