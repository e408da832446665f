import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type Database, openPglite, openPostgres } from "../src/db/client";
import { seedBase } from "../src/db/seed/base";
import { seedDemo } from "../src/db/seed/demo";
import { diskFileStore } from "../src/platform/files";

/**
 * Migrates and seeds one database, once per run: on PGlite a dump that every test file loads a
 * copy of; on PostgreSQL (TEST_DATABASE_URL) a template database every test file's database is
 * created from (`create database … template …`, a file copy). Either is much faster than
 * migrating and seeding the demo for each file. The demo's files go to a directory each test
 * copies.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-test-"));
  const filesDir = path.join(dir, "files");
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `ops_template_${randomBytes(6).toString("hex")}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    await seedOnce(openPostgres(target.toString(), { max: 4 }), filesDir);
    project.provide("pgTemplate", name);
    project.provide("filesTemplate", filesDir);
    return async () => {
      await adminQuery(url, `drop database if exists ${name} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const database = await openPglite();
  await seedOnce(database, filesDir, false);
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(dir, "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("filesTemplate", filesDir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Migrates, seeds the base and the demo (with the job queue's tables and queues, pg-boss). */
async function seedOnce(database: Database, filesDir: string, close = true): Promise<void> {
  await database.migrate();
  await seedBase(database.db);
  // Each test's server then starts its queue at once.
  await seedDemo(database.db, diskFileStore(filesDir));
  if (close) await database.close();
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

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The PostgreSQL template database's name (TEST_DATABASE_URL runs). */
    pgTemplate: string;
    filesTemplate: string;
  }
}
