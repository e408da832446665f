import { createHash, randomBytes } from "node:crypto";
import {
  audienceOf,
  type ClientConfig,
  type LoginBody,
  type LoginOptions,
  type Permission,
  type SiteState,
  type SsoProvider,
  siteActionsFor,
} from "@ops/domain";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/app-error";
import type { Actor, ServiceContext } from "../../platform/context";
import { UNUSABLE_HASH, verifyPassword } from "../../platform/passwords";
import { listWarehouses } from "../inventory/warehouses.service";
import {
  findActorById,
  findUserBySession,
  findUserForLogin,
  type UserWithPermissions,
} from "../users/users.lookups";
import * as repo from "./auth.repo";

export const WRONG_CREDENTIALS = "Email or password is incorrect";
export const TOO_MANY_ATTEMPTS = "Too many failed sign-in attempts. Wait a minute and try again.";

/** Tokens are 256-bit random; only their SHA-256 is stored, so a database leak yields no sessions. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type LoginResult = { token: string; expiresAt: Date; actor: Actor };

/** Signs a user in; counts failures per email and per address and refuses past the limit (429). */
export async function login(
  db: Db,
  config: Pick<Config, "SESSION_TTL_HOURS" | "LOGIN_MAX_FAILURES">,
  body: LoginBody,
  client: { ip: string; userAgent: string | null },
): Promise<LoginResult> {
  // Claimed (and counted) before the password is checked, so parallel guesses cannot all pass.
  const attempt = await repo.claimAttempt(db, body.email, client.ip, config.LOGIN_MAX_FAILURES);
  if (attempt === null) throw new AppError(429, TOO_MANY_ATTEMPTS);

  const found = await findUserForLogin(db, body.email);
  const matches = await verifyPassword(body.password, found?.passwordHash ?? UNUSABLE_HASH);
  if (!found || !matches || !found.active) throw new AppError(401, WRONG_CREDENTIALS);
  await repo.releaseAttempt(db, attempt);

  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + config.SESSION_TTL_HOURS * 3_600_000);
  await repo.insertSession(db, { tokenHash: hashToken(token), userId: found.id, expiresAt, ...client });
  const actor = await resolveActor(db, found.id);
  if (!actor) throw new AppError(401, WRONG_CREDENTIALS);
  await purgeStale(db);
  return { token, expiresAt, actor };
}

/** How often a server clears expired sessions and old sign-in failures (at a sign-in). */
const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

/**
 * Expired sessions and sign-in failures older than their window are removed at a sign-in, at
 * most every ten minutes per server, so neither table grows without bound. A second server
 * purging at the same moment deletes nothing more: the statements are idempotent.
 */
async function purgeStale(db: Db) {
  if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = Date.now();
  await Promise.all([repo.deleteExpiredSessions(db), repo.deleteOldFailures(db)]);
}

/**
 * Who a user acts as: the audience of their entitlements and the permissions of their roles
 * (the database's check keeps those to the known names). Vendors hold no roles.
 */
function actorOf(user: UserWithPermissions): Actor {
  const audience = audienceOf(user.entitlements);
  return { ...user, audience, permissions: audience === "vendor" ? [] : (user.permissions as Permission[]) };
}

/** A user as an actor, or null when there is none or they are disabled. */
export async function resolveActor(db: Db, userId: number): Promise<Actor | null> {
  const user = await findActorById(db, userId);
  return user?.active ? actorOf(user) : null;
}

/** The actor of a session token, or null when the session is unknown, expired or the user disabled. */
export async function resolveSession(db: Db, token: string): Promise<Actor | null> {
  const user = await findUserBySession(db, hashToken(token));
  return user?.active ? actorOf(user) : null;
}

export function logout(db: Db, token: string) {
  return repo.deleteSession(db, hashToken(token));
}

/** Ends every session of a user (a new password, a disabled user); runs in the caller's transaction. */
export function endUserSessions(db: Db, userId: number): Promise<void> {
  return repo.deleteUserSessions(db, userId);
}

/** Sign-in options from configuration; a provider without a URL is not offered. */
export function loginOptions(config: Config): LoginOptions {
  const providers: (Omit<SsoProvider, "url"> & { url: string | null })[] = [
    { id: "google", label: "Sign in with Google", url: config.SSO_GOOGLE_URL },
    { id: "microsoft", label: "Sign in with Microsoft", url: config.SSO_MICROSOFT_URL },
  ];
  return {
    ssoProviders: providers.filter((p): p is SsoProvider => p.url !== null),
    crmUrl: config.CRM_URL,
    resetUrl: config.PASSWORD_RESET_URL,
  };
}

export function clientConfig(config: Config): ClientConfig {
  return { ...loginOptions(config), sentryDsn: config.SENTRY_DSN, environment: config.NODE_ENV };
}

/** The site state of SPEC §3 for the signed-in user. */
export async function siteState(ctx: ServiceContext, config: Config): Promise<SiteState> {
  return {
    user: ctx.actor,
    warehouses: await listWarehouses(ctx.db),
    actions: siteActionsFor(ctx.actor.audience),
    // The configured dashboard when there is one, else the audience's home dashboard (issue 23).
    dashboardUrl: config.DASHBOARD_URL ?? "/",
    loginOptions: loginOptions(config),
  };
}
