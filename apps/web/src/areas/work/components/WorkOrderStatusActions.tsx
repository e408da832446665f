import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type Activity, type ActivityStatus, updateActivity, WORK_ORDER_LIFE_CYCLE } from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { activityStatusLabel } from "../../activities/components/InboundStatusBadge";
import { useUpdateActivity } from "../../activities/inbound-api";

/** "Start", "Complete", "Close", "Cancel", "Reopen": the words of a work-order move. */
export function workMoveLabel(from: string, to: string): string {
  if (to === "in_progress") return from === "completed" ? "Reopen" : "Start";
  if (to === "completed") return "Complete";
  if (to === "closed") return "Close";
  if (to === "canceled") return "Cancel";
  return `Mark ${activityStatusLabel(to).toLowerCase()}`;
}

/** What a move does, said before it is made. */
function consequence(noun: string, to: string): string {
  if (to === "canceled") return `A canceled ${noun} cannot be reopened.`;
  if (to === "closed") return `A closed ${noun} cannot change status again.`;
  if (to === "completed") return `The ${noun} can be reopened until it is closed.`;
  return "";
}

/**
 * The status moves of a shop order or processing job (the work-order life cycle: Start,
 * Complete, Close, Cancel, Reopen), each confirmed first; the server's refusal (409) shows in
 * the dialog and nothing changes.
 */
export function WorkOrderStatusActions({ activity, noun }: { activity: Activity; noun: string }) {
  const fail = useFailure("WorkOrderStatusActions");
  const update = useUpdateActivity(activity.slug);
  const can = useCan();
  const [target, setTarget] = useState<ActivityStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!can(updateActivity)) return null;
  const from = activity.status;
  const moves = WORK_ORDER_LIFE_CYCLE.next(from) as ActivityStatus[];
  if (moves.length === 0) return null;

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
            {workMoveLabel(from, to)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={target !== null}
        onClose={close}
        title={target ? `${workMoveLabel(from, target)} ${activity.slug}?` : ""}
        centered
      >
        <Stack>
          <Text size="sm">
            {target
              ? `The ${noun} moves from ${activityStatusLabel(from).toLowerCase()} to ${activityStatusLabel(target).toLowerCase()}. ${consequence(noun, target)}`
              : ""}
          </Text>
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
            >
              {target ? workMoveLabel(from, target) : ""}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
