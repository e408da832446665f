import type { Config } from "../config";
import type { FileStore } from "../platform/files";
import type { Database } from "./client";
import { seedAdmin } from "./seed/admin";
import { countUsers, seedBase } from "./seed/base";
import { seedDemo } from "./seed/demo";

/** Migrates, loads reference data, and on an empty database the demo data or the first admin. */
export async function prepareDatabase(
  database: Database,
  config: Config,
  files: FileStore,
): Promise<{ seededDemo: boolean }> {
  await database.migrate();
  await seedBase(database.db);
  if ((await countUsers(database.db)) > 0) return { seededDemo: false };
  if (config.DEMO_DATA) {
    await seedDemo(database.db, files);
    return { seededDemo: true };
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD)
    await seedAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  return { seededDemo: false };
}
