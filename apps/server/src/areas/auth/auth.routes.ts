import { getClientConfig, getSiteState, login, logout } from "@ops/domain";
import type { FastifyPluginAsync } from "fastify";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { serve } from "../../platform/endpoints";
import { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from "../../plugins/auth";
import * as service from "./auth.service";

export const authRoutes: FastifyPluginAsync<{ db: Db; config: Config }> = async (app, { db, config }) => {
  serve(app, db, login, async ({ body }, _ctx, request, reply) => {
    const result = await service.login(db, config, body, {
      ip: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    setSessionCookie(reply, request, result.token, result.expiresAt);
    return { user: result.actor };
  });

  serve(app, db, logout, async (_, _ctx, request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await service.logout(db, token);
    clearSessionCookie(reply, request);
    return undefined;
  });

  serve(app, db, getSiteState, (_, ctx) => service.siteState(ctx, config));

  serve(app, db, getClientConfig, () => service.clientConfig(config));
};
