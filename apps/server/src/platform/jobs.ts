import { randomUUID } from "node:crypto";
import type { Job } from "@ops/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { AppError, notFound } from "./app-error";
import type { Actor, ServiceContext } from "./context";
import type { FileStore } from "./files";
import { parseOrThrow } from "./validate";

/** Reports how far a job has got (0–1); writes are throttled so a tight loop costs nothing. */
export type ReportProgress = (progress: number) => Promise<void>;

/** What a handler is given for one run of a job. */
export type JobRun = {
  /** The database (not a transaction): a handler opens its own transactions. */
  db: Db;
  files: FileStore;
  /** Who queued it, read again from `createdBy` when it runs (null: a schedule, or nobody signed in). */
  actor: Actor | null;
  /** The job's id (its row in `jobs`), to name what the run leaves behind (a file route, say). */
  jobId: string;
  report: ReportProgress;
};

/**
 * A kind of job: a name (its pg-boss queue), the schema of its JSON payload, and the one handler
 * that runs it, on whichever server or worker process takes it. Nothing but the payload crosses
 * the queue, so the handler must find all it needs from the payload and the database. A run can
 * happen twice (a worker dies, the job expires and another takes it up): the handler's doc
 * comment says what makes the second run harmless.
 */
export type JobKind<P> = {
  /** The queue's name: letters, digits, `_` and `-`; never renamed while jobs of it may be queued. */
  name: string;
  /**
   * Checked when queued (422 to the caller) and again when run. Its transforms must give the same
   * value when run on their own output (a payload is stored as the parsed JSON).
   */
  payload: z.ZodType<P>;
  handler(payload: P, run: JobRun): Promise<unknown>;
  /**
   * Failures that are not the caller's fault (anything but an AppError below 500) run again after
   * `delaySeconds` (doubling, with jitter, when `backoff`), `limit` times. Default {@link DEFAULT_RETRY}.
   */
  retry?: { limit: number; delaySeconds: number; backoff?: boolean };
  /**
   * How long a run may take before it is taken for dead (its worker died) and run again; the
   * default is JOB_EXPIRE_SECONDS. A run still going at that point is given up in its process.
   */
  expireInSeconds?: number;
};

/**
 * The use-case context of a run: the database and the actor who queued the job. A kind whose work
 * is scoped to its starter refuses to run without one (a scheduled run has none).
 */
export function runContext(run: JobRun): ServiceContext {
  if (!run.actor) throw new AppError(403, "This job runs for the user who started it, and it has none");
  return { db: run.db, actor: run.actor };
}

/** Any kind, as the registry lists them. */
// biome-ignore lint/suspicious/noExplicitAny: a list of kinds holds kinds of every payload type
export type AnyJobKind = JobKind<any>;

/** Three more tries after 2–4 s, 4–8 s and 8–16 s: enough for a restarting database or a deadlock. */
export const DEFAULT_RETRY = { limit: 3, delaySeconds: 2, backoff: true } as const;

/** pg-boss keeps its tables in this schema, beside ours. */
export const QUEUE_SCHEMA = "pgboss";

/** Declares a kind; list it in `JOB_KINDS` (src/job-kinds.ts) so every server and worker works it. */
export function defineJob<P>(kind: JobKind<P>): JobKind<P> {
  if (!/^[\w-]+$/.test(kind.name)) throw new Error(`invalid job kind name ${kind.name}`);
  return kind;
}

/** What a job's queue entry holds: the `jobs` row it reports to (none for a scheduled run) and the payload. */
export type QueuedJob = { jobId?: string; payload: unknown };

/** A cron schedule of a kind (pg-boss `schedule`): one per kind, kept in the database. */
export type JobSchedule = { kind: AnyJobKind; cron: string; payload: unknown; tz: string };

/**
 * Runs `kind` on a cron schedule (`"0 6 * * *"`: every day at 06:00 in `tz`, UTC by default).
 * List the result in `JOB_SCHEDULES` (src/job-kinds.ts): each server and worker writes the
 * schedules when it starts (a kind left out of the list is unscheduled), and pg-boss queues one
 * run per tick, whichever process's clock sees it first. A scheduled run has no `jobs` row and
 * no actor; its payload is checked here, at start-up.
 */
export function schedule<P>(
  kind: JobKind<P>,
  cron: string,
  payload: P,
  options: { tz?: string } = {},
): JobSchedule {
  kind.payload.parse(payload);
  return { kind, cron, payload, tz: options.tz ?? "UTC" };
}

// ---- queueing -------------------------------------------------------------------------------

/**
 * pg-boss's SQL as a drizzle query on `db`, a transaction or not: `$n` become parameters.
 * Objects go as JSON text (pg-boss casts them to jsonb).
 */
function executeSqlOn(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)));
        const value = values[Number(match[1]) - 1] ?? null;
        const param =
          typeof value === "object" && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : value;
        chunks.push(sql`${param}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: Record<string, unknown>[] };
      return { rows: result.rows };
    },
  };
}

/**
 * Queues with the caller's database (or transaction), never a connection of its own: a pg-boss
 * used only to build its insert, so the queue entry commits (or rolls back) with the caller's work.
 */
let sender: PgBoss | undefined;
function queueSender(): PgBoss {
  sender ??= new PgBoss({
    schema: QUEUE_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error("jobs are queued through the caller's database")),
    },
  });
  return sender;
}

/** Jobs this process queued and has not seen finish (`settleJobs`), with their kind's name. */
const queued = new Map<string, string>();
/** The job runners of this process (usually one; a test may start two servers). */
const runners = new Set<LocalRunner>();

/** What `settleJobs` and `enqueue` need of a runner in this process. */
export type LocalRunner = {
  /** Wakes this process's workers of a queue (they poll otherwise). */
  wake(queue?: string): void;
  /** The jobs among `ids` that this runner's database holds as queued or running; null once it stopped. */
  unfinished(ids: string[]): Promise<{ id: string; status: string }[] | null>;
};

export function addLocalRunner(runner: LocalRunner): () => void {
  runners.add(runner);
  return () => runners.delete(runner);
}

/** What a caller may add to a queued job. */
export type EnqueueOptions = {
  /**
   * The key the screen sent with a request it may retry (a lost answer, a second click): the same
   * key from the same user for the same kind answers the job already queued, which is not queued
   * again. Ignored without an actor (nobody to tell two requests apart by).
   */
  requestKey?: string | null;
};

/**
 * Queues a job (ARCHITECTURE §2): the payload is checked against the kind's schema first (a 422
 * to the caller when it fails, never a job that fails later); the `jobs` row and the queue entry
 * are written with `ctx.db`, so in the caller's transaction when it is one. Answers the job's id;
 * the caller replies 202 `{ jobId }` and the screen polls `GET /jobs/{id}`. With a `requestKey`
 * seen before (same user, same kind) it answers that job's id and queues nothing: the row is
 * inserted `on conflict do nothing` (unique kind, created_by, request_key), so of two requests
 * at once the second waits for the first's row and then reads it.
 */
export async function enqueue<P>(
  ctx: { db: Db; actor: Actor | null },
  kind: Pick<JobKind<P>, "name" | "payload">,
  payload: P,
  options: EnqueueOptions = {},
): Promise<string> {
  const parsed = parseOrThrow(kind.payload, payload);
  const createdBy = ctx.actor?.id ?? null;
  const requestKey = createdBy !== null ? (options.requestKey ?? null) : null;
  const [row] = await ctx.db
    .insert(jobs)
    .values({ kind: kind.name, createdBy, requestKey })
    .onConflictDoNothing({ target: [jobs.kind, jobs.createdBy, jobs.requestKey] })
    .returning({ id: jobs.id });
  if (!row) {
    if (requestKey === null || createdBy === null) throw new Error("the job was not created");
    return existingJobId(ctx.db, kind.name, createdBy, requestKey);
  }
  const entry: QueuedJob = { jobId: row.id, payload: parsed };
  const sent = await queueSender().send(kind.name, entry, { id: row.id, db: executeSqlOn(ctx.db) });
  if (!sent) throw new Error(`no queue ${kind.name}: list its kind in JOB_KINDS (src/job-kinds.ts)`);
  queued.set(row.id, kind.name);
  for (const runner of runners) runner.wake(kind.name);
  return row.id;
}

/**
 * Queues many jobs of one kind at once (a batch of mails): the payloads are checked first, then
 * one insert of the `jobs` rows and one insert of the queue entries, both with `ctx.db`, so a
 * thousand jobs cost two statements instead of two thousand. No request keys: the caller's own
 * rows (an outbox's dedupe keys) keep a retried batch from doubling. Answers the ids in order.
 */
export async function enqueueMany<P>(
  ctx: { db: Db; actor: Actor | null },
  kind: Pick<JobKind<P>, "name" | "payload">,
  payloads: readonly P[],
): Promise<string[]> {
  if (payloads.length === 0) return [];
  const parsed = payloads.map((p) => parseOrThrow(kind.payload, p));
  const createdBy = ctx.actor?.id ?? null;
  const ids = parsed.map(() => randomUUID());
  await ctx.db.insert(jobs).values(ids.map((id) => ({ id, kind: kind.name, createdBy })));
  const entries = ids.map((id, i) => ({
    id,
    name: kind.name,
    data: { jobId: id, payload: parsed[i] } satisfies QueuedJob,
  }));
  await queueSender().insert(entries, { db: executeSqlOn(ctx.db) });
  for (const id of ids) queued.set(id, kind.name);
  for (const runner of runners) runner.wake(kind.name);
  return ids;
}

/** The job already queued for this request key (the insert met it on the unique index). */
async function existingJobId(db: Db, kind: string, createdBy: number, requestKey: string): Promise<string> {
  const found = await jobOfRequestKey({ db, actor: { id: createdBy } }, kind, requestKey);
  if (!found) throw new Error("the job of this request key was not found");
  return found;
}

/**
 * The id of the job the actor queued of this kind with this request key, if any: a use case whose
 * checks would refuse a retry once the first run has changed things (the bins it emptied) asks
 * first and answers the same job.
 */
export async function jobOfRequestKey(
  ctx: { db: Db; actor: Pick<Actor, "id"> | null },
  kind: string,
  requestKey: string | null | undefined,
): Promise<string | null> {
  if (!ctx.actor || !requestKey) return null;
  const [found] = await ctx.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), eq(jobs.createdBy, ctx.actor.id), eq(jobs.requestKey, requestKey)))
    .limit(1);
  return found?.id ?? null;
}

/**
 * Waits until the jobs this process queued are over (succeeded or failed, or never committed),
 * whichever server or worker runs them. Tests use it; with no runner in this process it returns.
 */
export async function settleJobs(): Promise<void> {
  // Waking every worker at a fixed short pace starves the event loop (on PGlite each wake is a
  // query in this process) and with it the very work being waited for: wake only the queues of
  // jobs still waiting to start, and look less often the longer the wait.
  let pause = 10;
  while (queued.size > 0 && runners.size > 0) {
    const ids = [...queued.keys()];
    const answers = await Promise.all([...runners].map((r) => r.unfinished(ids).catch(() => null)));
    const open = new Map(answers.flatMap((a) => a ?? []).map((job) => [job.id, job.status]));
    for (const id of ids) if (!open.has(id)) queued.delete(id);
    if (queued.size === 0) return;
    const waiting = new Set(
      [...open].filter(([, status]) => status === "queued").map(([id]) => queued.get(id)),
    );
    for (const runner of runners) for (const kind of waiting) if (kind) runner.wake(kind);
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(pause * 2, 200);
  }
  queued.clear();
}

// ---- reading -------------------------------------------------------------------------------

/** A job as its starter (or an operator) reads it; anyone else gets 404. */
export async function getJob(ctx: ServiceContext, id: string): Promise<Job> {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound("Job");
  if (ctx.actor.audience !== "operator" && row.createdBy !== ctx.actor.id) throw notFound("Job");
  return {
    id: row.id,
    kind: row.kind,
    status: row.status as Job["status"],
    progress: row.progress,
    result: row.result ?? null,
    error: (row.error as Job["error"]) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
