import { Button, Group, Stack } from "@mantine/core";
import { COMPLETE_ALL_POLL_TIMEOUT_MS, CompleteAllResult, completeWorkAssets, type Job } from "@ops/domain";
import { useState } from "react";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { JobProgress } from "../../../shared/JobProgress";
import { type Outcome, OutcomeAlert } from "../../../shared/OutcomeAlert";
import { useCan } from "../../../shared/permissions";
import { useFailure } from "../../../shared/use-failure";
import { startCompleteAll, useRefreshWorkOrder } from "../work-assets-api";

/** The message of a finished "complete all" job ("37 assets completed"). */
export function completeAllMessage(job: Job): string {
  const parsed = CompleteAllResult.safeParse(job.result);
  return parsed.success ? parsed.data.message : "Complete all has finished.";
}

/**
 * "Complete all" on a work order (SPEC §7 activity events complete): asks first, then runs the
 * job that writes '100% Complete' on every open input, with its progress (polled up to
 * 100,000 ms, SPEC §9) and the job's answer.
 */
export function CompleteAllAction({ slug, orderNoun }: { slug: string; orderNoun: string }) {
  const can = useCan();
  const refresh = useRefreshWorkOrder();
  const fail = useFailure("CompleteAllAction");
  const [asking, setAsking] = useState(false);
  const [starting, setStarting] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!can(completeWorkAssets)) return null;

  const start = async () => {
    setStarting(true);
    try {
      setOutcome(null);
      setJobId(await startCompleteAll(slug));
      setAsking(false);
    } catch (error) {
      fail(error);
      setAsking(false);
      setOutcome({ color: "red", text: error instanceof Error ? error.message : String(error) });
    } finally {
      setStarting(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <Button
          variant="light"
          color="teal"
          onClick={() => setAsking(true)}
          disabled={jobId !== null}
          size="sm"
        >
          Complete all
        </Button>
      </Group>
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Completing all assets"
          timeoutMs={COMPLETE_ALL_POLL_TIMEOUT_MS}
          onSucceeded={(job) => {
            setJobId(null);
            setOutcome({ color: "teal", text: completeAllMessage(job) });
            void refresh(slug);
          }}
          onFailed={(error) => {
            setJobId(null);
            setOutcome({ color: "red", text: error.message });
            void refresh(slug);
          }}
          onGaveUp={(message) => {
            setJobId(null);
            setOutcome({ color: "red", text: message });
          }}
        />
      ) : null}
      <OutcomeAlert outcome={outcome} onDismiss={() => setOutcome(null)} />
      <ConfirmModal
        opened={asking}
        title="Complete all?"
        confirmLabel="Complete all"
        onConfirm={() => void start()}
        onClose={() => setAsking(false)}
        loading={starting}
      >
        Every asset of this {orderNoun} that is not complete yet gets the step "100% Complete" and leaves
        processing. This cannot be undone from here.
      </ConfirmModal>
    </Stack>
  );
}
