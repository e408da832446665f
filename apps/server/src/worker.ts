import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startJobs } from "./job-kinds";
import { openFileStore } from "./platform/open-file-store";

/**
 * `npm run worker`: a process that only works the job queue (no HTTP), for sites that keep long
 * work off their app servers (README "Scaling out"). PostgreSQL only: on the embedded database
 * the one server process runs the jobs. It migrates (as a server does) and seeds nothing.
 */
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL (PostgreSQL); on the embedded database the server runs jobs itself",
  );
  process.exit(1);
}
if (config.JOB_CONCURRENCY === 0) {
  console.error("JOB_CONCURRENCY is 0: a worker with no runs to work would only wait");
  process.exit(1);
}
const database = await openDatabase(config);
await database.migrate();
const files = await openFileStore(config);
const runner = await startJobs({ db: database.db, files, config });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: finishing the jobs in hand, then stopping`);
  await runner.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
console.log(`Job worker ready: ${config.JOB_CONCURRENCY} run(s) of each kind at a time`);
