import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { Activity, ActivityStatus } from "@ops/domain";
import { useState } from "react";
import { activityStatusLabel } from "../../../shared/activity-status";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useUpdateActivity } from "../inbound-api";

type Props<S extends ActivityStatus> = {
  activity: Activity;
  /** The moves offered from the activity's status (already filtered by permission). */
  moves: S[];
  /** The component failures are reported under. */
  component: string;
  /** The words of a move, on its button and the dialog's confirm button. */
  label: (to: S) => string;
  /** The dialog's title for a move. */
  title: (to: S) => string;
  /** What the move does, said in the dialog before it is made. */
  describe: (to: S) => string;
  /** A move that cannot be made yet (its confirm button is disabled). */
  blocked?: (to: S) => boolean;
};

/**
 * The status moves of an activity, each a button that asks first in a dialog; the server's
 * refusal (409) shows in the dialog and nothing changes. Renders nothing without moves.
 */
export function StatusMoveActions<S extends ActivityStatus>({
  activity,
  moves,
  component,
  label,
  title,
  describe,
  blocked,
}: Props<S>) {
  const fail = useFailure(component);
  const update = useUpdateActivity(activity.slug);
  const [target, setTarget] = useState<S | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (moves.length === 0) return null;
  const from = activity.status;

  const close = () => {
    setTarget(null);
    setRefusal(null);
  };
  const move = async () => {
    if (!target) return;
    try {
      await update.mutateAsync({ status: target });
      showSnackbar(`${activity.slug} is now ${activityStatusLabel(target).toLowerCase()}`, "success");
      close();
    } catch (error) {
      const fields = fail(error);
      setRefusal(Object.values(fields)[0] ?? (error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <>
      <Group gap="xs">
        {moves.map((to) => (
          <Button
            key={to}
            size="xs"
            variant={to === "canceled" ? "subtle" : "light"}
            color={to === "canceled" ? "red" : undefined}
            onClick={() => setTarget(to)}
          >
            {label(to)}
          </Button>
        ))}
      </Group>
      <Modal opened={target !== null} onClose={close} title={target ? title(target) : ""} centered>
        <Stack>
          <Text size="sm">{target ? describe(target) : ""}</Text>
          {refusal ? (
            <Text size="sm" c="red" role="alert">
              {refusal}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus>
              Keep {activityStatusLabel(from).toLowerCase()}
            </Button>
            <Button
              color={target === "canceled" ? "red" : undefined}
              onClick={move}
              loading={update.isPending}
              disabled={target ? (blocked?.(target) ?? false) : false}
            >
              {target ? label(target) : ""}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
