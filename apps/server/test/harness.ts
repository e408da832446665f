import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, type Db, openPglite, openPostgres } from "../src/db/client";
import { roles, userRoles, users } from "../src/db/schema";
import { DEMO_PASSWORD } from "../src/db/seed/demo";
import { diskFileStore } from "../src/platform/files";
import { openFileStore } from "../src/platform/open-file-store";

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The PostgreSQL database of this app (with TEST_DATABASE_URL), for a second server on it. */
  databaseUrl: string | null;
  close(): Promise<void>;
};

/** A new PostgreSQL database copied from the run's migrated and seeded template (global-setup.ts). */
async function openPostgresCopy(
  url: string,
): Promise<{ database: Database; url: string; drop(): Promise<void> }> {
  const name = `ops_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create database ${name} template ${inject("pgTemplate")}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    database: openPostgres(target.toString(), { max: 4 }),
    url: target.toString(),
    drop: () => adminQuery(url, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const template = () => fs.readFileSync(inject("pgliteTemplate"));

/**
 * A fresh application on a fresh database holding the demo data: a copy of the PGlite template,
 * or, with TEST_DATABASE_URL, a new PostgreSQL database copied from the run's template.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-files-"));
  const config = loadConfig({ NODE_ENV: "test", WEB_DIST: "/nonexistent", FILES_DIR: filesDir, ...env });
  let database: Database;
  let drop = async () => {};
  let databaseUrl: string | null = null;
  const url = process.env.TEST_DATABASE_URL;
  fs.cpSync(inject("filesTemplate"), filesDir, { recursive: true });
  if (url) {
    ({ database, drop, url: databaseUrl } = await openPostgresCopy(url));
  } else {
    database = await openPglite({ loadDataDir: new Blob([template()]) });
  }
  // The demo data's files are on disk; the app uses the store its env names (S3_* to test object storage).
  const app = await buildApp({ db: database.db, config, files: await openFileStore(config) });
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second app server on the PostgreSQL database (and file directory) of `first`, as another
 * machine behind the load balancer would be; close it before `first`.
 */
export async function createPeerApp(
  first: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error("a second server needs TEST_DATABASE_URL");
  const database = openPostgres(first.databaseUrl, { max: 4 });
  const app = await buildApp({
    db: database.db,
    config: first.config,
    files: diskFileStore(first.config.FILES_DIR),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Headers a browser sends with a state-changing call. */
export const XHR = { "x-requested-with": "XMLHttpRequest" } as const;

/** Signs in and answers the cookie header to send with later calls. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/spa/login",
    headers: XHR,
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === "ops_session");
  if (!cookie) throw new Error("no session cookie");
  return `ops_session=${cookie.value}`;
}

/** An inject call as a signed-in user, with the CSRF header. */
export function as(app: FastifyInstance, cookie: string) {
  return (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...XHR, cookie, ...(options.headers ?? {}) } });
}

/**
 * Gives a demo user one more role, for a test whose subject is not the roles: a read-only demo
 * user who must file something, say. Sign in after it (permissions are read per request).
 */
export async function grantRole(db: Db, email: string, type: "operator" | "client", roleName: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.type, type), eq(roles.name, roleName)));
  if (!user || !role) throw new Error(`no user ${email} or role ${type}:${roleName}`);
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id }).onConflictDoNothing();
}
