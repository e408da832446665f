import { getJob, JOB_POLL_TIMEOUT_MS, type Job } from "@ops/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "./api";
import { call } from "./endpoints";
import { useSite } from "./session";

/** First poll interval; each poll waits longer, up to the ceiling (ARCHITECTURE §2). */
export const JOB_POLL_FIRST_MS = 300;
export const JOB_POLL_MAX_MS = 2000;
const BACKOFF = 1.5;

/** How long the screen waits after the n-th answer (0-based) before asking again. */
export function jobPollDelay(polls: number): number {
  return Math.min(JOB_POLL_MAX_MS, Math.round(JOB_POLL_FIRST_MS * BACKOFF ** polls));
}

const FAMILIES: Record<string, string> = { client: "/client", vendor: "/vendor" };

export type JobState =
  | { phase: "idle" }
  | { phase: "running"; job: Job | undefined }
  | { phase: "succeeded"; job: Job }
  /** `error` is the body a synchronous call would have answered, as an ApiError. */
  | { phase: "failed"; job: Job; error: ApiError }
  /** The screen stopped waiting; the job may still finish on the server. */
  | { phase: "timedOut"; job: Job | undefined; message: string }
  /** The job could not be read (gone, or the connection failed). */
  | { phase: "lost"; message: string };

export const JOB_TIMEOUT_MESSAGE =
  "This is taking longer than expected, so the screen stopped waiting. The work may still finish: check again in a few minutes.";

/**
 * Polls `GET {family}/jobs/{id}` from the first answer until the job has succeeded or failed,
 * backing off from ~300 ms to 2 s, and gives up after `timeoutMs` with a clear message.
 * `null` means there is no job to follow.
 */
export function useJob(jobId: string | null, timeoutMs: number = JOB_POLL_TIMEOUT_MS): JobState {
  const site = useSite();
  const family = FAMILIES[site.data?.user.audience ?? ""] ?? "";
  const [timedOutFor, setTimedOutFor] = useState<string | null>(null);
  const timedOut = jobId !== null && timedOutFor === jobId;

  const query = useQuery({
    queryKey: ["jobs", family, jobId],
    queryFn: () => call(getJob, { params: { id: String(jobId) } }),
    // The family (the key's and the call's) is known only once the site state is; a wrong one
    // would answer 404.
    enabled: jobId !== null && site.data !== undefined && !timedOut,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      if (status === "succeeded" || status === "failed" || q.state.status === "error") return false;
      return jobPollDelay(q.state.dataUpdateCount);
    },
    refetchIntervalInBackground: true,
    // A job that is not there will not appear; a dropped connection is worth two more tries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    staleTime: 0,
    gcTime: 0,
  });

  const job = query.data;
  const settled = job?.status === "succeeded" || job?.status === "failed";
  useEffect(() => {
    if (jobId === null || settled) return;
    const timer = setTimeout(() => setTimedOutFor(jobId), timeoutMs);
    return () => clearTimeout(timer);
  }, [jobId, settled, timeoutMs]);

  if (jobId === null) return { phase: "idle" };
  if (job?.status === "succeeded") return { phase: "succeeded", job };
  if (job?.status === "failed") {
    const body = job.error ?? { status: 500, message: "The job failed" };
    return { phase: "failed", job, error: new ApiError(body.status, body) };
  }
  if (timedOut) return { phase: "timedOut", job, message: JOB_TIMEOUT_MESSAGE };
  if (query.error) {
    const message =
      query.error instanceof ApiError && query.error.status === 404
        ? "The job could not be found; it may have been started by someone else or cleared."
        : `The job's progress could not be read: ${query.error.message}`;
    return { phase: "lost", message };
  }
  return { phase: "running", job };
}
