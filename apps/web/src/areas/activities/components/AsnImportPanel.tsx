import { Alert, Button, FileInput, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { ASN_SYNC_ROW_LIMIT, type AsnPreview, type Job } from "@ops/domain";
import { useRef, useState } from "react";
import type { ApiError } from "../../../shared/api";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { JobProgress } from "../../../shared/JobProgress";
import { markHandled, reportError } from "../../../shared/reporting";
import { showSnackbar } from "../../../shared/snackbar";
import { previewAsn, useImportAsn, useInvalidateLoad } from "../loads-api";
import { AsnMappingTable } from "./AsnMappingTable";
import {
  type AsnChoices,
  type AsnRefusal,
  asnRefusalOf,
  initialChoices,
  mappingToSend,
  unchosenColumns,
} from "./asn-mapping";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";
const MISSING = "Choose a field for this column, or Ignore column";

function importedMessage(inserted: number): string {
  return `${inserted.toLocaleString()} ${inserted === 1 ? "item" : "items"} imported`;
}

/**
 * Upload an ASN file to a load: the file's columns are read first and reconciled against the
 * account's saved relationships, the user maps what is left, then the import checks every row
 * (all errors at once, nothing written) or runs as a job for a large file.
 */
export function AsnImportPanel({ slug }: { slug: string }) {
  const importAsn = useImportAsn(slug);
  const invalidate = useInvalidateLoad();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AsnPreview | null>(null);
  const [reading, setReading] = useState(false);
  const [choices, setChoices] = useState<AsnChoices>({});
  const [showMissing, setShowMissing] = useState(false);
  const [refusal, setRefusal] = useState<AsnRefusal | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState<string | null>(null);
  // A file picked while an older one is still being read wins.
  const latest = useRef<File | null>(null);

  const refuse = (error: unknown) => {
    // The errors are shown in full on the screen rather than in the snackbar.
    reportError(error, "AsnImportPanel");
    markHandled(error);
    setRefusal(asnRefusalOf(error));
  };

  const choose = async (next: File | null) => {
    latest.current = next;
    setFile(next);
    setRefusal(null);
    setShowMissing(false);
    setPreview(null);
    if (!next) return;
    setReading(true);
    try {
      const read = await previewAsn(slug, next);
      if (latest.current !== next) return;
      setPreview(read);
      // A corrected file keeps the choices made for the previous one.
      setChoices((earlier) => initialChoices(read.columns, earlier));
    } catch (error) {
      if (latest.current === next) refuse(error);
    } finally {
      if (latest.current === next) setReading(false);
    }
  };

  const reset = () => {
    latest.current = null;
    setFile(null);
    setPreview(null);
    setChoices({});
    setShowMissing(false);
  };

  const finished = (inserted: number) => {
    showSnackbar(importedMessage(inserted), "success");
    reset();
  };

  const submit = async () => {
    if (!file || !preview) return;
    const missing = unchosenColumns(preview.columns, choices);
    if (missing.length > 0) {
      setShowMissing(true);
      return;
    }
    setRefusal(null);
    setGaveUp(null);
    try {
      const answer = await importAsn.mutateAsync({ file, mapping: mappingToSend(preview.columns, choices) });
      if ("jobId" in answer) setJobId(answer.jobId);
      else finished(answer.inserted);
    } catch (error) {
      refuse(error);
    }
  };

  const jobSucceeded = (job: Job) => {
    setJobId(null);
    void invalidate();
    const inserted = (job.result as { inserted?: number } | null)?.inserted ?? 0;
    finished(inserted);
  };
  const jobFailed = (error: ApiError) => {
    setJobId(null);
    refuse(error);
  };

  const jobGaveUp = (message: string) => {
    setJobId(null);
    setGaveUp(message);
    // Whatever the job did by now shows in the items.
    void invalidate();
  };

  const missing = preview ? unchosenColumns(preview.columns, choices) : [];
  const columnErrors: Record<string, string | undefined> = { ...refusal?.columns };
  if (showMissing) for (const header of missing) columnErrors[header] ??= MISSING;
  const busy = importAsn.isPending || jobId !== null;

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Upload an ASN
      </Title>
      <Text size="sm" c="dimmed">
        An .xlsx or .csv file with a header row. Its columns are matched to ASN fields by the account's saved
        choices and by their names; choose a field for any other column. No row is imported unless every row
        is valid. Files above {ASN_SYNC_ROW_LIMIT.toLocaleString()} rows are imported in the background.
      </Text>
      <FileInput
        label="ASN file"
        placeholder="Choose an .xlsx or .csv file"
        accept={ACCEPT}
        clearable
        value={file}
        onChange={choose}
        disabled={busy}
        maw={480}
      />
      {reading ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Reading the file's columns…</Text>
        </Group>
      ) : null}
      {jobId ? (
        <JobProgress
          jobId={jobId}
          label="Importing the ASN"
          onSucceeded={jobSucceeded}
          onFailed={jobFailed}
          onGaveUp={jobGaveUp}
        />
      ) : null}
      {/* While the job runs its progress takes the mapping's place. */}
      {preview && !jobId ? (
        <Stack gap="xs">
          <Text size="sm">
            <strong>{preview.rowCount.toLocaleString()}</strong> {preview.rowCount === 1 ? "row" : "rows"} in{" "}
            {file?.name}.{" "}
            {missing.length > 0
              ? `${missing.length} ${missing.length === 1 ? "column needs" : "columns need"} a field before the import.`
              : "Every column is mapped."}
          </Text>
          <AsnMappingTable
            columns={preview.columns}
            choices={choices}
            onChoose={(header, choice) => setChoices((current) => ({ ...current, [header]: choice }))}
            errors={columnErrors}
          />
          {showMissing && missing.length > 0 ? (
            <Alert color="orange" role="alert">
              Choose a field (or Ignore column) for {missing.join(", ")}.
            </Alert>
          ) : null}
          <Group>
            <Button onClick={submit} loading={importAsn.isPending} disabled={jobId !== null}>
              Import
            </Button>
            <Button variant="default" onClick={reset} disabled={busy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : null}
      {gaveUp ? (
        <Alert color="orange" title="Importing the ASN: no answer" role="alert">
          {gaveUp}
        </Alert>
      ) : null}
      {refusal ? <ImportErrorsTable rows={refusal.rows} general={refusal.general} /> : null}
    </Stack>
  );
}
