import { Alert, Button, Code, FileInput, Group, Modal, Stack, Text } from "@mantine/core";
import {
  PARCEL_ASSET_SHEET_COLUMNS,
  PARCEL_ASSET_UPLOAD_MAX_ROWS,
  type ParcelAssetUploadResult,
  uploadParcelAssets,
} from "@ops/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { call } from "../../../shared/endpoints";
import { ImportErrorsTable } from "../../../shared/ImportErrorsTable";
import { type ImportRowError, importErrorsOf } from "../../../shared/import-errors";
import { JobProgress } from "../../../shared/JobProgress";
import { markHandled, reportError } from "../../../shared/reporting";
import { showSnackbar } from "../../../shared/snackbar";

type Props = { projectPrefix: string; onClose: () => void };

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

const doneMessage = (r: ParcelAssetUploadResult) =>
  `${r.created.toLocaleString()} ${r.created === 1 ? "device" : "devices"} received from ${r.requests.toLocaleString()} ${r.requests === 1 ? "parcel" : "parcels"}${r.alreadyReceived > 0 ? `; ${r.alreadyReceived.toLocaleString()} already received` : ""}`;

/**
 * Receives many parcels' devices of a project from a spreadsheet (bulk receiving): every bad row
 * is listed with its row number and nothing is received until all are valid; a large file is
 * received by a job with its progress. Mounted only while open (the project page embeds it).
 */
export function ParcelAssetUploadDialog({ projectPrefix, onClose }: Props) {
  const queries = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ rows: ImportRowError[]; general: string[] } | null>(null);

  const finish = (result: ParcelAssetUploadResult) => {
    showSnackbar(doneMessage(result), "success");
    void queries.invalidateQueries();
    onClose();
  };
  const refuse = (error: unknown) => {
    reportError(error, "ParcelAssetUploadDialog");
    markHandled(error);
    setRefused(importErrorsOf(error, PARCEL_ASSET_SHEET_COLUMNS));
    setJobId(null);
    setBusy(false);
  };

  const submit = async () => {
    if (!file) return;
    setRefused(null);
    setBusy(true);
    const form = new FormData();
    form.append("file", file, file.name);
    try {
      const answer = await call(uploadParcelAssets, { params: { projectPrefix }, form });
      if ("jobId" in answer) setJobId(answer.jobId);
      else finish(answer);
    } catch (error) {
      refuse(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Upload received devices of ${projectPrefix}`} centered size="lg">
      <Stack>
        <Text size="sm">
          An .xlsx or .csv file of at most {PARCEL_ASSET_UPLOAD_MAX_ROWS.toLocaleString()} rows, with a header
          row naming the columns <Code>{PARCEL_ASSET_SHEET_COLUMNS.join(", ")}</Code>: the request's
          reference, the asset label, the device's serial number, and optionally a product name and the weight
          in lbs. Rows already received from the same request are skipped; nothing is received until every row
          is valid.
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a file"
          accept={ACCEPT}
          clearable
          value={file}
          onChange={(value) => {
            setFile(value);
            setRefused(null);
          }}
          disabled={busy}
          data-autofocus
        />
        {jobId ? (
          <JobProgress
            jobId={jobId}
            label="Receiving the devices"
            onSucceeded={(job) => finish(job.result as ParcelAssetUploadResult)}
            onFailed={refuse}
            onGaveUp={() => setBusy(false)}
          />
        ) : null}
        {refused ? <ImportErrorsTable rows={refused.rows} general={refused.general} /> : null}
        {!refused && !jobId && busy ? (
          <Alert color="blue" variant="light">
            Checking the file…
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!file} loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
