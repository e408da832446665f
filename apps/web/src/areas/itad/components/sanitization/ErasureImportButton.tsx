import { Alert, Button, Code, FileInput, Group, List, Modal, Stack, Text } from "@mantine/core";
import { ERASURE_IMPORT_COLUMNS, type ErasureImportResult, importErasures } from "@ops/domain";
import { useState } from "react";
import { ImportErrorsTable } from "../../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../../shared/import-errors";
import { useCan } from "../../../../shared/permissions";
import { markHandled, reportError } from "../../../../shared/reporting";
import { useImportErasures } from "../../sanitization-api";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

type Refused = { rows: ImportRowError[]; general: string[] };

/**
 * "Import erasures" for an activity (a load, a shop order, an ITAD job): a dialog that sends an
 * erasure tool's spreadsheet of serial, tool, method, result, date. All rows are written or none:
 * a refusal lists every row's errors; a success says what came of it. Shown to those who may
 * record sanitization only.
 */
export function ErasureImportButton({ slug }: { slug: string }) {
  const can = useCan();
  const [opened, setOpened] = useState(false);
  if (!can(importErasures)) return null;
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        Import erasures
      </Button>
      {opened ? <ErasureImportDialog slug={slug} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

/** The dialog, mounted only while open (so it opens empty each time). */
export function ErasureImportDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const importing = useImportErasures(slug);
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [result, setResult] = useState<ErasureImportResult | null>(null);

  const submit = async () => {
    if (!file) return;
    setRefused(null);
    setResult(null);
    try {
      setResult(await importing.mutateAsync(file));
    } catch (error) {
      // Every row error is shown below rather than in the snackbar.
      reportError(error, "ErasureImportDialog");
      markHandled(error);
      setRefused(importErrorsOf(error, ERASURE_IMPORT_COLUMNS));
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Import erasures into ${slug}`} centered size="lg">
      <Stack>
        <Text size="sm">
          An .xlsx or .csv file from the erasure tool, with a header row naming the columns{" "}
          <Code>{ERASURE_IMPORT_COLUMNS.join(", ")}</Code>. The serial must be one of this activity's
          data-bearing serials; the method is clear or purge; the result passed or failed; the date not in the
          future. Nothing is imported unless every row is valid. A failed erasure routes its device to
          destruction.
        </Text>
        <FileInput
          label="Erasure file"
          placeholder="Choose an .xlsx or .csv file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={(value) => {
            setFile(value);
            setRefused(null);
            setResult(null);
          }}
          data-autofocus
        />
        {refused ? <ImportErrorsTable rows={refused.rows} general={refused.general} /> : null}
        {result ? <ImportedAlert result={result} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {result ? "Close" : "Cancel"}
          </Button>
          <Button onClick={submit} disabled={!file || result !== null} loading={importing.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ImportedAlert({ result }: { result: ErasureImportResult }) {
  const rows = result.imported === 1 ? "1 erasure was" : `${result.imported} erasures were`;
  return (
    <Alert color="green" title={`${rows} imported`} role="status">
      <List size="sm" spacing={2}>
        <List.Item>Imported: {result.imported}</List.Item>
        <List.Item>Passed: {result.passed}</List.Item>
        <List.Item>Failed: {result.failed}</List.Item>
        <List.Item>Routed to destruction: {result.routedToDestruction}</List.Item>
      </List>
    </Alert>
  );
}
