import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/db/client";
import { seedBase } from "../src/db/seed/base";
import { seedDemo } from "../src/db/seed/demo";
import { diskFileStore } from "../src/platform/files";

/**
 * Migrates and seeds one PGlite database, then dumps it; every test opens its own copy of the
 * dump, which is much faster than migrating each time. PostgreSQL runs need no template.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite();
  await database.migrate();
  await seedBase(database.db);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-test-"));
  const filesDir = path.join(dir, "files");
  // With the job queue's tables and queues (pg-boss): each test's server then starts its queue at once.
  await seedDemo(database.db, diskFileStore(filesDir));
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(dir, "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("filesTemplate", filesDir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    filesTemplate: string;
  }
}
