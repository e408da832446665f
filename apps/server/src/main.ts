import { buildApp } from "./app";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./db/prepare";
import { DEMO_PASSWORD, DEMO_SIGN_INS } from "./db/seed/demo";
import { openFileStore } from "./platform/open-file-store";

const config = loadConfig();
const database = await openDatabase(config);
const files = await openFileStore(config);
const { seededDemo } = await prepareDatabase(database, config, files);
const app = await buildApp({
  db: database.db,
  config,
  files,
  logger: { level: config.LOG_LEVEL },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ port: config.PORT, host: config.HOST });
const where = database.kind === "pglite" ? `embedded database in ${config.DATA_DIR}` : "PostgreSQL";
const lines = [
  "",
  `  Operations platform ready at http://localhost:${config.PORT}  (${where})`,
  `  API documentation: http://localhost:${config.PORT}/spa/docs`,
];
if (config.DEMO_DATA) {
  lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}): ${DEMO_SIGN_INS.join(", ")}`);
  if (seededDemo) lines.push("  Demo data was seeded on this first start.");
}
console.log(`${lines.join("\n")}\n`);
