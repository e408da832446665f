import { useState } from "react";

/**
 * The job a form follows after sending: `follow(id)` starts waiting on it (a retry that the
 * server answers with the same job counts a new attempt, so its progress starts again, keyed by
 * `job.attempt`), `stop()` ends the wait (the job ended, or the screen gave up on it).
 */
export function useFollowedJob() {
  const [job, setJob] = useState<{ id: string; attempt: number } | null>(null);
  const [waiting, setWaiting] = useState(false);
  const follow = (id: string) => {
    setJob((current) => ({ id, attempt: (current?.attempt ?? 0) + 1 }));
    setWaiting(true);
  };
  const stop = () => setWaiting(false);
  return { job, waiting, follow, stop };
}
