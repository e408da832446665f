import { Alert, Button, Group, List, Modal, Stack, Table, Text } from "@mantine/core";
import { type BulkStatusBody, BulkStatusRefusal } from "@ops/domain";
import { useState } from "react";
import { ApiError } from "../../../shared/api";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useBulkStatus } from "../inbound-api";

export type BulkTarget = BulkStatusBody["status"];

type Props = {
  /** The move asked for; null when the dialog is closed. */
  target: BulkTarget | null;
  slugs: string[];
  onClose: () => void;
  /** After every load moved. */
  onDone: () => void;
};

type Refusal = { slug: string; reason: string };

/** The reasons of a refused bulk move (409 `BulkStatusRefusal`), or null for another failure. */
export function refusalsOf(error: unknown): Refusal[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const parsed = BulkStatusRefusal.safeParse(error.body);
  return parsed.success && parsed.data.refusals.length > 0 ? parsed.data.refusals : null;
}

/**
 * Confirms a bulk status move of the selected loads (SPEC §2 inbound bulk actions). All move or
 * none does: a refusal lists each load that cannot move with its reason, and the dialog stays
 * open so the selection can be changed.
 */
export function InboundBulkStatusModal({ target, slugs, onClose, onDone }: Props) {
  const fail = useFailure("InboundBulkStatusModal");
  const bulk = useBulkStatus();
  const [refusals, setRefusals] = useState<Refusal[] | null>(null);
  const [shownFor, setShownFor] = useState(target);
  // A new question starts without the last one's refusals.
  if (shownFor !== target) {
    setShownFor(target);
    setRefusals(null);
  }

  const count = slugs.length;
  const loads = `${count} load${count === 1 ? "" : "s"}`;
  const confirm = async () => {
    if (!target) return;
    try {
      const result = await bulk.mutateAsync({ slugs, status: target });
      showSnackbar(`${result.updated} load${result.updated === 1 ? "" : "s"} marked ${target}`, "success");
      onDone();
    } catch (error) {
      const reasons = refusalsOf(error);
      if (reasons) setRefusals(reasons);
      else fail(error);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Mark ${loads} ${target}?` : ""}
      centered
    >
      <Stack>
        {refusals ? (
          <Alert color="red" title="Nothing was changed" role="alert">
            <Text size="sm" mb="xs">
              {refusals.length === 1 ? "This load cannot" : "These loads cannot"} be marked {target}:
            </Text>
            <Table aria-label="Loads that cannot move" withRowBorders={false}>
              <Table.Tbody>
                {refusals.map((r) => (
                  <Table.Tr key={r.slug}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{r.slug}</Table.Td>
                    <Table.Td>{r.reason}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Alert>
        ) : (
          <>
            <Text size="sm">Every selected load moves, or none does if one of them cannot.</Text>
            <List size="sm" spacing={2} style={{ maxHeight: 200, overflowY: "auto" }}>
              {slugs.map((slug) => (
                <List.Item key={slug}>{slug}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {refusals ? "Close" : "Cancel"}
          </Button>
          {refusals ? null : (
            <Button onClick={confirm} loading={bulk.isPending}>
              Mark {target}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
