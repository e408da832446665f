import { Alert, Button, Group, List, Text } from "@mantine/core";
import { INBOUND_LIFE_CYCLE, labelOf, NET_DIRECTIONS, type SettlementStatement } from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useFamilyPrefix } from "../../accounts/family";
import { settlementKeys, useFinalize } from "../api";
import { moneyAbs } from "../format";

/** A 409's message and whatever it names (the unpriced products), to show beside the statement. */
export type Refusal = { message: string; items: string[] };

function refusalOf(error: ApiError): Refusal {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const items = Object.values(errors)
    .flat()
    .filter((m): m is string => typeof m === "string" && m !== error.message);
  return { message: error.message, items };
}

/** Why finalising was refused: the server's words and the products it names. */
export function RefusalAlert({ refusal, onClose }: { refusal: Refusal | null; onClose: () => void }) {
  if (!refusal) return null;
  return (
    <Alert color="red" title="The statement was not finalised" withCloseButton onClose={onClose} role="alert">
      <Text size="sm">{refusal.message}</Text>
      {refusal.items.length > 0 ? (
        <List size="sm" mt="xs">
          {refusal.items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}

type Props = {
  statement: SettlementStatement;
  /** Unsaved draft changes: finalising would leave them out, so it waits for a save. */
  dirty: boolean;
  /** The load's status as its frame shows it now (the statement's may be older). */
  loadStatus: string;
  onRefused: (refusal: Refusal | null) => void;
};

/**
 * "Finalise statement" with a confirmation saying what it does: the load is marked priced and
 * the statement frozen; afterwards only adjustments change it. A 409 (unpriced products) is shown
 * beside the statement, which is read again so its unpriced list is current.
 */
export function FinalizeAction({ statement, dirty, loadStatus, onRefused }: Props) {
  const [asking, setAsking] = useState(false);
  const finalize = useFinalize(statement.load.slug);
  const fail = useFailure("FinalizeStatement");
  const client = useQueryClient();
  const family = useFamilyPrefix();
  const confirm = async () => {
    onRefused(null);
    try {
      await finalize.mutateAsync(undefined);
      setAsking(false);
      showSnackbar(`Statement ${statement.number} finalised; the load is priced`, "success");
    } catch (error) {
      fail(error);
      setAsking(false);
      if (error instanceof ApiError && error.status === 409) {
        onRefused(refusalOf(error));
        await client.invalidateQueries({ queryKey: settlementKeys.statement(family, statement.load.slug) });
      }
    }
  };
  // Only a processed load can be marked priced (the inbound life cycle): say so instead of a 409.
  const notYet = INBOUND_LIFE_CYCLE.refusal(loadStatus, "priced");
  const why = notYet
    ? `${notYet}: mark it processed first`
    : dirty
      ? "Save or discard the draft's changes first"
      : null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Button
          onClick={() => setAsking(true)}
          disabled={why !== null}
          aria-describedby={why ? "finalise-why" : undefined}
        >
          Finalise statement
        </Button>
        {why ? (
          <Text size="xs" c="dimmed" id="finalise-why" maw={240}>
            {why}
          </Text>
        ) : null}
      </Group>
      <ConfirmModal
        opened={asking}
        title="Finalise the statement?"
        confirmLabel="Finalise and mark priced"
        onConfirm={confirm}
        onClose={() => setAsking(false)}
        loading={finalize.isPending}
      >
        <Text size="sm">
          {`This marks load ${statement.load.slug} priced and freezes statement ${statement.number} at `}
          <strong>{`${moneyAbs(statement.totals.net)} ${labelOf(NET_DIRECTIONS, statement.direction).toLowerCase()}`}</strong>
          .
        </Text>
        <Text size="sm" mt="xs">
          Afterwards only adjustments change it (and revenue share as devices sell). The client can then see
          and download it.
        </Text>
        {statement.unpricedProducts.length > 0 ? (
          <Text size="sm" mt="xs" c="red.8">
            {`${statement.unpricedProducts.length} product(s) are not priced yet: the load cannot be marked priced until they are.`}
          </Text>
        ) : null}
      </ConfirmModal>
    </>
  );
}
