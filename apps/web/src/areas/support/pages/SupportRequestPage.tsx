import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import {
  executeSupportRequest,
  labelOf,
  removeSupportRequest,
  SUPPORT_OUTCOME_MAX,
  SUPPORT_REQUEST_TYPES,
  type SupportRequestDetail,
  supportRequestEditable,
  updateSupportRequest,
} from "@ops/domain";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { formatWhen } from "../../../shared/dates";
import { useCan } from "../../../shared/permissions";
import { RecordLoadState, useIdParam } from "../../../shared/RecordLoadState";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { useExecuteSupportRequest, useRemoveSupportRequest, useSupportRequest } from "../api";
import { SupportRequestEditModal } from "../components/SupportRequestEditModal";
import { SupportStatusBadge } from "../components/SupportStatusBadge";

const EVENT_LABELS: Record<string, string> = {
  filed: "Filed",
  updated: "Updated",
  executed: "Executed",
  refused: "Refused",
  deleted: "Asset removed",
  removed: "Withdrawn",
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

/** What was done about the request, or why it could not be done: what the requester came back for. */
function OutcomeNote({ request }: { request: SupportRequestDetail }) {
  if (request.status === "open")
    return (
      <Alert color="blue" variant="light" title="Open">
        Waiting for our staff to act on it.
      </Alert>
    );
  const executed = request.status === "executed";
  // A region of its own, named for what the requester looks for (Alert names itself by its title).
  return (
    <div role="status" aria-label="Outcome">
      <Alert color={executed ? "teal" : "orange"} variant="light" title={executed ? "Executed" : "Refused"}>
        <Text size="sm">{request.outcome}</Text>
        {request.executedAt ? (
          <Text size="xs" c="dimmed" mt={4}>
            {request.executedBy ?? "Staff"}, {formatWhen(request.executedAt)}
          </Text>
        ) : null}
      </Alert>
    </div>
  );
}

/** One support request: its details, outcome and history; edit, withdraw or execute it. */
export default function SupportRequestPage() {
  const id = useIdParam();
  const request = useSupportRequest(id);
  if (!request.data)
    return (
      <RecordLoadState
        id={id}
        error={request.error}
        noun="support request"
        back={{ to: "/support-requests", label: "Back to support requests" }}
      />
    );
  return <SupportRequestView request={request.data} />;
}

function SupportRequestView({ request }: { request: SupportRequestDetail }) {
  const can = useCan();
  const navigate = useNavigate();
  const fail = useFailure("SupportRequestPage");
  const execute = useExecuteSupportRequest(request.id);
  const remove = useRemoveSupportRequest(request.id);
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [executing, setExecuting] = useState(false);
  const [outcome, setOutcome] = useState("");
  const [outcomeError, setOutcomeError] = useState<string | null>(null);
  const editable = supportRequestEditable(request.status);
  const deleteAsset = request.type === "delete_asset";

  const runExecute = async () => {
    if (!deleteAsset && outcome.trim() === "") {
      setOutcomeError("Say what was done: the requester reads it");
      return;
    }
    try {
      const done = await execute.mutateAsync({ outcome: outcome.trim() === "" ? null : outcome });
      setExecuting(false);
      showSnackbar(
        done.status === "executed"
          ? `Request #${done.id} executed`
          : `Request #${done.id} refused: ${done.outcome}`,
        done.status === "executed" ? "success" : "warning",
      );
    } catch (error) {
      setOutcomeError(fail(error).outcome ?? null);
    }
  };

  const runWithdraw = async () => {
    try {
      await remove.mutateAsync();
      showSnackbar(`Request #${request.id} withdrawn`, "success");
      navigate("/support-requests");
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack maw={900}>
      <Anchor component={Link} to="/support-requests" size="sm">
        ← Support requests
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1}>Support request #{request.id}</Title>
            <SupportStatusBadge status={request.status} />
          </Group>
          <Text size="lg" style={{ overflowWrap: "anywhere" }}>
            {request.subject}
          </Text>
        </div>
        <Group gap="xs">
          {editable && can(updateSupportRequest) ? (
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {editable && can(removeSupportRequest) ? (
            <Button variant="default" color="red" onClick={() => setWithdrawing(true)}>
              Withdraw
            </Button>
          ) : null}
          {request.status !== "executed" && can(executeSupportRequest) ? (
            <Button
              onClick={() => {
                setOutcome("");
                setOutcomeError(null);
                setExecuting(true);
              }}
            >
              {request.status === "refused" ? "Execute again" : "Execute"}
            </Button>
          ) : null}
        </Group>
      </Group>
      <OutcomeNote request={request} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label="Account">{request.accountName}</Field>
        <Field label="Type">{labelOf(SUPPORT_REQUEST_TYPES, request.type)}</Field>
        {deleteAsset ? <Field label="Asset">{request.assetBarcode}</Field> : null}
        <Field label="Filed">
          {request.createdBy ?? "—"}, {formatWhen(request.createdAt)}
        </Field>
      </SimpleGrid>
      {request.description ? (
        <Field label="Description">
          <span style={{ whiteSpace: "pre-wrap" }}>{request.description}</span>
        </Field>
      ) : null}
      <Title order={2} size="h4">
        History
      </Title>
      {/* A list, not a table: each step reads whole on a phone too. */}
      <Stack
        component="ol"
        gap="xs"
        aria-label="History"
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {request.events.map((e) => (
          <Paper component="li" key={e.id} withBorder p="sm">
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600}>
                {EVENT_LABELS[e.action] ?? e.action}
              </Text>
              <Text size="xs" c="dimmed">
                {e.userName ?? "—"}, {formatWhen(e.createdAt)}
              </Text>
            </Group>
            {e.message ? (
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {e.message}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>

      <SupportRequestEditModal request={request} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={withdrawing}
        title={`Withdraw request #${request.id}?`}
        confirmLabel="Withdraw"
        onConfirm={() => void runWithdraw()}
        onClose={() => setWithdrawing(false)}
        loading={remove.isPending}
      >
        The request is removed and nobody will act on it. Its history is kept.
      </ConfirmModal>
      <ConfirmModal
        opened={executing}
        title={deleteAsset ? `Remove asset ${request.assetBarcode}?` : `Execute request #${request.id}?`}
        confirmLabel={deleteAsset ? "Remove asset" : "Execute"}
        onConfirm={() => void runExecute()}
        onClose={() => setExecuting(false)}
        loading={execute.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">
            {deleteAsset
              ? "The asset is removed from the records if nothing depends on it (no assets inside it, no hold, not shipped, on no certificate). Otherwise the request is refused with the reason and nothing is removed."
              : "The requester is told the outcome in the app and by e-mail."}
          </Text>
          <Textarea
            label={deleteAsset ? "Note for the requester (optional)" : "Outcome"}
            required={!deleteAsset}
            rows={2}
            maxLength={SUPPORT_OUTCOME_MAX}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.currentTarget.value);
              setOutcomeError(null);
            }}
            error={outcomeError}
          />
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
