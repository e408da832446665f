import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLoad } from "../src/areas/activities/activity-records.fixtures";
import { createAssetsJob } from "../src/areas/assets/assets.jobs";
import { accounts } from "../src/db/schema";
import { demoOperatorContext } from "../src/db/seed/demo-actor";
import { enqueue, getJob } from "../src/platform/jobs";
import { createTestApp, type TestApp } from "./harness";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * Probe: a job taken by one `npm run worker` process that is killed (SIGKILL) part-way is
 * finished by a second worker process, once the first one's run expires. PostgreSQL only: the
 * embedded database runs jobs in the one server process.
 */

/** Starts `src/worker.ts` (what `npm run worker` runs) and resolves once it says it is ready. */
const startWorker = (env: Record<string, string>) =>
  startServerProcess("src/worker.ts", "Job worker ready", env);

/** Polls `check` until it holds, for at most `seconds`. */
async function until(what: string, check: () => Promise<boolean>, seconds = 30): Promise<void> {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

describe.runIf(process.env.TEST_DATABASE_URL)("a worker process killed during a job", () => {
  // Short expiry and frequent checks, so the dead worker's run is noticed within seconds.
  const fast = { JOB_EXPIRE_SECONDS: "2", JOB_MAINTENANCE_SECONDS: "1", JOB_POLL_SECONDS: "0.5" };
  let t: TestApp;
  const workers: ServerProcess[] = [];

  beforeAll(async () => {
    // This server only queues: the workers below are the only ones to take the job.
    t = await createTestApp({ ...fast, JOB_CONCURRENCY: "0" });
  }, 60_000);

  afterAll(async () => {
    for (const w of workers)
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill("SIGKILL");
    await Promise.all(workers.map((w) => w.exited));
    await t?.close();
  }, 60_000);

  it("is finished by another worker, whole, once the dead one's run expires", async () => {
    const env = {
      ...fast,
      DATABASE_URL: t.databaseUrl ?? "",
      NODE_ENV: "test",
      FILES_DIR: t.config.FILES_DIR,
      JOB_CONCURRENCY: "1",
    };
    const db = t.database.db;
    const ctx = await demoOperatorContext(db);
    const [account] = await db.select().from(accounts).where(eq(accounts.assetForm, "standard")).limit(1);
    if (!account) throw new Error("no demo account with the standard asset form");
    const load = await insertLoad(db, account.name);
    const barcodes = Array.from({ length: 40 }, (_, i) => `KW${randomInt(10_000_000, 99_999_999)}${i}`);
    const observer = new pg.Client({ connectionString: t.databaseUrl ?? "" });
    const blocker = new pg.Client({ connectionString: t.databaseUrl ?? "" });
    await observer.connect();
    await blocker.connect();
    const count = async () =>
      (await observer.query("select count(*)::int as n from assets where barcode = any($1)", [barcodes]))
        .rows[0].n as number;
    try {
      const first = await startWorker(env);
      workers.push(first);
      // Another session holds the events table: the job writes its assets, then waits inside its
      // transaction to write their events. That is when its worker dies.
      await blocker.query("begin");
      await blocker.query("lock table events in share mode");
      const payload = createAssetsJob.payload.parse({
        assets: barcodes.map((barcode) => ({ activitySlug: load.slug, barcode, type: "bin" })),
      });
      const id = await enqueue(ctx, createAssetsJob, payload);
      let writer: number | undefined;
      await until("the first worker's run waits with its assets written", async () => {
        const { rows } = await observer.query(
          `select a.pid from pg_stat_activity a
             join pg_locks l on l.pid = a.pid and l.locktype = 'relation' and l.granted
                            and l.relation = 'assets'::regclass and l.mode = 'RowExclusiveLock'
            where a.datname = current_database() and a.wait_event_type = 'Lock' and a.backend_xid is not null`,
        );
        writer = rows[0]?.pid;
        return writer !== undefined;
      });
      expect((await getJob(ctx, id)).status).toBe("running");

      first.child.kill("SIGKILL");
      expect(await first.exited).toBe(null);
      await blocker.query("commit");
      // The database ends the dead worker's transaction (undoing it) once it finds the client gone.
      await until("the killed worker's transaction is over", async () => {
        const { rows } = await observer.query("select 1 from pg_stat_activity where pid = $1", [writer]);
        return rows.length === 0;
      });
      expect(await count()).toBe(0);
      expect((await getJob(ctx, id)).status).toBe("running");

      const second = await startWorker(env);
      workers.push(second);
      await until("the second worker finished the job", async () =>
        ["succeeded", "failed"].includes((await getJob(ctx, id)).status),
      );
      expect(await getJob(ctx, id)).toMatchObject({
        status: "succeeded",
        progress: 1,
        result: { count: 40 },
        error: null,
      });
      expect(await count()).toBe(40);

      // A worker told to stop finishes what it holds and exits cleanly.
      second.child.kill("SIGTERM");
      expect(await second.exited).toBe(0);
    } finally {
      await blocker.query("rollback").catch(() => {});
      await blocker.end();
      await observer.end();
    }
  }, 90_000);
});
