import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { type Activity, activityKind, cancelIntegrationLoad } from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useActivity } from "../../activities/inbound-api";
import { useCancelIntegrationLoad } from "../cross-dock-api";

/** Whether the load is one an integration made and its life cycle still lets it be canceled. */
export function integrationCancelable(a: Pick<Activity, "integration" | "type" | "status">): boolean {
  return a.integration !== null && activityKind(a.type).lifeCycle.refusal(a.status, "canceled") === null;
}

/**
 * "Cancel integration load" for a load an integration created (inbound or outbound overview):
 * asks for the reason, then withdraws it (an outbound load gives back its stock). Renders nothing
 * for a load a person made, one past canceling, or a user who may not.
 */
export function CancelIntegrationLoad({ slug }: { slug: string }) {
  const can = useCan();
  // The frame has read the load already: this answers from the cache.
  const activity = useActivity(slug).data;
  const cancel = useCancelIntegrationLoad(slug);
  const fail = useFailure("CancelIntegrationLoad");
  const [opened, setOpened] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  if (!activity || !can(cancelIntegrationLoad) || !integrationCancelable(activity)) return null;
  if (activity.type === "outbound" && !can("outbound.edit")) return null;

  const close = () => {
    setOpened(false);
    setError(undefined);
  };
  const confirm = () => {
    if (!reason.trim()) {
      setError("Give the reason for canceling");
      return;
    }
    cancel.mutate(reason.trim(), {
      onSuccess: (a) => {
        close();
        setReason("");
        showSnackbar(`${a.slug} was canceled`, "success");
      },
      onError: (e) => setError(fail(e).reason),
    });
  };

  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setOpened(true)}>
        Cancel integration load
      </Button>
      <Modal opened={opened} onClose={close} title={`Cancel ${activity.slug}?`} centered>
        <Stack>
          <Alert color="orange" variant="light">
            <Text size="sm">
              The {activity.integration} integration created this load. Canceling withdraws it
              {activity.type === "outbound" ? " and gives back the stock it holds" : ""}; it cannot be undone.
            </Text>
          </Alert>
          <Textarea
            label="Reason"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(undefined);
            }}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep the load
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Cancel integration load
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
