import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { importProjectTracking, type TrackingImportResult } from "@ops/domain";
import { useState } from "react";
import { call } from "../../../shared/endpoints";
import { JobProgress } from "../../../shared/JobProgress";
import { useFailure } from "../../../shared/use-failure";

function Outcome({ result }: { result: TrackingImportResult }) {
  return (
    <Stack gap="xs">
      <Alert color={result.problems.length > 0 ? "orange" : "teal"} variant="light" role="status">
        {result.imported} tracking entr{result.imported === 1 ? "y" : "ies"} imported
        {result.alreadyImported > 0 ? `, ${result.alreadyImported} already there` : ""}
        {result.problems.length > 0 ? `, ${result.problems.length} row(s) skipped` : ""}.
      </Alert>
      {result.problems.length > 0 && (
        <Table aria-label="Skipped rows" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Why</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.problems.map((p) => (
              <Table.Tr key={p.row}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>{p.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

/**
 * Imports a carrier's tracking export (.xlsx or .csv: tracking number or reference, status, date,
 * location) into a project's requests; a long file runs as a job with a progress bar. Rows the
 * project does not know are listed with why; nothing is added twice.
 */
export function TrackingImportDialog({
  projectPrefix,
  opened,
  onClose,
  onImported,
}: {
  projectPrefix: string;
  opened: boolean;
  onClose: () => void;
  onImported?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [result, setResult] = useState<TrackingImportResult | null>(null);
  const fail = useFailure("Tracking import");
  const close = () => {
    setFile(null);
    setError(null);
    setJobId(null);
    setResult(null);
    onClose();
  };
  const send = async () => {
    if (!file) {
      setError("Choose the carrier's tracking export (.xlsx or .csv)");
      return;
    }
    const form = new FormData();
    form.append("file", file, file.name);
    setSending(true);
    try {
      const answer = await call(importProjectTracking, { params: { projectPrefix }, form });
      if ("jobId" in answer) setJobId(answer.jobId);
      else {
        setResult(answer);
        onImported?.();
      }
      setError(null);
    } catch (e) {
      setError(fail(e).file ?? (e instanceof Error ? e.message : "Not imported"));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={close} title="Import tracking" size="lg">
      <Stack>
        <Text size="sm">
          A carrier's tracking export with columns tracking number (or reference), status, date/time and
          location.
        </Text>
        <FileInput
          label="Tracking export"
          accept=".xlsx,.csv"
          value={file}
          onChange={(f) => {
            setFile(f);
            setResult(null);
          }}
          error={error}
          clearable
        />
        {jobId && (
          <JobProgress
            jobId={jobId}
            label="Importing tracking"
            onSucceeded={(job) => {
              setResult(job.result as TrackingImportResult);
              setJobId(null);
              onImported?.();
            }}
            onFailed={(e) => {
              setError(e.fieldErrors().file ?? e.message);
              setJobId(null);
            }}
          />
        )}
        {result && <Outcome result={result} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={send} loading={sending} disabled={jobId !== null}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
