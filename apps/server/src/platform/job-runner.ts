import { and, eq, inArray, notInArray } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { AppError } from "./app-error";
import type { Actor } from "./context";
import type { FileStore } from "./files";
import {
  type AnyJobKind,
  addLocalRunner,
  DEFAULT_RETRY,
  type JobSchedule,
  QUEUE_SCHEMA,
  type QueuedJob,
  type ReportProgress,
} from "./jobs";

const PROGRESS_EVERY_MS = 250;
/** Jobs that failed for good (retries spent, or expired on their last try) land here. */
const DEAD_LETTERS = "jobs_failed";
const FINAL = ["succeeded", "failed"];

export type JobRunnerOptions = {
  db: Db;
  files: FileStore;
  kinds: readonly AnyJobKind[];
  schedules?: readonly JobSchedule[];
  /** The auth area's `resolveActor`: who queued a job, as they are now. */
  resolveActor(db: Db, userId: number): Promise<Actor | null>;
  /** Runs of each kind this process works at once; 0 queues only (another process works them). */
  concurrency: number;
  /** Default time a run may take before it is taken for dead and retried (JOB_EXPIRE_SECONDS). */
  expireInSeconds: number;
  /** How often expired runs are looked for (JOB_MAINTENANCE_SECONDS). */
  maintenanceSeconds: number;
  /** How often an idle worker looks for work when nothing wakes it (JOB_POLL_SECONDS). */
  pollSeconds: number;
  log?: (message: string, error?: unknown) => void;
};

export type JobRunner = { stop(): Promise<void> };

type Client = {
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
  query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};
const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;

/** Whether `db` is the embedded PGlite (one process only) rather than a PostgreSQL pool. */
export const isEmbedded = (db: Db) => typeof clientOf(db).exec === "function";

/**
 * How pg-boss reaches the database: the embedded PGlite through its `db` option (multi-statement
 * SQL without parameters to `exec`, the rest to `query`; STACK.md), PostgreSQL through the app's
 * pool. The one connection of PGlite is shared safely: it runs one query or transaction at a time.
 */
function bossDb(db: Db, state: { open: boolean; inFlight: Set<Promise<unknown>> }): PgBoss.Db {
  const client = clientOf(db);
  const run = async (text: string, values?: unknown[]) => {
    if (client.exec && (!values || values.length === 0)) {
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    }
    return client.query(text, values);
  };
  return {
    async executeSql(text, values) {
      if (!state.open) throw new Error("the job runner is stopped");
      const call = run(text, values);
      const done = () => state.inFlight.delete(call);
      state.inFlight.add(call);
      call.then(done, done);
      return call;
    },
  };
}

/** Lets the callbacks of the promises just settled run (pg-boss completes a run without awaiting it). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works the queue (ARCHITECTURE §2) in this process: pg-boss on the app's database, one queue per
 * kind. Every app server runs one (unless JOB_CONCURRENCY is 0) and `npm run worker` runs one
 * without HTTP. A run reports to the job's `jobs` row, which `GET /jobs/{id}` reads:
 * - an AppError below 500 is the caller's fault: the job fails at once with the body a
 *   synchronous call would have answered;
 * - anything else is retried with back-off (the kind's `retry`), then fails with `{status: 500}`;
 * - a run whose process died expires (the kind's `expireInSeconds`) and is taken up again by
 *   whichever worker is there; one that expires on its last try fails (the dead-letter queue).
 */
export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { db, kinds, concurrency } = options;
  if (concurrency === 0 && isEmbedded(db))
    throw new Error(
      "Invalid configuration:\n  JOB_CONCURRENCY: the embedded database runs jobs in the server; 0 is for PostgreSQL",
    );
  const log = options.log ?? ((message, error) => console.error(message, error ?? ""));
  const state = { open: true, inFlight: new Set<Promise<unknown>>() };
  const boss = new PgBoss({
    schema: QUEUE_SCHEMA,
    db: bossDb(db, state),
    maintenanceIntervalSeconds: options.maintenanceSeconds,
    pollingIntervalSeconds: options.pollSeconds,
  });
  boss.on("error", (error) => {
    if (state.open) log("job queue error", error);
  });
  await boss.start();

  await boss.createQueue(DEAD_LETTERS);
  for (const kind of kinds) {
    const retry = kind.retry ?? DEFAULT_RETRY;
    const settings = {
      name: kind.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff ?? false,
      expireInSeconds: kind.expireInSeconds ?? options.expireInSeconds,
      deadLetter: DEAD_LETTERS,
    };
    await boss.createQueue(kind.name, settings);
    // Settings of an existing queue follow the code (and the configuration) of the latest start.
    await boss.updateQueue(kind.name, settings);
  }
  const scheduled = new Set((options.schedules ?? []).map((s) => s.kind.name));
  for (const s of options.schedules ?? [])
    await boss.schedule(s.kind.name, s.cron, { payload: s.payload } satisfies QueuedJob, { tz: s.tz });
  for (const { name } of await boss.getSchedules()) {
    if (!scheduled.has(name) && kinds.some((k) => k.name === name)) await boss.unschedule(name);
  }

  const workers = new Map<string, string[]>();
  const running = new Set<Promise<unknown>>();
  if (concurrency > 0) {
    const work = {
      includeMetadata: true,
      batchSize: 1,
      pollingIntervalSeconds: options.pollSeconds,
    } as const;
    for (const kind of kinds) {
      const ids: string[] = [];
      for (let i = 0; i < concurrency; i++)
        ids.push(
          await boss.work<QueuedJob>(kind.name, work, async ([job]) => {
            if (!job) return;
            const run = runJob(options, kind, job, log);
            running.add(run);
            try {
              return await run;
            } finally {
              running.delete(run);
            }
          }),
        );
      workers.set(kind.name, ids);
    }
    workers.set(DEAD_LETTERS, [
      await boss.work<QueuedJob>(DEAD_LETTERS, work, async ([job]) => {
        if (job?.data.jobId) await failForGood(db, job.data.jobId);
      }),
    ]);
  }

  const removeLocal = addLocalRunner({
    wake(queue) {
      for (const [name, ids] of workers)
        if (!queue || queue === name) for (const id of ids) boss.notifyWorker(id);
    },
    async unfinished(ids) {
      if (!state.open) return null;
      const rows = await db
        .select({ id: jobs.id, status: jobs.status })
        .from(jobs)
        .where(and(inArray(jobs.id, ids), notInArray(jobs.status, FINAL)));
      return rows;
    },
  });

  return {
    async stop() {
      if (!state.open) return;
      removeLocal();
      // Waits for the runs in hand (pg-boss fails what is still running after the timeout, to be retried).
      await boss.stop({ graceful: true, timeout: 30_000, wait: true });
      // A worker's fetch still on its way when the stop came hands its job over afterwards: the run
      // and pg-boss's complete or fail (which it does not await) follow. The queue is closed only
      // once no statement of pg-boss and no run is left. A run given up past its expiry may still be
      // going: it writes nothing more, so it is not awaited long.
      const deadline = Date.now() + 5_000;
      let quiet = 0;
      while (quiet < 2 && Date.now() < deadline) {
        const pending = [...state.inFlight, ...running];
        if (pending.length === 0) quiet++;
        else {
          quiet = 0;
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            Promise.allSettled(pending),
            new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
          ]);
          clearTimeout(timer);
        }
        await nextTurn();
      }
      state.open = false;
    },
  };
}

/** One run of a job: its `jobs` row says running, then succeeded, failed, or queued for a retry. */
async function runJob(
  options: JobRunnerOptions,
  kind: AnyJobKind,
  job: PgBoss.JobWithMetadata<QueuedJob>,
  log: (message: string, error?: unknown) => void,
): Promise<unknown> {
  const { db, files } = options;
  const jobId = job.data.jobId ?? job.id;
  const [record] = job.data.jobId
    ? await db.select().from(jobs).where(eq(jobs.id, job.data.jobId)).limit(1)
    : [];
  // A job already over (its run finished but the queue did not hear of it) is not run again.
  if (record && FINAL.includes(record.status)) return record.result;
  // Past its expiry a run is given up (pg-boss fails it, to be retried): if it still ends later,
  // it no longer writes to the record, which belongs to the next run by then.
  let abandoned = false;
  const expiry = setTimeout(() => (abandoned = true), job.expireInSeconds * 1000);
  expiry.unref();
  const update = async (values: Partial<typeof jobs.$inferInsert>) => {
    if (!record || abandoned) return;
    await db
      .update(jobs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(jobs.id, jobId), notInArray(jobs.status, FINAL)));
  };

  let last = 0;
  const report: ReportProgress = async (progress) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    await update({ progress: Math.max(0, Math.min(1, progress)) });
  };

  try {
    const payload = kind.payload.parse(job.data.payload);
    let actor: Actor | null = null;
    if (record?.createdBy != null) {
      actor = await options.resolveActor(db, record.createdBy);
      if (!actor) throw new AppError(403, "The user who started this job can no longer sign in");
    }
    await update({ status: "running", error: null });
    const result = (await kind.handler(payload, { db, files, actor, jobId, report })) ?? null;
    await update({ status: "succeeded", progress: 1, result, error: null });
    return result;
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      await update({
        status: "failed",
        error: {
          status: error.status,
          message: error.message,
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        },
      });
      return null;
    }
    const lastTry = job.retryCount >= job.retryLimit;
    log(`job ${kind.name} ${jobId} failed${lastTry ? "" : "; it will be retried"}`, error);
    await update(
      lastTry
        ? { status: "failed", error: { status: 500, message: "Internal error" } }
        : { status: "queued", progress: 0 },
    );
    throw error;
  } finally {
    clearTimeout(expiry);
  }
}

/** A job whose retries are spent, or that expired on its last try, and whose row still says it is not over. */
async function failForGood(db: Db, jobId: string) {
  await db
    .update(jobs)
    .set({
      status: "failed",
      error: { status: 500, message: "The job stopped before it finished; start it again" },
      updatedAt: new Date(),
    })
    .where(and(eq(jobs.id, jobId), notInArray(jobs.status, FINAL)));
}
