import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../src/db/client";
import { seedBase } from "../src/db/seed/base";
import { seedDemo } from "../src/db/seed/demo";

/**
 * Migrates and seeds one PGlite database, then dumps it; every test opens its own copy of the
 * dump, which is much faster than migrating each time. PostgreSQL runs need no template.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const database = await openPglite();
  await database.migrate();
  await seedBase(database.db);
  await seedDemo(database.db);
  const dump = await database.dumpDataDir();
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "ops-test-")), "template.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
