import {
  Alert,
  Button,
  CloseButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  ASSET_MANAGER_POLL_TIMEOUT_MS,
  ASSET_MANAGER_SOURCES_MAX,
  AssetManagerConsolidateResult,
  type AssetManagerContainer,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../../../shared/api";
import { BarcodeInput } from "../../../shared/BarcodeInput";
import { ConfirmModal } from "../../../shared/ConfirmModal";
import { JobProgress } from "../../../shared/JobProgress";
import { nothingDoneMessage } from "../../../shared/nothing-done";
import { showSnackbar } from "../../../shared/snackbar";
import { useFailure } from "../../../shared/use-failure";
import { checkContainer, requestConsolidation } from "../asset-manager-api";
import { useFollowedJob } from "./use-followed-job";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

/** The reason a scan was refused: the server's message, or what went wrong. */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors().barcode ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The asset manager's Consolidate panel: scan the target, then the bins to empty into it one by
 * one (each checked as it is scanned: a refusal shows beside the box), confirm how many assets
 * will move, and follow the job (polled up to 300,000 ms, SPEC §9). The emptied bins are closed.
 * A retried submission sends the same request key, so the server answers the same job.
 */
export function AssetManagerConsolidatePanel() {
  const fail = useFailure("AssetManagerConsolidatePanel");
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<AssetManagerContainer | null>(null);
  const [sources, setSources] = useState<AssetManagerContainer[]>([]);
  // The scan boxes keep a refused barcode (selected, so the next scan replaces it).
  const [targetText, setTargetText] = useState("");
  const [sourceText, setSourceText] = useState("");
  const [targetError, setTargetError] = useState<string | null>(null);
  const [sourceError, setSourceError] = useState<string | null>(null);
  /** Refusals of listed bins by barcode (a job or a send found them). */
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { job, waiting, follow, stop } = useFollowedJob();
  const [result, setResult] = useState<AssetManagerConsolidateResult | null>(null);
  const requestKey = useRef<string | null>(null);

  const moving = sources.reduce((n, s) => n + s.childCount, 0);

  const scanTarget = async (barcode: string) => {
    if (checking) return;
    setChecking(true);
    setTargetError(null);
    try {
      const found = await checkContainer(barcode);
      requestKey.current = null;
      setTarget(found);
      setSources((list) => list.filter((s) => s.barcode !== found.barcode));
      setResult(null);
    } catch (error) {
      setTargetError(refusalOf(error));
    } finally {
      setChecking(false);
    }
  };

  const scanSource = async (barcode: string) => {
    if (!target || checking) return;
    if (sources.some((s) => s.barcode === barcode)) {
      setSourceError(`${barcode} is already in the list`);
      return;
    }
    if (sources.length >= ASSET_MANAGER_SOURCES_MAX) {
      setSourceError(`At most ${ASSET_MANAGER_SOURCES_MAX} bins at a time`);
      return;
    }
    setChecking(true);
    setSourceError(null);
    try {
      const found = await checkContainer(barcode, target.barcode);
      requestKey.current = null;
      setSources((list) => [...list, found]);
      setSourceText("");
      setResult(null);
    } catch (error) {
      setSourceError(refusalOf(error));
    } finally {
      setChecking(false);
    }
  };

  const remove = (barcode: string) => {
    requestKey.current = null;
    setSources((list) => list.filter((s) => s.barcode !== barcode));
    setRowErrors(({ [barcode]: _, ...rest }) => rest);
  };

  /** Puts a refusal (sync or from the job) beside the bin it names. */
  const place = (error: ApiError, sent: string[]) => {
    const fields = error.fieldErrors();
    const rows: Record<string, string> = {};
    for (const [key, message] of Object.entries(fields)) {
      const match = /^sourceBarcodes\.(\d+)$/.exec(key);
      const barcode = match ? sent[Number(match[1])] : undefined;
      if (barcode) rows[barcode] = message;
    }
    setRowErrors(rows);
    if (fields.targetBarcode) setTargetError(fields.targetBarcode);
    setFormError(`Nothing was moved: ${error.message}`);
  };

  const consolidate = async () => {
    if (!target) return;
    const sent = sources.map((s) => s.barcode);
    requestKey.current ??= crypto.randomUUID();
    const key = requestKey.current;
    setSending(true);
    setFormError(null);
    setRowErrors({});
    try {
      const answer = await requestConsolidation({
        targetBarcode: target.barcode,
        sourceBarcodes: sent,
        requestKey: key,
      });
      setConfirming(false);
      follow(answer.jobId);
    } catch (error) {
      setConfirming(false);
      fail(error);
      if (error instanceof ApiError && error.status < 500) place(error, sent);
      else setFormError(nothingDoneMessage(error, "moved"));
    } finally {
      setSending(false);
    }
  };

  const startOver = () => {
    requestKey.current = null;
    setTarget(null);
    setTargetText("");
    setSourceText("");
    setSources([]);
    setRowErrors({});
    setTargetError(null);
    setSourceError(null);
    setFormError(null);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="asset-manager-consolidate">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="asset-manager-consolidate">
            Consolidate
          </Title>
          <Text size="sm" c="dimmed">
            Moves what several bins hold into one; the emptied bins are closed (all or none).
          </Text>
        </div>
        {formError ? (
          <Alert color="red" role="alert" p="xs">
            {formError}
          </Alert>
        ) : null}
        <BarcodeInput
          label="Target bin"
          description={
            target
              ? `${target.barcode} holds ${plural(target.childCount, "asset")}${target.activitySlug ? ` on ${target.activitySlug}` : ""}${target.accountName ? ` (${target.accountName})` : ""}`
              : "Scan the bin that receives the contents"
          }
          autoFocus
          value={targetText}
          onChange={setTargetText}
          clearOnSubmit={false}
          disabled={waiting}
          onSubmit={(barcode) => void scanTarget(barcode)}
          error={targetError}
        />
        <BarcodeInput
          label="Bins to empty"
          description={target ? "Scan each bin to empty into the target" : "Scan the target first"}
          value={sourceText}
          onChange={setSourceText}
          clearOnSubmit={false}
          disabled={!target || waiting}
          onSubmit={(barcode) => void scanSource(barcode)}
          error={sourceError}
        />
        {sources.length === 0 ? (
          <Text size="sm" c="dimmed">
            No bins scanned yet.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table aria-label="Bins to empty" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Bin</Table.Th>
                  <Table.Th ta="right">Assets</Table.Th>
                  <Table.Th w={40}>
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sources.map((s) => (
                  <Table.Tr key={s.barcode}>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {s.barcode}
                      </Text>
                      {rowErrors[s.barcode] ? (
                        <Text size="xs" c="red">
                          {rowErrors[s.barcode]}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td ta="right">{s.childCount.toLocaleString()}</Table.Td>
                    <Table.Td>
                      <CloseButton
                        aria-label={`Remove ${s.barcode}`}
                        disabled={waiting}
                        onClick={() => remove(s.barcode)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={startOver}
            disabled={waiting || (!target && sources.length === 0)}
          >
            Start over
          </Button>
          <Button
            onClick={() => setConfirming(true)}
            disabled={!target || sources.length === 0 || waiting}
            loading={sending}
          >
            Consolidate {sources.length > 0 ? plural(sources.length, "bin") : ""}
          </Button>
        </Group>
        {job ? (
          <JobProgress
            key={job.attempt}
            jobId={job.id}
            label="Consolidating"
            timeoutMs={ASSET_MANAGER_POLL_TIMEOUT_MS}
            onSucceeded={(done) => {
              const moved = AssetManagerConsolidateResult.parse(done.result);
              requestKey.current = null;
              stop();
              setResult(moved);
              setSources([]);
              setSourceError(null);
              setRowErrors({});
              setFormError(null);
              setTarget((t) => (t ? { ...t, childCount: t.childCount + moved.moved } : t));
              showSnackbar(`${plural(moved.moved, "asset")} moved into ${moved.targetBarcode}`, "success");
              void queryClient.invalidateQueries({ queryKey: ["assets"] });
            }}
            onFailed={(error) => {
              requestKey.current = null;
              stop();
              place(
                error,
                sources.map((s) => s.barcode),
              );
            }}
            // The key is kept: consolidating the same bins again follows the same job.
            onGaveUp={stop}
          />
        ) : null}
        {result ? (
          <Alert color="green" title="Consolidated" role="status">
            {plural(result.moved, "asset")} moved into {result.targetBarcode}; closed{" "}
            {result.closed.join(", ")}.
          </Alert>
        ) : null}
      </Stack>
      <ConfirmModal
        opened={confirming}
        title="Consolidate bins"
        confirmLabel={`Move ${plural(moving, "asset")}`}
        loading={sending}
        onConfirm={() => void consolidate()}
        onClose={() => setConfirming(false)}
      >
        {plural(moving, "asset")} will move from {plural(sources.length, "bin")} into {target?.barcode}, and
        the emptied bins will be closed. This cannot be undone.
      </ConfirmModal>
    </Paper>
  );
}
