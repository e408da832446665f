import { Alert, Group, Progress, Stack, Text } from "@mantine/core";
import type { Job } from "@ops/domain";
import { useEffect, useRef } from "react";
import type { ApiError } from "./api";
import { useJob } from "./use-job";

type Props = {
  jobId: string;
  /** What the job does, e.g. "Importing the ASN". */
  label: string;
  onSucceeded?: (job: Job) => void;
  /** The job's error as the synchronous call would have thrown it (422 field errors included). */
  onFailed?: (error: ApiError) => void;
  /** The screen stopped waiting or lost the job. */
  onGaveUp?: (message: string) => void;
  /** How long to wait; JOB_POLL_TIMEOUT_MS by default. */
  timeoutMs?: number;
};

/** A progress bar with percentage and status text for a 202 job, polled until it ends. */
export function JobProgress({ jobId, label, onSucceeded, onFailed, onGaveUp, timeoutMs }: Props) {
  const state = useJob(jobId, timeoutMs);
  // Each outcome is reported once, whatever the parent re-renders with.
  const reported = useRef<string | null>(null);
  const callbacks = useRef({ onSucceeded, onFailed, onGaveUp });
  callbacks.current = { onSucceeded, onFailed, onGaveUp };
  useEffect(() => {
    const key = `${jobId}:${state.phase}`;
    if (reported.current === key) return;
    if (state.phase === "succeeded") callbacks.current.onSucceeded?.(state.job);
    else if (state.phase === "failed") callbacks.current.onFailed?.(state.error);
    else if (state.phase === "timedOut" || state.phase === "lost")
      callbacks.current.onGaveUp?.(state.message);
    else return;
    reported.current = key;
  }, [jobId, state]);

  if (state.phase === "timedOut" || state.phase === "lost") {
    return (
      <Alert color="orange" title={`${label}: no answer`} role="alert">
        {state.message}
      </Alert>
    );
  }
  if (state.phase === "failed") {
    return (
      <Alert color="red" title={`${label} failed`} role="alert">
        {state.error.message}
      </Alert>
    );
  }
  const job = state.phase === "running" || state.phase === "succeeded" ? state.job : undefined;
  const percent = Math.round((state.phase === "succeeded" ? 1 : (job?.progress ?? 0)) * 100);
  const status =
    state.phase === "succeeded" ? "Done" : !job || job.status === "queued" ? "Waiting to start…" : "Working…";
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {status} {percent}%
        </Text>
      </Group>
      <Progress
        value={percent}
        animated={state.phase !== "succeeded"}
        striped={state.phase !== "succeeded"}
        aria-label={label}
        transitionDuration={200}
      />
    </Stack>
  );
}
