import { type Audience, type Permission, SIGNED_IN_COOKIE } from "@ops/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { resolveSession } from "../areas/auth/auth.service";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { AppError } from "../platform/app-error";
import type { Actor, ServiceContext } from "../platform/context";
import { requirePermission } from "../platform/permissions";

export const SESSION_COOKIE = "ops_session";

/** Who may call a route: a path family's audience, any signed-in user, or anyone. */
export type Access = Audience | "signedIn" | "public";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /** What the actor's roles must allow (from the endpoint descriptor). */
    permission?: Permission;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const FAMILY_LABEL: Record<Audience, string> = {
  operator: "operator staff",
  client: "client users",
  vendor: "vendor users",
};

/** The audience a path family serves (SPEC §6); `/spa/no_user/...` needs no session. */
export function accessOfPath(path: string): Access {
  if (path.startsWith("/spa/no_user/")) return "public";
  if (path.startsWith("/spa/client/")) return "client";
  if (path.startsWith("/spa/vendor/")) return "vendor";
  return "operator";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    expires,
  });
  reply.setCookie(SIGNED_IN_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest) {
  reply.clearCookie(SESSION_COOKIE, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
  reply.clearCookie(SIGNED_IN_COOKIE, { path: "/", sameSite: "lax", secure: request.protocol === "https" });
}

/** The service context of a guarded route; the guard has already refused anonymous calls. */
export function contextOf(request: FastifyRequest, db: Db): ServiceContext {
  if (!request.actor) throw new AppError(401, "Sign in to continue");
  return { db, actor: request.actor };
}

/** Whether a request's raw path spells the API prefix as it is (not `/%73pa`, `/spa%2F`…). */
export function isCanonicalSpaPath(url: string): boolean {
  return url === "/spa" || url.startsWith("/spa/") || url.startsWith("/spa?");
}

/**
 * Guards `/spa`: state changes need the X-Requested-With header (CSRF); each route is open to
 * the audience of its path family unless its config says otherwise, and to the actors whose
 * roles hold the permission its descriptor names.
 */
export function registerAuth(app: FastifyInstance, deps: { db: Db; config: Config }) {
  app.decorateRequest("actor", null);

  // What a signed-in person reads is theirs: no browser or proxy keeps a copy unless a route
  // says otherwise (images set their own short private caching).
  app.addHook("onSend", async (request, reply) => {
    if (request.actor && !reply.hasHeader("cache-control"))
      reply.header("Cache-Control", "private, no-store");
  });

  app.addHook("onRequest", async (request) => {
    // The family comes from the route the router matched (it decodes the path), never from the
    // raw URL: `/%73pa/...` reaches the same routes as `/spa/...`.
    const route = request.routeOptions.url;
    if (!route || (route !== "/spa" && !route.startsWith("/spa/"))) return; // the web app, or 404
    if (!isCanonicalSpaPath(request.url)) {
      throw new AppError(404, "No such path; API addresses start with /spa/");
    }
    if (!SAFE_METHODS.has(request.method) && !request.headers["x-requested-with"]) {
      throw new AppError(403, "This request is missing its X-Requested-With header");
    }
    const access = request.routeOptions.config.access ?? accessOfPath(route);
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.actor = await resolveSession(deps.db, token);
    if (access === "public") return;
    if (!request.actor) throw new AppError(401, "Sign in to continue");
    if (access !== "signedIn" && access !== request.actor.audience) {
      throw new AppError(403, `This is available to ${FAMILY_LABEL[access]} only`);
    }
    const permission = request.routeOptions.config.permission;
    if (permission) requirePermission(request.actor, permission);
  });
}
