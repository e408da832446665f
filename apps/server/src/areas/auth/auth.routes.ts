import { ClientConfig, LoginBody, LoginResponse, SiteState } from "@ops/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { clearSessionCookie, contextOf, SESSION_COOKIE, setSessionCookie } from "../../plugins/auth";
import * as service from "./auth.service";

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  app.post(
    "/spa/login",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "Sign in", body: LoginBody, response: { 200: LoginResponse } },
    },
    async (request, reply) => {
      const result = await service.login(db, config, request.body, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      });
      setSessionCookie(reply, request, result.token, result.expiresAt);
      return { user: result.actor };
    },
  );

  app.post(
    "/spa/logout",
    {
      config: { access: "public" },
      schema: { tags: ["auth"], summary: "Sign out", response: { 204: z.null() } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await service.logout(db, token);
      clearSessionCookie(reply, request);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/spa/site",
    {
      config: { access: "signedIn" },
      schema: { tags: ["auth"], summary: "Site state of the signed-in user", response: { 200: SiteState } },
    },
    async (request) => service.siteState(contextOf(request, db), config),
  );

  app.get(
    "/spa/no_user/client_config",
    {
      schema: {
        tags: ["auth"],
        summary: "Public settings the sign-in screen needs",
        response: { 200: ClientConfig },
      },
    },
    async () => service.clientConfig(config),
  );
};
