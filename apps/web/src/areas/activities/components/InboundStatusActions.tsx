import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import {
  type Activity,
  INBOUND_LIFE_CYCLE,
  INBOUND_STATUSES,
  type InboundStatus,
  nextInboundStatuses,
  updateActivity,
} from "@ops/domain";
import { useState } from "react";
import { useCan } from "../../../shared/permissions";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useUpdateActivity } from "../inbound-api";
import { activityStatusLabel } from "./InboundStatusBadge";

const isInbound = (status: string): status is InboundStatus => INBOUND_STATUSES.some((s) => s.id === status);

/** "Mark received", "Back to requested", "Cancel load": the words of a move. */
export function moveLabel(from: InboundStatus, to: InboundStatus): string {
  if (to === "canceled") return "Cancel load";
  const order = INBOUND_STATUSES.map((s) => s.id);
  if (order.indexOf(to) < order.indexOf(from)) return `Back to ${activityStatusLabel(to).toLowerCase()}`;
  return `Mark ${activityStatusLabel(to).toLowerCase()}`;
}

/**
 * The status moves the life cycle allows from the load's status (`nextInboundStatuses`), each
 * asked about first; the server's refusal (409) is shown and nothing changes.
 */
export function InboundStatusActions({ activity }: { activity: Activity }) {
  const fail = useFailure("InboundStatusActions");
  const update = useUpdateActivity(activity.slug);
  const can = useCan();
  const [target, setTarget] = useState<InboundStatus | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!isInbound(activity.status) || !can(updateActivity)) return null;
  const from = activity.status;
  // A move the life cycle reserves to a permission (settling a load) also takes that permission.
  const moves = nextInboundStatuses(from).filter((to) => can(INBOUND_LIFE_CYCLE.permissionFor(from, to)));
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
  const needsDate = target === "scheduled" && !activity.scheduledDate;

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
            {moveLabel(from, to)}
          </Button>
        ))}
      </Group>
      <Modal
        opened={target !== null}
        onClose={close}
        title={target ? `${moveLabel(from, target)}?` : ""}
        centered
      >
        <Stack>
          <Text size="sm">
            {target
              ? `${activity.slug} moves from ${activityStatusLabel(from).toLowerCase()} to ${activityStatusLabel(target).toLowerCase()}.`
              : ""}
            {needsDate ? " It has no dock date yet: edit the load to give it one first." : ""}
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
              disabled={needsDate}
            >
              {target ? moveLabel(from, target) : ""}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
