import type { Job } from "@ops/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { AppError, notFound } from "./app-error";
import type { ServiceContext } from "./context";

/** Reports how far a job has got (0–1); writes are throttled so a tight loop costs nothing. */
export type ReportProgress = (progress: number) => Promise<void>;
/** The work of a job; it is given its own id (to name what it leaves behind, e.g. a file route). */
export type JobWork = (report: ReportProgress, jobId: string) => Promise<unknown>;

/** A running job says it is alive this often, whether or not its work reports progress. */
export const HEARTBEAT_MS = 10_000;
/** A running or queued job not heard from for this long died with its server. */
export const STALE_AFTER_MS = 60_000;
const PROGRESS_EVERY_MS = 250;

const pending = new Set<Promise<void>>();

/**
 * Starts long work (ARCHITECTURE §2) and answers its id at once; the caller replies 202
 * `{ jobId }`. The job's state is kept in the `jobs` table, so any app server answers
 * `GET /jobs/{id}`. The work runs on this server; an AppError it throws becomes the job's
 * `error` in the same shape a synchronous call would have answered.
 */
export async function startJob(ctx: ServiceContext, kind: string, work: JobWork): Promise<string> {
  const [row] = await ctx.db
    .insert(jobs)
    .values({ kind, createdBy: ctx.actor.id })
    .returning({ id: jobs.id });
  if (!row) throw new Error("the job was not created");
  const run = runJob(ctx.db, row.id, work).finally(() => pending.delete(run));
  pending.add(run);
  return row.id;
}

async function runJob(db: Db, id: string, work: JobWork) {
  await new Promise((resolve) => setImmediate(resolve));
  await db.update(jobs).set({ status: "running", updatedAt: new Date() }).where(eq(jobs.id, id));
  let last = 0;
  const report: ReportProgress = async (progress) => {
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    const value = Math.max(0, Math.min(1, progress));
    await db.update(jobs).set({ progress: value, updatedAt: new Date() }).where(eq(jobs.id, id));
  };
  // The heartbeat: a job whose server was killed is seen as stopped within a minute, and a long
  // job that reports no progress is never taken for dead. One beat at a time (PGlite queues them).
  let beating = false;
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = true;
    db.update(jobs)
      .set({ updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .catch(() => {})
      .finally(() => {
        beating = false;
      });
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const result = await work(report, id);
    await db
      .update(jobs)
      .set({ status: "succeeded", progress: 1, result: result ?? null, updatedAt: new Date() })
      .where(eq(jobs.id, id));
  } catch (error) {
    const body =
      error instanceof AppError
        ? {
            status: error.status,
            message: error.message,
            ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
          }
        : { status: 500, message: "Internal error" };
    if (!(error instanceof AppError)) console.error(`job ${id} failed`, error);
    await db
      .update(jobs)
      .set({ status: "failed", error: body, updatedAt: new Date() })
      .where(eq(jobs.id, id));
  } finally {
    clearInterval(heartbeat);
  }
}

/** Waits for the jobs this server is running (tests, and a graceful shutdown). */
export async function settleJobs(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** A job as its starter (or an operator) reads it; anyone else gets 404. */
export async function getJob(ctx: ServiceContext, id: string): Promise<Job> {
  const [row] = await ctx.db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound("Job");
  if (ctx.actor.audience !== "operator" && row.createdBy !== ctx.actor.id) throw notFound("Job");
  const stale =
    (row.status === "queued" || row.status === "running") &&
    Date.now() - row.updatedAt.getTime() > STALE_AFTER_MS;
  return {
    id: row.id,
    kind: row.kind,
    status: stale ? "failed" : (row.status as Job["status"]),
    progress: row.progress,
    result: row.result ?? null,
    error: stale
      ? { status: 500, message: "The job stopped before it finished (its server restarted); start it again" }
      : ((row.error as Job["error"]) ?? null),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
