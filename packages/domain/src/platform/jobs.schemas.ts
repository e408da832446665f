import { z } from "zod";

/** Long work answers 202 with this; the screen polls `GET /jobs/{id}` (ARCHITECTURE §2). */
export const JobAccepted = z.object({ jobId: z.string() });
export type JobAccepted = z.infer<typeof JobAccepted>;

export const JobStatus = z.enum(["queued", "running", "succeeded", "failed"]);
export type JobStatus = z.infer<typeof JobStatus>;

export const Job = z.object({
  id: z.string(),
  kind: z.string(),
  status: JobStatus,
  /** 0 to 1. */
  progress: z.number(),
  result: z.unknown().nullable(),
  /** The same body a synchronous call would have answered with (SPEC §8 shapes), and its status. */
  error: z
    .object({
      status: z.number().int(),
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof Job>;
export const JobParams = z.object({ id: z.uuid() });

/** How long a screen waits for a job before it gives up (SPEC §9 polling time-outs). */
export const JOB_POLL_TIMEOUT_MS = 300_000;
